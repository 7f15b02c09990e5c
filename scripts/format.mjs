// `npm run format` formats the tree with Prettier; `npm run format -- --check` only reports the
// files it would change (npm test runs the check). The ignored paths are in .prettierignore.
import { spawnSync } from 'node:child_process';

const check = process.argv.includes('--check');
const others = process.argv.slice(2).filter((argument) => argument !== '--check');
const { status } = spawnSync('npx', ['prettier', check ? '--check' : '--write', ...others, '.'], {
  stdio: 'inherit',
});
process.exit(status ?? 1);
