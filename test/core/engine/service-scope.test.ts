// The last known scores and the record of alerts belong to the service they came from. Two demo
// services with the same seed stand for two services that use the same match ids: after a switch
// (at run time, or by a restart at another address) the new service's matches are compared with
// nothing the old one said: no "goal cancelled" because the old service's match was a goal ahead,
// and no goal swallowed because the old service's goal of the same figures was told already. Back
// at a service left a while ago, its own records count again, as after a restart there.

import { describe, expect, it } from 'vitest';
import { readableScore, type Alert } from '../../../shared/domain';
import type { DemoMatchSummary, DemoService } from '../../../electron/demo/demo-service-api';
import { KeyBinding } from '../../../electron/core/state/key-binding';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import {
  AT_STORED_ADDRESS,
  confirmEveryAddress,
  followHome,
  footballStartingIn,
  goalAlertsAt,
  liveMatchOf,
  requestsTo,
  useDemoEngines,
  waitFor,
  type RunningEngine,
} from './engine-harness';

const KEY = 'sk-user-key-7w1n5eed';
const harness = useDemoEngines();

function settingsAt(demo: DemoService) {
  return { version: 1, service: { addressForm: 'path' as const, baseUrl: demo.url } };
}

/** An engine on the settings' address, the key saved for it, following the match's home team. */
function keyedEngine(
  clockOf: DemoService,
  store: MemoryDocumentStore,
  match: DemoMatchSummary,
): RunningEngine {
  return harness.startEngine(clockOf, {
    store,
    apiKey: KEY,
    confirmAddress: confirmEveryAddress,
    follows: [followHome(match)],
    options: AT_STORED_ADDRESS,
  });
}

function aboutMatch(seen: RunningEngine['seen'], matchId: number): Alert[] {
  return seen.alerts.filter((alert) => alert.matchId === matchId);
}

/** The engine shows the match at the score the service gives it now. */
async function showsScoreOf(running: RunningEngine, demo: DemoService, matchId: number) {
  const expected = demo.world.matches('football').find((m) => m.id === matchId)!;
  await waitFor(
    () =>
      running.engine.live.followed().some((shown) => {
        const score = readableScore(shown);
        return shown.id === matchId && score.home === expected.home && score.away === expected.away;
      }),
    `the match shown at ${expected.home}-${expected.away}`,
  );
}

/**
 * Two services with the same seed, and an engine keyed for the first that has told a goal of the
 * first's live football match there.
 */
async function goalToldAtFirst() {
  const home = await harness.startDemo({ apiKey: KEY });
  const twin = await harness.startDemo({ apiKey: KEY });
  const match = liveMatchOf(home, 'football');
  const store = new MemoryDocumentStore({ settings: settingsAt(home) });
  new KeyBinding(store).bind(KEY, settingsAt(home).service);
  const running = keyedEngine(home, store, match);
  await running.engine.start();
  home.world.score('football', match.id, 'home');
  await waitFor(
    () => goalAlertsAt(running.seen, match.id, match.home + 1, match.away).length === 1,
    'the goal at the first service told',
  );
  return { home, twin, match, store, running };
}

describe("the last known scores and the alert record are the service's own", () => {
  it('a new address at run time: the twin service is compared with nothing the old one said', async () => {
    const { twin, match, running } = await goalToldAtFirst();

    running.engine.settings.update({ service: settingsAt(twin).service });
    await waitFor(() => requestsTo(twin, '/football/') > 0, 'the twin asked');
    // The twin's match is a goal behind the old service's.
    await showsScoreOf(running, twin, match.id);
    twin.world.score('football', match.id, 'home');
    await waitFor(
      () => goalAlertsAt(running.seen, match.id, match.home + 1, match.away).length === 2,
      "the twin's goal told",
    );

    expect(aboutMatch(running.seen, match.id).map((alert) => alert.kind)).toEqual(['goal', 'goal']);
  });

  it('a restart at another address: the twin is not compared with the scores on disk', async () => {
    const { twin, match, store, running: first } = await goalToldAtFirst();
    await first.stop();

    // The settings now name the twin (edited while the app was closed, the key confirmed for it).
    store.write('settings', settingsAt(twin));
    new KeyBinding(store).bind(KEY, settingsAt(twin).service);
    const second = keyedEngine(twin, store, match);
    await second.engine.start();
    await showsScoreOf(second, twin, match.id);
    twin.world.score('football', match.id, 'home');
    await waitFor(
      () => goalAlertsAt(second.seen, match.id, match.home + 1, match.away).length === 1,
      "the twin's goal told",
    );

    expect(aboutMatch(second.seen, match.id).map((alert) => alert.kind)).toEqual(['goal']);
  });

  it('back at the first address: what was told there stays told, and what it scored meanwhile is told', async () => {
    const { home, twin, match, running } = await goalToldAtFirst();
    running.engine.settings.update({ service: settingsAt(twin).service });
    await showsScoreOf(running, twin, match.id);
    // While the engine reads the twin, the first service's match goes on.
    home.world.score('football', match.id, 'away');

    running.engine.settings.update({ service: settingsAt(home).service });
    await waitFor(
      () => goalAlertsAt(running.seen, match.id, match.home + 1, match.away + 1).length === 1,
      "the first service's goal scored meanwhile told",
    );
    await showsScoreOf(running, home, match.id);

    expect(goalAlertsAt(running.seen, match.id, match.home + 1, match.away)).toHaveLength(1);
  });

  it('back at the first address after restarts: the same, from the records on disk', async () => {
    const { home, twin, match, store, running: first } = await goalToldAtFirst();
    await first.stop();
    const restartAt = async (demo: DemoService) => {
      store.write('settings', settingsAt(demo));
      new KeyBinding(store).bind(KEY, settingsAt(demo).service);
      const running = keyedEngine(demo, store, match);
      await running.engine.start();
      await showsScoreOf(running, demo, match.id);
      return running;
    };
    await (await restartAt(twin)).stop();
    home.world.score('football', match.id, 'away');

    const back = await restartAt(home);
    await waitFor(
      () => goalAlertsAt(back.seen, match.id, match.home + 1, match.away + 1).length === 1,
      "the first service's goal scored meanwhile told",
    );
    expect(goalAlertsAt(back.seen, match.id, match.home + 1, match.away)).toEqual([]);
  });

  it('a reminder told at the first address is not told again on the way back', async () => {
    const home = await harness.startDemo({ apiKey: KEY });
    const twin = await harness.startDemo({ apiKey: KEY });
    // The same match in both worlds, ten minutes before its start: inside the 15-minute reminder.
    const soon = footballStartingIn(home, 10 * 60_000);
    twin.world.advance(home.world.now() - twin.world.now());
    const live = liveMatchOf(home, 'football');
    const store = new MemoryDocumentStore({ settings: settingsAt(home) });
    new KeyBinding(store).bind(KEY, settingsAt(home).service);
    const running = harness.startEngine(home, {
      store,
      apiKey: KEY,
      confirmAddress: confirmEveryAddress,
      follows: [followHome(soon), followHome(live)],
      options: AT_STORED_ADDRESS,
    });
    const reminders = () => running.seen.alerts.filter((alert) => alert.kind === 'reminder');
    await running.engine.start();
    await waitFor(() => reminders().length === 1, 'the reminder at the first address');
    running.engine.settings.update({ service: settingsAt(twin).service });
    // The twin's match is another match: its own reminder.
    await waitFor(() => reminders().length === 2, "the twin's reminder");

    running.engine.settings.update({ service: settingsAt(home).service });
    await showsScoreOf(running, home, live.id);
    home.world.score('football', live.id, 'home');
    await waitFor(
      () => goalAlertsAt(running.seen, live.id, live.home + 1, live.away).length === 1,
      'a goal at the first address told after the way back',
    );

    expect(reminders()).toHaveLength(2);
  });
});
