// The end-to-end tests drive Debian's Chromium (scripts/e2e-browser.mjs). Installs it when missing
// and we are root.
import { ensureE2eBrowser } from './e2e-browser.mjs';

if (!ensureE2eBrowser()) {
  console.error(
    'Chromium is needed for the end-to-end tests: ' +
      'run "sudo apt-get install -y chromium-headless-shell" (or set CHROMIUM_PATH).',
  );
  process.exit(1);
}
