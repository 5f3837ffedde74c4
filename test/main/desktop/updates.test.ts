// The update flow against the stand-in updater: nothing new, an update found and downloaded in the
// background, a failure, offline; "Restart to update" only on the user's word or in a quiet moment.

import { describe, expect, it } from 'vitest';
import type { UpdateState } from '../../../shared/desktop';
import {
  CHECK_EVERY_MS,
  QUIET_FOR_MS,
  UpdateController,
} from '../../../electron/main/updates/update-controller';
import { ManualClock } from '../../fixtures/manual-clock';
import { StubUpdater } from '../../electron-stub';

function setup(options: { packaged?: boolean; online?: boolean } = {}) {
  const clock = new ManualClock();
  const updater = new StubUpdater();
  const net = { online: options.online ?? true };
  const window = { visible: false };
  const live = { on: false };
  const states: UpdateState[] = [];
  const logs: string[] = [];
  const controller = new UpdateController({
    updater,
    clock,
    packaged: options.packaged ?? true,
    isOnline: () => net.online,
    window: { isVisible: () => window.visible },
    somethingLive: () => live.on,
    onChange: (state) => states.push(state),
    log: (level, message) => logs.push(`${level}: ${message}`),
  });
  return { clock, updater, net, window, live, states, logs, controller };
}

/** Lets the stand-in's promise settle, so listeners have seen the events of a check. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('updates', () => {
  it('checks at start and every 6 hours, downloading in the background', async () => {
    const { updater, clock, controller } = setup();
    controller.start();
    await settle();
    expect(updater.checks).toBe(1);
    expect(updater.autoDownload).toBe(true);
    expect(updater.autoInstallOnAppQuit).toBe(true);
    expect(controller.current()).toEqual({ state: 'idle', checkedAt: clock.now() });
    clock.advance(CHECK_EVERY_MS - 1);
    expect(updater.checks).toBe(1);
    clock.advance(1);
    await settle();
    expect(updater.checks).toBe(2);
  });

  it('finds an update, downloads it, and offers the restart without restarting by itself', async () => {
    const { updater, controller, window, clock } = setup();
    updater.answer = { kind: 'update', version: '0.2.0' };
    controller.start();
    await settle();
    expect(controller.current()).toEqual({ state: 'downloading', version: '0.2.0', percent: null });
    updater.finishDownload();
    expect(controller.current()).toEqual({ state: 'ready', version: '0.2.0' });
    // The user is in the window: hours pass, and the app does not restart under them.
    window.visible = true;
    clock.advance(6 * QUIET_FOR_MS);
    await settle();
    expect(updater.installs).toEqual([]);
    expect(controller.restartToUpdate()).toBe(true);
    expect(updater.installs).toEqual([{ silent: false, runAfter: true }]);
  });

  it('installs by itself only once the window stayed closed a while and nothing is live', async () => {
    const { updater, controller, window, live, clock } = setup();
    updater.answer = { kind: 'update', version: '0.2.0' };
    controller.start();
    await settle();
    updater.finishDownload();
    live.on = true;
    clock.advance(2 * QUIET_FOR_MS);
    expect(updater.installs).toEqual([]);
    live.on = false;
    window.visible = true;
    clock.advance(QUIET_FOR_MS);
    expect(updater.installs).toEqual([]);
    window.visible = false;
    clock.advance(2 * QUIET_FOR_MS);
    expect(updater.installs).toEqual([{ silent: true, runAfter: true }]);
  });

  it('says a failed check, and checks again later', async () => {
    const { updater, controller, clock, logs } = setup();
    updater.answer = { kind: 'error', message: 'HttpError: 404 latest.yml not found' };
    controller.start();
    await settle();
    expect(controller.current()).toEqual({
      state: 'failed',
      message: 'HttpError: 404 latest.yml not found',
    });
    expect(logs.some((line) => line.startsWith('warn: Update failed'))).toBe(true);
    expect(controller.restartToUpdate()).toBe(false);
    updater.answer = { kind: 'none' };
    clock.advance(CHECK_EVERY_MS);
    await settle();
    expect(controller.current().state).toBe('idle');
  });

  it('takes offline quietly: no check while offline, no failure for a lost network', async () => {
    const { updater, controller, net, clock, logs } = setup({ online: false });
    controller.start();
    await settle();
    expect(updater.checks).toBe(0);
    expect(controller.current().state).toBe('offline');
    net.online = true;
    updater.answer = { kind: 'error', message: 'net::ERR_INTERNET_DISCONNECTED' };
    clock.advance(CHECK_EVERY_MS);
    await settle();
    expect(updater.checks).toBe(1);
    expect(controller.current().state).toBe('offline');
    expect(logs.filter((line) => line.startsWith('warn'))).toEqual([]);
  });

  it('does nothing in a development build, which has no update feed', async () => {
    const { updater, controller, clock } = setup({ packaged: false });
    controller.start();
    clock.advance(CHECK_EVERY_MS);
    await settle();
    expect(updater.checks).toBe(0);
    expect(controller.current()).toEqual({ state: 'disabled' });
  });

  it('leaves no timer behind when stopped', async () => {
    const { controller, clock, updater } = setup();
    updater.answer = { kind: 'update', version: '0.2.0' };
    controller.start();
    await settle();
    updater.finishDownload();
    controller.stop();
    expect(clock.pendingTimers()).toBe(0);
  });
});
