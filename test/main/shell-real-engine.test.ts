// The shell with the real engine against the embedded demo service over loopback: no key, so the
// shell starts the demo itself; a followed team's live match reaches the tray, a goal becomes a
// native notification (with the crest the engine cached), and service faults show in the tooltip.

import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Alert } from '../../shared/domain';
import { createEngine } from '../../electron/core/engine/engine';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { startTestDemo, WORLD_START } from '../fixtures/demo-service';
import { worldClock } from '../fixtures/world-clock';
import { until } from '../fixtures/manual-clock';
import type { StubTray } from '../electron-stub';
import { startShellHarness, type ShellHarness } from './shell-harness';

let demo: DemoService | null = null;
let harness: ShellHarness<ReturnType<typeof createEngine>> | null = null;

afterEach(async () => {
  await harness?.close();
  harness = null;
  await demo?.close().catch(() => undefined);
  demo = null;
});

async function start(platform: NodeJS.Platform, prepareUserData?: (userData: string) => void) {
  const service = await startTestDemo({ seed: 11, startAt: WORLD_START });
  demo = service;
  const clock = worldClock(service.world);
  let demoStarts = 0;
  harness = startShellHarness({
    platform,
    beforeStart: (electron) => prepareUserData?.(electron.app.userData),
    clock,
    createEngine: (ports) =>
      createEngine(ports, {
        live: {
          minPollIntervalMs: 40,
          heartbeatIntervalMs: 100,
          heartbeatTimeoutMs: 150,
          backoff: { baseMs: 20, capMs: 200 },
          maxSleepMs: 40,
          refetchDebounceMs: 20,
          fixtureRetryMs: 200,
        },
        client: { retry: { baseDelayMs: 5 } },
      }),
    startDemo: async () => {
      demoStarts += 1;
      return service;
    },
  });
  await harness.shell.started;
  const match = service.world.matches('football').find((candidate) => candidate.phase === 'live');
  if (!match) throw new Error('the demo world has no live football match');
  return {
    ...harness,
    demo: service,
    match,
    tray: harness.electron.recorded.trays[0] as StubTray,
    demoStarts: () => demoStarts,
  };
}

describe('the shell with the real engine and the demo service', () => {
  it('runs on the demo when there is no key, and shows a followed live match in the macOS title', async () => {
    const { api, tray, match, demoStarts } = await start('darwin');
    expect(demoStarts()).toBe(1);
    await expect(api.invoke('status:get')).resolves.toMatchObject({ demo: true });
    await api.invoke('follow:add', {
      sport: 'football',
      teamId: match.homeTeamId,
      name: match.homeTeamName,
    });
    await until(() => tray.title.includes(`${match.home}–${match.away}`));
    expect(tray.toolTip).toContain(match.homeTeamName);
    expect(
      tray
        .shownMenu()
        ?.labels()
        .some((label) => label.startsWith(match.homeTeamName)),
    ).toBe(true);
  });

  it('turns a goal into a native notification and a new tray score', async () => {
    const { api, electron, demo: service, match, tray } = await start('linux');
    await api.invoke('follow:add', {
      sport: 'football',
      teamId: match.homeTeamId,
      name: match.homeTeamName,
    });
    // The renderer shows the crest once; from then on it is in the disk cache for notifications.
    await electron.protocol.fetch(api.imageUrl('team', 'football', match.homeTeamId));
    const alerts: Alert[] = [];
    api.on('alert:raised', (alert) => alerts.push(alert));
    await api.invoke('app:ready');
    await until(() => tray.toolTip.includes(match.homeTeamName));
    const iconBefore = tray.image;
    service.world.score('football', match.id, 'home');
    // Another notice may come first (the push channel lost for a moment under load): the goal's.
    const goalNotice = () =>
      electron.recorded.notifications.find((shown) =>
        `${shown.options.title} ${shown.options.body}`.includes(match.homeTeamName),
      );
    await until(() => goalNotice() !== undefined);
    const notification = goalNotice();
    expect(`${notification?.options.title} ${notification?.options.body}`).toContain(
      match.homeTeamName,
    );
    // The icon is the crest the engine found in its cache (the app icon when there is none yet).
    await until(() => alerts.length > 0);
    expect(notification?.options.icon).toBe(alerts[0]?.iconPath ?? undefined);
    await until(() => tray.toolTip.includes(`${match.home + 1}–${match.away}`));
    expect(tray.image).not.toBe(iconBefore);
  });

  it('moves a damaged settings file aside, starts with defaults and tells the user', async () => {
    const { electron, api, shell } = await start('linux', (userData) => {
      mkdirSync(join(userData, 'state'), { recursive: true });
      writeFileSync(
        join(userData, 'state', 'settings.json'),
        '{"follows": [ {"sport": "football", "teamId": 1',
      );
    });
    await shell.started;
    await until(() => electron.recorded.notifications.length > 0);
    expect(electron.recorded.notifications[0]?.options.body).toMatch(
      /^settings\.json was damaged; moved to .*defaults are used$/,
    );
    const kept = readdirSync(join(electron.app.userData, 'state')).filter((name) =>
      name.startsWith('settings.corrupt-'),
    );
    expect(kept.some((name) => name.endsWith('.json'))).toBe(true);
    await expect(api.invoke('settings:get')).resolves.toMatchObject({ follows: [], version: 1 });
  });

  it('says in the tooltip and the menu when the service rejects the key', async () => {
    const { api, demo: service, match, tray } = await start('linux');
    await api.invoke('follow:add', {
      sport: 'football',
      teamId: match.homeTeamId,
      name: match.homeTeamName,
    });
    await until(() => tray.toolTip.includes(match.homeTeamName));
    service.faults.rejectKeys(401);
    harnessEngine().live.resync('test');
    await until(() => tray.toolTip.includes('API key rejected'));
    expect(tray.shownMenu()?.labels()).toContain('[API key rejected: set a new key in Settings]');
  });
});

function harnessEngine() {
  if (!harness) throw new Error('no shell running');
  return harness.engine;
}
