// `npm run test:browser`: builds the renderer when its sources are newer than the build, then runs
// the Playwright tests in the machine's Chromium or Chrome and exits with their code. Extra
// arguments go to `playwright test` (a file, --grep ...).

import { spawn } from 'node:child_process';
import { ensureRendererBuilt, REPO_ROOT } from '../bridge/build-renderer';
import { lookForChromium } from './chromium-options';
import { errorText } from '../../shared/error-text';

async function main(): Promise<number> {
  const browser = lookForChromium();
  if (!browser.found) {
    process.stderr.write(`${browser.advice}\nLooked at:\n  ${browser.looked.join('\n  ')}\n`);
    return 1;
  }
  await ensureRendererBuilt();
  const cli = `${REPO_ROOT}/node_modules/@playwright/test/cli.js`;
  const child = spawn(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    // The config looks again in its own process; the path found here spares it the search.
    env: {
      ...process.env,
      SCORETRAY_CHROMIUM: browser.path,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
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
