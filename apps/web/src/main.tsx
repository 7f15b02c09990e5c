import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createPortalRouter } from './app/router';
import { AppErrorScreen } from './components/layout/app-error-screen';
import { builtInResources, initI18n, loadServerTranslations } from './lib/i18n';
import { localeOf, readSavedLanguage } from './lib/language';
import './styles/fonts.css';
import './styles/global.css';

const container = document.getElementById('root')!;
const root = createRoot(container);

function showStartupFailure(): void {
  const common = builtInResources()[localeOf[readSavedLanguage()]]?.common as Record<string, string> | undefined;
  root.render(
    <AppErrorScreen
      title={common?.app_error_title ?? 'Application Error'}
      message={common?.app_error_message ?? 'Failed to initialize application. Please refresh the page.'}
      refreshLabel={common?.refresh ?? 'Refresh'}
    />,
  );
}

async function start(): Promise<void> {
  await initI18n();
  const router = createPortalRouter();
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  void loadServerTranslations();
}

start().catch((error: unknown) => {
  console.error('The portal could not start', error);
  showStartupFailure();
});
