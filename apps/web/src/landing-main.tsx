import { startLanding } from './app/landing-start';
import { showStartupFailure } from './app/startup-failure';
import './styles/fonts.css';
import './styles/global.css';

/**
 * The entry of landing.html, the prerendered landing page the server sends for / and /landing:
 * it carries no router and no query library (see the landing-page-weight decision).
 */
const container = document.getElementById('root')!;

startLanding(container).catch((error: unknown) => {
  console.error('The portal could not start', error);
  showStartupFailure(container);
});
