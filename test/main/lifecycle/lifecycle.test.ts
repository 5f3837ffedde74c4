import { describe, expect, it } from 'vitest';
import { prepareBeforeReady } from '../../../electron/main/lifecycle/before-ready';
import { loginItemSync } from '../../../electron/main/lifecycle/login-item';
import { watchForResync } from '../../../electron/main/lifecycle/resync-triggers';
import { ManualClock } from '../../fixtures/manual-clock';
import { createElectronStub } from '../../electron-stub';
import { FakeEngine } from '../fake-engine';

describe('before ready', () => {
  it('takes the single-instance lock and registers the page and image schemes as privileged, once', () => {
    const electron = createElectronStub();
    expect(prepareBeforeReady(electron.app, electron.protocol)).toBe(true);
    const registered = new Map(
      electron.protocol.privileged.map(({ scheme, privileges }) => [scheme, privileges]),
    );
    expect([...registered.keys()]).toEqual(['app', 'scoretray-img']);
    for (const privileges of registered.values()) {
      // A secure standard origin for the page and the crests, never one that skips the CSP.
      expect(privileges).toMatchObject({ standard: true, secure: true, bypassCSP: false });
      expect(privileges.corsEnabled).toBe(false);
    }
    expect(electron.app.quitCalls).toBe(0);
  });

  it('quits a second instance before it does anything', () => {
    const electron = createElectronStub();
    electron.app.hasLock = false;
    expect(prepareBeforeReady(electron.app, electron.protocol)).toBe(false);
    expect(electron.app.quitCalls).toBe(1);
    expect(electron.protocol.privileged).toEqual([]);
  });
});

describe('launch at login', () => {
  it('follows the setting, telling the OS only about changes', () => {
    const electron = createElectronStub();
    const apply = loginItemSync(electron.app);
    apply({ launchAtLogin: false });
    apply({ launchAtLogin: false });
    apply({ launchAtLogin: true });
    expect(electron.app.loginItemSettings).toEqual([
      { openAtLogin: false, openAsHidden: true },
      { openAtLogin: true, openAsHidden: true },
    ]);
  });
});

describe('resync triggers', () => {
  it('refetches after the machine wakes and when the network comes back, not while it stays up', () => {
    const electron = createElectronStub();
    const engine = new FakeEngine();
    const clock = new ManualClock();
    const stop = watchForResync({
      engine,
      powerMonitor: electron.powerMonitor,
      net: electron.net,
      clock,
      onlinePollMs: 1000,
    });
    electron.powerMonitor.emit('resume');
    clock.advance(3000);
    electron.net.online = false;
    clock.advance(2000);
    expect(engine.resyncs).toEqual(['resume from sleep']);
    electron.net.online = true;
    clock.advance(1000);
    expect(engine.resyncs).toEqual(['resume from sleep', 'back online']);
    stop();
    electron.powerMonitor.emit('resume');
    electron.net.online = false;
    clock.advance(1000);
    electron.net.online = true;
    clock.advance(1000);
    expect(engine.resyncs).toHaveLength(2);
    expect(clock.pendingTimers()).toBe(0);
  });
});
