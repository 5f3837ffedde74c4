import { afterEach, describe, expect, it } from 'vitest';
import type { Match, MatchChange } from '../../../shared/domain';
import { defaultSettings, followedTeamSchema, type Settings } from '../../../shared/settings';
import { createFollowIndex } from '../../../electron/core/live/follow-index';
import { LiveEngine } from '../../../electron/core/live/live-engine';
import { StoredMatchMemory } from '../../../electron/core/state/match-memory';
import { ManualClock } from '../../fixtures/manual-clock';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { FakeServiceClient } from './fake-service-client';
import { listMatch } from '../../fixtures/match-builders';

const FOLLOWED = 5001;

function setup(
  overrides: Partial<Settings> = {},
  engineOptions: { fixtureRefreshMs?: number } = {},
) {
  const clock = new ManualClock();
  const client = new FakeServiceClient();
  const settings: Settings = {
    ...defaultSettings(),
    watchedSports: [],
    follows: [
      followedTeamSchema.parse({ sport: 'basketball', teamId: FOLLOWED, name: 'Followed' }),
    ],
    ...overrides,
  };
  // Today's list knows the followed match is on: that is what makes its sport worth polling.
  client.fixtures.set('basketball', [basketball(1, [0, 0])]);
  const changes: MatchChange[] = [];
  const memory = new StoredMatchMemory(new MemoryDocumentStore(), clock);
  const engine = new LiveEngine(
    {
      client: () => client,
      clock,
      transportClock: clock,
      settings: () => settings,
      follows: () => createFollowIndex(settings.follows),
      memory,
      firstRunEver: () => memory.isEmpty(),
      demo: () => false,
      onChanges: (batch) => changes.push(...batch),
      onStatus: () => undefined,
      onProblem: () => undefined,
    },
    { minPollIntervalMs: 10_000, maxSleepMs: 60_000, ...engineOptions },
  );
  /** Starts the engine, moving the manual clock until its first look is done. */
  const start = async () => {
    let started = false;
    const starting = engine.start().then(() => (started = true));
    for (let step = 0; step < 20 && !started; step += 1) await clock.advanceAsync(0);
    await starting;
  };
  return { clock, client, engine, changes, settings, start };
}

const basketball = (
  id: number,
  score: [number, number],
  phase: Match['status']['phase'] = 'live',
) => listMatch({ sport: 'basketball', id, homeId: FOLLOWED, awayId: 9, score, phase });

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await stop?.();
  stop = null;
});

describe('live engine rules', () => {
  it('keeps a followed match that left the live list while the match endpoint says it is still on', async () => {
    const { clock, client, engine, changes, start } = setup();
    stop = () => engine.stop();
    client.liveLists.set('basketball', [basketball(1, [50, 48])]);
    await start();
    client.liveLists.set('basketball', []);
    client.matches.set('basketball:1', basketball(1, [52, 48]));
    await clock.advanceAsync(10_000);
    expect(client.count('match basketball 1')).toBe(1);
    expect(changes.filter((c) => c.kind === 'removed')).toEqual([]);
    expect(changes.some((c) => c.kind === 'status')).toBe(false);
    expect(engine.shownMatches().map((m) => m.id)).toEqual([1]);
    expect(engine.transports().basketball).toBe('polling');

    client.matches.set('basketball:1', basketball(1, [60, 58], 'finished'));
    await clock.advanceAsync(10_000);
    const ended = changes.find((c) => c.kind === 'status');
    expect(ended?.kind === 'status' && ended.match.status.phase).toBe('finished');
    expect(changes.at(-1)?.kind).toBe('removed');
    expect(engine.shownMatches()).toEqual([]);
  });

  it('stops polling for a followed match that left the live list and the service does not know', async () => {
    const { clock, client, engine, changes, start } = setup({}, { fixtureRefreshMs: 60_000 });
    stop = () => engine.stop();
    client.liveLists.set('basketball', [basketball(1, [50, 48])]);
    await start();
    // Gone from the live list and from today's list; the match endpoint answers 404.
    client.liveLists.set('basketball', []);
    client.fixtures.set('basketball', []);
    await clock.advanceAsync(10_000);
    expect(client.count('match basketball 1')).toBe(1);
    expect(changes.at(-1)?.kind).toBe('removed');
    // Once today's list is asked again, nothing followed is on or to come: the sport is left alone
    // (before, the match last seen live counted as on for two days: polled about once a minute).
    await clock.advanceAsync(30 * 60_000);
    const polled = client.count('live basketball');
    await clock.advanceAsync(30 * 60_000);
    expect(client.count('live basketball')).toBe(polled);
    expect(engine.transports().basketball).not.toBe('polling');
  });

  it('lets a match that is not followed go as soon as it leaves the list', async () => {
    const { clock, client, engine, changes, start } = setup();
    stop = () => engine.stop();
    const other = listMatch({ sport: 'basketball', id: 2, score: [1, 1] });
    client.liveLists.set('basketball', [basketball(1, [50, 48]), other]);
    await start();
    client.liveLists.set('basketball', [basketball(1, [50, 48])]);
    await clock.advanceAsync(10_000);
    expect(client.count('match')).toBe(0);
    expect(
      changes.filter((c) => c.kind === 'removed').map((c) => c.kind === 'removed' && c.matchId),
    ).toEqual([2]);
  });

  it('holds scores back by the spoiler delay', async () => {
    const { clock, client, engine, changes, start } = setup({ spoilerDelaySeconds: 30 });
    stop = () => engine.stop();
    client.liveLists.set('basketball', [basketball(1, [50, 48])]);
    await start();
    await clock.advanceAsync(30_000);
    const seenBefore = changes.length;
    client.liveLists.set('basketball', [basketball(1, [53, 48])]);
    // Polled 10 s later; shown 30 s after that, not a moment earlier.
    await clock.advanceAsync(10_000);
    await clock.advanceAsync(29_999);
    expect(changes.length).toBe(seenBefore);
    expect(engine.shownMatches()[0]!.homeScore.display).toBe(50);
    await clock.advanceAsync(1);
    expect(changes.slice(seenBefore).some((c) => c.kind === 'score')).toBe(true);
    expect(engine.shownMatches()[0]!.homeScore.display).toBe(53);
  });

  it('paces polling so the requests planned fit the quota left until the reset', async () => {
    const { clock, client, engine, start } = setup();
    stop = () => engine.stop();
    const day = 24 * 3_600_000;
    client.quotaInfo = {
      limit: 1_000,
      remaining: 120,
      resetAt: clock.now() + day / 4,
      usedToday: 880,
    };
    client.liveLists.set('basketball', [basketball(1, [50, 48])]);
    await start();
    const before = client.calls.length;
    await clock.advanceAsync(day / 4 - 1);
    // At the shortest interval this would have been 2,160 polls; the quota had 120. What is kept
    // back for the window shrinks with the day (a quarter of it left here), so nearly all of the
    // 120 is spent, and not one request more.
    expect(client.calls.length - before).toBeLessThanOrEqual(120);
    expect(client.count('live basketball')).toBeGreaterThan(50);
  });
});
