// The log file as electron-log writes it (its Node build, the same file transport as in the app),
// fed through every path a line takes in the shell. A key is logged on purpose on each path; the
// file must hold the lines and never the key.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import electronLog from 'electron-log/node';
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_MAX_BYTES } from '../../../electron/main/logging/app-log';
import { createScoretrayApi } from '../../../electron/preload/scoretray-bridge';
import { ManualClock } from '../../fixtures/manual-clock';
import { FakeEngine } from '../fake-engine';
import { startShellHarness, type ShellHarness } from '../shell-harness';

const SAVED_KEY = 'sk-live-9f8e7d6c5b4a3210';
/** A key main never stored (typed into Settings and tested, or echoed by the service). */
const UNSAVED_KEY = 'QWERTYUIOPASDFGH1234';

let harness: ShellHarness<FakeEngine> | null = null;
let logCount = 0;

afterEach(async () => {
  await harness?.close();
  harness = null;
});

function start() {
  const clock = new ManualClock();
  const logger = electronLog.create({ logId: `desktop-log-test-${(logCount += 1)}` });
  logger.transports.console.level = false;
  let file = '';
  harness = startShellHarness({
    createEngine: (ports) =>
      new FakeEngine({ notifier: ports.notifier, validKey: SAVED_KEY, now: () => clock.now() }),
    clock,
    desktop: { logger, packaged: true },
    beforeStart: (electron) => {
      file = join(electron.app.userData, 'logs', 'main.log');
      logger.transports.file.resolvePathFn = () => file;
      electron.autoUpdater.answer = {
        kind: 'error',
        message: `GET https://updates.example/latest.yml?token=${SAVED_KEY} answered 500`,
      };
    },
  });
  return { ...harness, clock, logger, file: () => file };
}

describe('the log file', () => {
  it('keeps lines from every path, and never the API key', async () => {
    const { api, ports, electron, logger, file, logs } = start();
    await api.invoke('key:set', { key: SAVED_KEY, acceptObscured: true });
    // 1. The engine's own lines, quoting a request URL with the key in its query.
    ports.log?.('warn', `GET https://api.example/football/live?x-api-key=${SAVED_KEY} failed`);
    // 2. The engine quoting the service, which echoed a key main never saw, in a header and a query.
    ports.log?.(
      'error',
      `Service said 401 for x-api-key: ${UNSAVED_KEY} (Authorization: Bearer ${UNSAVED_KEY}) at /v1?apiKey=${UNSAVED_KEY}&sport=1`,
    );
    // 3. A refused IPC request from a frame whose address carries the key.
    const evil = createScoretrayApi(electron.ipcRenderer);
    electron.ipcRenderer.frame = {
      url: `https://evil.example/?x-api-key=${SAVED_KEY}`,
      parent: null,
    };
    await expect(evil.invoke('status:get')).rejects.toThrow(/refused/);
    // 4. A library or an uncaught error writing straight to electron-log.
    logger.error(new Error(`fetch failed for key ${SAVED_KEY}`, { cause: `key=${UNSAVED_KEY}` }));
    logger.warn('settings', { apiKey: SAVED_KEY });
    // 5. The updater failing with the key in its feed address (the shell logs the failure).
    await new Promise((resolve) => setImmediate(resolve));

    const text = readFileSync(file(), 'utf8');
    expect(text).not.toContain(SAVED_KEY);
    expect(text).not.toContain(UNSAVED_KEY);
    expect(text).toContain('GET https://api.example/football/live?x-api-key=[redacted] failed');
    expect(text).toContain('(Authorization: [redacted])');
    expect(text).toMatch(
      /Refused status:get from https:\/\/evil\.example\/\?x-api-key=\[redacted\]/,
    );
    expect(text).toContain('fetch failed for key [redacted]');
    expect(text.match(/Update failed: .*token=\[redacted\]/g)).toHaveLength(1);
    // The shell's own log function got the same redacted words.
    expect(logs.join('\n')).not.toContain(SAVED_KEY);
  });

  it('rotates at 1 MB into main.old.log, and "Open logs" opens its folder', async () => {
    const { api, logger, file, electron } = start();
    expect(logger.transports.file.maxSize).toBe(LOG_MAX_BYTES);
    const line = 'x'.repeat(1000);
    for (let index = 0; index < 1100; index += 1) logger.info(line);
    expect(existsSync(file().replace(/main\.log$/, 'main.old.log'))).toBe(true);
    expect(readFileSync(file()).length).toBeLessThan(LOG_MAX_BYTES);

    expect(await api.invoke('desktop:open-logs')).toEqual({
      opened: true,
      path: join(electron.app.userData, 'logs'),
    });
    expect(electron.shell.openedPaths).toEqual([join(electron.app.userData, 'logs')]);
    electron.shell.openPathError = 'No application is registered to open folders';
    expect(await api.invoke('desktop:open-logs')).toEqual({
      opened: false,
      reason: 'The log folder could not be opened: No application is registered to open folders',
    });
    expect((await api.invoke('desktop:status')).logFile).toBe(file());
  });

  it('offers "Open logs" in the tray menu', () => {
    const { electron } = start();
    const tray = electron.recorded.trays[0];
    tray?.shownMenu()?.click('Open logs');
    expect(electron.shell.openedPaths).toEqual([join(electron.app.userData, 'logs')]);
  });
});
