// Alerts a fan asks for, against the demo service: a reminder before a followed match starts, "line-
// ups are out", the scorer in a goal alert and the player of the match at full time. All of them
// follow the rules of every alert: once (also after a restart), muted teams silent, quiet hours.

import { describe, expect, it } from 'vitest';
import { followedTeamSchema, type FollowedTeam } from '../../../shared/settings';
import type { DemoMatchSummary, DemoService } from '../../../electron/demo/demo-service-api';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { fetchJson, followHome, requestsTo, useDemoEngines, waitFor } from './engine-harness';

const { startDemo, startEngine } = useDemoEngines();
const MINUTE = 60_000;

/** A scheduled match of the sport starting between `from` and `to` ms from the world's now. */
function scheduledWithin(
  demo: DemoService,
  sport: string,
  from: number,
  to: number,
): DemoMatchSummary {
  const now = demo.world.now();
  const found = demo.world
    .matches(sport)
    .filter((match) => match.phase === 'scheduled')
    .find((match) => {
      const ahead = match.startTimestamp * 1000 - now;
      return ahead > from && ahead <= to;
    });
  if (!found) throw new Error(`no ${sport} match starting in ${from / MINUTE}-${to / MINUTE} min`);
  return found;
}

/** Moves the world on until a scheduled match starts in `within` ms or less (and more than `floor`). */
function bringWithin(demo: DemoService, sport: string, within: number, floor = MINUTE) {
  const match = scheduledWithin(demo, sport, floor, 48 * 60 * MINUTE);
  const ahead = match.startTimestamp * 1000 - demo.world.now();
  if (ahead > within) demo.world.advance(ahead - within);
  return match;
}

function team(match: DemoMatchSummary, extra: Partial<FollowedTeam> = {}): FollowedTeam {
  return followedTeamSchema.parse({
    sport: match.sport,
    teamId: match.homeTeamId,
    name: match.homeTeamName,
    ...extra,
  });
}

describe('reminders before a followed match', () => {
  it('reminds once, 15 minutes ahead by default, naming both teams and the local kick-off', async () => {
    const demo = await startDemo();
    const match = bringWithin(demo, 'football', 14 * MINUTE);
    const store = new MemoryDocumentStore();
    const first = startEngine(demo, { store, follows: [team(match)] });
    await first.engine.start();
    await waitFor(() => first.seen.alerts.some((a) => a.kind === 'reminder'), 'the reminder');
    const [reminder] = first.seen.alerts.filter((a) => a.kind === 'reminder');
    expect(reminder).toMatchObject({
      sport: 'football',
      matchId: match.id,
      teamId: match.homeTeamId,
    });
    expect(reminder!.title).toContain(match.homeTeamName);
    expect(reminder!.title).toContain(match.awayTeamName);
    expect(reminder!.title).toMatch(/in 1[34] min/);
    const local = new Date(match.startTimestamp * 1000).toLocaleTimeString([], {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    expect(reminder!.body).toContain(local);
    expect(first.seen.notified.map((a) => a.id)).toContain(reminder!.id);
    await first.stop();

    // A restart with the same state: the ledger already holds it.
    const second = startEngine(demo, { store, follows: [team(match)] });
    await second.engine.start();
    await second.engine.live.whenIdle();
    expect(second.seen.alerts.filter((a) => a.kind === 'reminder')).toEqual([]);
  });

  it('wakes on time for a match further ahead, and honours a longer lead for the run', async () => {
    const demo = await startDemo();
    // Two seconds beyond the lead: the 60-second look would come too late, the wake-up on time not.
    const match = bringWithin(demo, 'football', 30 * MINUTE + 2_000, 20 * MINUTE);
    const running = startEngine(demo, {
      follows: [team(match)],
      options: { alertOverrides: { remindBeforeMinutes: 30 } },
    });
    await running.engine.start();
    await waitFor(() => running.seen.alerts.some((a) => a.kind === 'reminder'), 'the reminder');
    expect(running.seen.alerts.find((a) => a.kind === 'reminder')!.title).toMatch(/in (29|30) min/);
  });

  it('speaks the language of the settings: German words and a German time', async () => {
    const demo = await startDemo();
    const match = bringWithin(demo, 'football', 14 * MINUTE);
    const running = startEngine(demo, {
      follows: [team(match)],
      options: { alertOverrides: { language: 'de' } },
    });
    await running.engine.start();
    await waitFor(() => running.seen.alerts.some((a) => a.kind === 'reminder'), 'the reminder');
    const reminder = running.seen.alerts.find((a) => a.kind === 'reminder')!;
    expect(reminder.title).toMatch(
      new RegExp(`^Anpfiff in 1[34] Min\\.: ${match.homeTeamName} – ${match.awayTeamName}$`),
    );
    const local = new Intl.DateTimeFormat('de', { hour: '2-digit', minute: '2-digit' }).format(
      match.startTimestamp * 1000,
    );
    expect(reminder.body).toContain(`Anpfiff ${local}`);
  });

  it("names the start as the sport's fans do: a tennis player's first serve, not a kick-off", async () => {
    const demo = await startDemo();
    const match = bringWithin(demo, 'tennis', 14 * MINUTE);
    const running = startEngine(demo, { follows: [team(match)] });
    await running.engine.start();
    await waitFor(() => running.seen.alerts.some((a) => a.kind === 'reminder'), 'the reminder');
    const reminder = running.seen.alerts.find((a) => a.kind === 'reminder')!;
    expect(reminder.title).toMatch(/^First serve in 1[34] min: /);
    expect(reminder.body).toMatch(/^First serve \d\d:\d\d/);
  });

  it('a muted team, a lead of 0 and quiet hours that drop stay silent', async () => {
    const demo = await startDemo();
    const match = bringWithin(demo, 'football', 10 * MINUTE);
    const muted = startEngine(demo, { follows: [team(match, { muted: true })] });
    const off = startEngine(demo, {
      follows: [team(match)],
      options: { alertOverrides: { remindBeforeMinutes: 0 } },
    });
    const quietStore = new MemoryDocumentStore({
      settings: {
        version: 1,
        quietHours: { enabled: true, start: '00:00', end: '23:59', mode: 'drop' },
      },
    });
    const quiet = startEngine(demo, { store: quietStore, follows: [team(match)] });
    for (const running of [muted, off, quiet]) await running.engine.start();
    for (const running of [muted, off, quiet]) await running.engine.live.whenIdle();
    for (const running of [muted, off, quiet]) {
      expect(running.seen.alerts.filter((a) => a.kind === 'reminder')).toEqual([]);
    }
  });
});

describe('line-ups are out', () => {
  it('is off by default: no line-ups are even asked for', async () => {
    const demo = await startDemo();
    const match = bringWithin(demo, 'football', 40 * MINUTE, 20 * MINUTE);
    const running = startEngine(demo, { follows: [followHome(match)] });
    await running.engine.start();
    await running.engine.live.whenIdle();
    expect(requestsTo(demo, '/lineups')).toBe(0);
    expect(running.seen.alerts.filter((a) => a.kind === 'lineups')).toEqual([]);
  });

  it('switched on, tells once when the line-ups first have players, not before', async () => {
    const demo = await startDemo();
    // 70 minutes ahead: looked for (from 75 min), not yet published (60 min before).
    const match = bringWithin(demo, 'football', 70 * MINUTE, 65 * MINUTE);
    const running = startEngine(demo, {
      follows: [team(match)],
      options: {
        alertOverrides: { lineupAlerts: true, remindBeforeMinutes: 0 },
        fanAlerts: { lookEveryMs: 30, lineupsEveryMs: 30 },
      },
    });
    await running.engine.start();
    await waitFor(() => requestsTo(demo, `/match/${match.id}/lineups`) > 0, 'a look at line-ups');
    expect(running.seen.alerts.filter((a) => a.kind === 'lineups')).toEqual([]);

    demo.world.advance(11 * MINUTE);
    await waitFor(() => running.seen.alerts.some((a) => a.kind === 'lineups'), 'line-ups alert');
    const asked = requestsTo(demo, `/match/${match.id}/lineups`);
    const alert = running.seen.alerts.find((a) => a.kind === 'lineups')!;
    expect(alert.title).toBe(`Line-ups are out: ${match.homeTeamName} v ${match.awayTeamName}`);
    // Once out, they are not asked for again.
    await running.engine.live.whenIdle();
    expect(requestsTo(demo, `/match/${match.id}/lineups`)).toBe(asked);
    expect(running.seen.alerts.filter((a) => a.kind === 'lineups')).toHaveLength(1);
  });
});

describe('richer goal and full-time alerts', () => {
  it('a goal names the scorer the incidents name; full time adds the player of the match', async () => {
    const demo = await startDemo();
    const match = demo.world.matches('football').find((m) => m.phase === 'live')!;
    const running = startEngine(demo, { follows: [followHome(match)] });
    await running.engine.start();
    await waitFor(
      () => running.seen.scores.some((m) => m.id === match.id),
      'the followed match seen',
    );

    demo.world.score('football', match.id, 'home');
    await waitFor(
      () => running.seen.alerts.some((a) => a.kind === 'goal' && a.matchId === match.id),
      'the goal alert',
    );
    const incidents = (await fetchJson(demo, `football/match/${match.id}/incidents`)) as {
      incidents: { incidentType: string; player?: { id: number; name: string } }[];
    };
    const named = incidents.incidents.find((i) => i.incidentType === 'goal')!.player!;
    const scorer = named.name;
    const goal = running.seen.alerts.find((a) => a.kind === 'goal' && a.matchId === match.id)!;
    expect(goal.body).toContain(scorer);
    // His id too, so the alert opens his player card.
    expect(goal.scorer).toEqual({ id: named.id, name: scorer });
    expect(goal.title).toContain(match.homeTeamName);

    demo.world.finish('football', match.id);
    await waitFor(
      () => running.seen.alerts.some((a) => a.kind === 'fulltime' && a.matchId === match.id),
      'the full-time alert',
      20_000,
    );
    const best = (await fetchJson(demo, `football/match/${match.id}/best-players`)) as {
      playerOfTheMatch: { player: { name: string } };
    };
    // The player of the match comes as the alert's update, after the full-time alert itself.
    await waitFor(
      () =>
        running.seen.alerts.some(
          (a) => a.kind === 'fulltime' && a.body.includes(best.playerOfTheMatch.player.name),
        ),
      'the full-time alert naming the player of the match',
      15_000,
    );
    const fulltime = running.seen.alerts.find((a) => a.kind === 'fulltime')!;
    expect(fulltime.body).toContain(`Player of the match: ${best.playerOfTheMatch.player.name}`);
    // The notification shown is the same, richer one.
    expect(running.seen.notified.find((a) => a.id === fulltime.id)!.body).toBe(fulltime.body);
  });
});
