// The end-to-end tests drive Debian's Chromium. Installs it when missing and we are root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is needed at ${chromium} for the end-to-end tests: run "sudo apt-get install -y chromium".`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the end-to-end tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}
