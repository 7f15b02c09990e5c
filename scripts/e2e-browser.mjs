// The browser the end-to-end tests drive: Debian's Chromium headless shell (package
// chromium-headless-shell, the same Blink as /usr/bin/chromium without the desktop browser around
// it: the suite runs about a quarter faster on two cores), or CHROMIUM_PATH when set. Where the
// shell is missing and cannot be installed, Debian's full Chromium does the same work more slowly.
// The screenshots and Lighthouse use the full browser (decision 0039).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

/** The executable the end-to-end tests launch. */
export function e2eBrowserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) || !existsSync(FULL_CHROMIUM) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

/**
 * The browser Lighthouse measures in (the benches): Debian's full Chromium (decision 0039), or
 * CHROMIUM_PATH when set; on a machine with only the headless shell, the shell (the same Blink).
 */
export function lighthouseBrowserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(FULL_CHROMIUM) || !existsSync(HEADLESS_SHELL) ? FULL_CHROMIUM : HEADLESS_SHELL;
}

/** Installs Debian's headless shell when it is missing and we are root; false when no browser can be had. */
export function ensureE2eBrowser() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH);
  if (existsSync(HEADLESS_SHELL)) return true;
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium-headless-shell for the end-to-end tests…');
    try {
      execSync(
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
        { stdio: 'inherit' },
      );
    } catch {
      console.log('The install failed.');
    }
    if (existsSync(HEADLESS_SHELL)) return true;
  }
  if (existsSync(FULL_CHROMIUM)) {
    console.log(
      `Using ${FULL_CHROMIUM}; "sudo apt-get install -y chromium-headless-shell" makes the end-to-end tests faster.`,
    );
    return true;
  }
  return false;
}
