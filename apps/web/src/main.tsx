import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createPortalRouter } from './app/router';
import { AppErrorScreen } from './components/layout/app-error-screen';
import { applyCachedServerTranslations, builtInResources, initI18n, loadServerTranslations } from './lib/i18n';
import { localeOf, readSavedLanguage } from './lib/language';
import './styles/fonts.css';
import './styles/global.css';

const container = document.getElementById('root')!;

function showStartupFailure(): void {
  const common = builtInResources()[localeOf[readSavedLanguage()]]?.common as Record<string, string> | undefined;
  container.replaceChildren();
  createRoot(container).render(
    <AppErrorScreen
      title={common?.app_error_title ?? 'Application Error'}
      message={common?.app_error_message ?? 'Failed to initialize application. Please refresh the page.'}
      refreshLabel={common?.refresh ?? 'Refresh'}
    />,
  );
}

function afterFirstScreen(): void {
  applyCachedServerTranslations();
  void loadServerTranslations();
}

async function start(): Promise<void> {
  const language = readSavedLanguage();
  await initI18n(language);
  const router = createPortalRouter();
  const app = (
    <StrictMode>
      <Providers onMounted={afterFirstScreen}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // The server sends the landing page prerendered in the language of the visitor's cookie;
  // hydrate it when it is the language this browser saved, render afresh otherwise.
  if (container.dataset.prerendered === language) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

start().catch((error: unknown) => {
  console.error('The portal could not start', error);
  showStartupFailure();
});
