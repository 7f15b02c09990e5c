interface AppErrorScreenProps {
  title: string;
  message: string;
  refreshLabel: string;
}

/** The screen shown when the app cannot start. */
export function AppErrorScreen({ title, message, refreshLabel }: AppErrorScreenProps) {
  return (
    <main className="app-error" role="alert">
      <h1>{title}</h1>
      <p>{message}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {refreshLabel}
      </button>
    </main>
  );
}
