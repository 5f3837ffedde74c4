// `npm run test:browser`: builds the renderer when its sources are newer than the build, then runs
// the Playwright tests in Debian's Chromium and exits with their code. Extra arguments go to
// `playwright test` (a file, --grep ...).

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureRendererBuilt, REPO_ROOT } from '../bridge/build-renderer';
import { CHROMIUM_PATH } from './chromium-options';
import { errorText } from '../../shared/error-text';

async function main(): Promise<number> {
  if (!existsSync(CHROMIUM_PATH)) {
    process.stderr.write(
      `Chromium is not at ${CHROMIUM_PATH}. Install Debian's package (apt-get install -y chromium); never run "npx playwright install".\n`,
    );
    return 1;
  }
  await ensureRendererBuilt();
  const cli = `${REPO_ROOT}/node_modules/@playwright/test/cli.js`;
  const child = spawn(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`test:browser: ${errorText(error)}\n`);
    process.exit(1);
  },
);
