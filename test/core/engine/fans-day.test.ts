// The fan's day as the window asks for it, against the demo service: a sport's matches of a local
// day (cut to its bounds, cached, live state over the list), where to watch a followed team's next
// match, a competition's table and bracket (and none where it has none), and the calendar export
// that the window, the tray and the headless mode share.

import { describe, expect, it } from 'vitest';
import { createAppApi } from '../../../electron/core/app-api';
import { nextMatch, WORLD_START } from '../../fixtures/demo-service';
import { MemoryFileSaver } from '../../fixtures/memory-file-saver';
import { MemoryKeyVault } from '../../fixtures/memory-key-vault';
import type { Engine } from '../../../electron/core/engine/api';
import { utcDate, utcDatePlusDays } from '../../../shared/utc-day';
import { waitFor } from '../live/wait-for';
import { competition, fetchJson, followHome, requestsTo, useDemoEngines } from './engine-harness';

const { startDemo, runEngine } = useDemoEngines();
const HOUR_MS = 3_600_000;
const DAY_START = Math.floor(WORLD_START / (24 * HOUR_MS)) * 24 * HOUR_MS;

/** The window's request handlers over the engine, saving into memory, in Berlin's zone. */
function windowApi(engine: Engine) {
  const files = new MemoryFileSaver();
  const api = createAppApi({
    engine,
    vault: new MemoryKeyVault('encrypted'),
    onRendererReady: () => undefined,
    files,
    timeZone: () => 'Europe/Berlin',
  });
  return { api, files };
}

describe("the fan's day", () => {
  it("lists a local day's matches as the service schedules them, cut to the day and cached", async () => {
    const demo = await startDemo();
    const running = await runEngine(demo);
    // A local day two hours east of UTC: 22:00 UTC the day before to 22:00 UTC.
    const from = DAY_START - 2 * HOUR_MS;
    const to = from + 24 * HOUR_MS;
    const expected = demo.world
      .matches('football')
      .filter((m) => m.startTimestamp * 1000 >= from && m.startTimestamp * 1000 < to)
      .map((m) => m.id)
      .sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThan(0);

    const day = await running.engine.fans.schedule('football', from, to);
    expect(day.matches.map((m) => m.id).sort((a, b) => a - b)).toEqual(expected);
    // Upcoming, live and finished matches of the day are all there.
    const phases = new Set(day.matches.map((m) => m.status.phase));
    expect(phases.has('scheduled') && phases.has('finished')).toBe(true);
    // Two UTC days were asked for; asking again costs nothing.
    const asked = requestsTo(demo, '/schedule/');
    expect(asked).toBe(2);
    await running.engine.fans.schedule('football', from, to);
    expect(requestsTo(demo, '/schedule/')).toBe(asked);
  });

  it("shares today's list with live polling: the day view takes the engine's fresh one, the engine the view's", async () => {
    const demo = await startDemo();
    const ours = nextMatch(demo);
    const running = await runEngine(demo, { follows: [followHome(ours)] });
    const today = utcDate(demo.world.now());
    const tomorrow = utcDatePlusDays(demo.world.now(), 1);
    expect(requestsTo(demo, '/v2/football/today')).toBe(1);
    const expected = demo.world
      .matches('football')
      .filter((m) => utcDate(m.startTimestamp * 1000) === today)
      .map((m) => m.id)
      .sort((a, b) => a - b);

    // Live polling fetched today's list moments ago: the day view shows it without asking again.
    const day = await running.engine.fans.schedule('football', DAY_START, DAY_START + 24 * HOUR_MS);
    expect(day.matches.map((m) => m.id).sort((a, b) => a - b)).toEqual(expected);
    expect(requestsTo(demo, `/football/schedule/${today}`)).toBe(0);

    // An hour on, the view wants a fresher list and asks for it ...
    demo.world.advance(HOUR_MS);
    await running.engine.fans.schedule('football', DAY_START, DAY_START + 24 * HOUR_MS);
    expect(requestsTo(demo, `/football/schedule/${today}`)).toBe(1);
    // ... and when live polling's lists age (six hours), that list still serves it: only
    // tomorrow's is asked again.
    demo.world.advance(5 * HOUR_MS + 60_000);
    await waitFor(
      () => requestsTo(demo, `/football/schedule/${tomorrow}`) === 2,
      "tomorrow's list asked again",
    );
    expect(requestsTo(demo, '/v2/football/today')).toBe(1);
    expect(requestsTo(demo, `/football/schedule/${today}`)).toBe(1);
  });

  it('refuses a day that ends before it starts or spans more than two days', async () => {
    const demo = await startDemo();
    const running = await runEngine(demo);
    await expect(running.engine.fans.schedule('football', DAY_START, DAY_START)).rejects.toThrow(
      /start before its end/,
    );
    await expect(
      running.engine.fans.schedule('football', DAY_START, DAY_START + 3 * 24 * HOUR_MS),
    ).rejects.toThrow(/48 hours/);
  });

  it("says where to watch a followed team's next match, as the service lists it", async () => {
    const demo = await startDemo();
    const next = nextMatch(demo);
    const running = await runEngine(demo, { follows: [followHome(next)] });
    const [overview] = await running.engine.fans.overviews();
    expect(overview!.next?.id).toBe(next.id);
    const listed = await fetchJson<{ channels: { name: string }[] }>(
      demo,
      `football/match/${next.id}/channels`,
    );
    expect(overview!.channels).toEqual(listed.channels.map((channel) => channel.name));
    // Asked once per match, not on every look at the watchlist.
    const asked = requestsTo(demo, `/match/${next.id}/channels`);
    await running.engine.fans.overviews();
    expect(requestsTo(demo, `/match/${next.id}/channels`)).toBe(asked);
  });

  it("gives a league's table without a bracket, a cup's bracket, and nothing for an unknown one", async () => {
    const demo = await startDemo();
    const running = await runEngine(demo);
    const premier = await competition(demo, 'Premier');
    const league = await running.engine.fans.tables(premier);
    expect(league.standings!.tables[0]!.rows.length).toBeGreaterThan(0);
    expect(league.bracket).toBeNull();
    // The 404 says the league has no bracket: an hour later it is not asked again.
    const knockout = `/tournament/${premier.tournamentId}/season/${premier.seasonId}/knockout`;
    expect(requestsTo(demo, knockout)).toBe(1);
    demo.world.advance(HOUR_MS);
    expect((await running.engine.fans.tables(premier)).bracket).toBeNull();
    expect(requestsTo(demo, knockout)).toBe(1);
    const cup = await running.engine.fans.tables(await competition(demo, 'Crown Cup'));
    expect(cup.bracket!.rounds.length).toBeGreaterThan(0);

    const unknown = await running.engine.fans.tables({
      sport: 'football',
      tournamentId: 999_999,
      seasonId: 1,
      name: 'Nowhere',
    });
    expect(unknown).toEqual({ standings: null, bracket: null });
  });

  it('exports the next fixtures of followed teams as a calendar in UTC naming the local zone', async () => {
    const demo = await startDemo();
    const now = demo.world.now();
    const ours = nextMatch(demo);
    const running = await runEngine(demo, { follows: [followHome(ours)] });
    const { api, files } = windowApi(running.engine);

    const exported = await api['calendar:export'](undefined);
    expect(exported).toMatchObject({ result: 'saved', path: files.saved[0]!.path });
    const ics = files.saved[0]!.text;
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('X-WR-TIMEZONE:Europe/Berlin');
    const start = new Date(ours.startTimestamp * 1000).toISOString().replace(/[-:]|\.\d+/g, '');
    expect(ics).toContain(`DTSTART:${start}`);
    expect(ics).toContain(`SUMMARY:${ours.homeTeamName} v ${ours.awayTeamName}`);
    // Every event is a match of the followed team, and none lies in the past.
    const events = ics.split('BEGIN:VEVENT').slice(1);
    expect(events.length).toBe(exported.result === 'saved' ? exported.events : -1);
    for (const event of events) {
      expect(event).toMatch(/DTSTART:\d{8}T\d{6}Z/);
      const at = /DTSTART:(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)/.exec(event)!;
      expect(Date.UTC(+at[1]!, +at[2]! - 1, +at[3]!, +at[4]!, +at[5]!)).toBeGreaterThan(now);
      // The event's title is "Home v Away" as the service names them: ours is one of the two.
      const sides = /SUMMARY:(.*)\r?\n/.exec(event)![1]!.split(' v ');
      expect(sides).toContain(ours.homeTeamName);
    }

    // The user closes the dialog: nothing saved, and said so.
    files.cancel = true;
    expect(await api['calendar:export'](undefined)).toEqual({ result: 'cancelled' });
    expect(files.saved).toHaveLength(1);
  });

  it('has nothing to export for nobody followed, and says so instead of saving an empty file', async () => {
    const demo = await startDemo();
    const running = await runEngine(demo, { suggestedFollows: [] });
    const { api, files } = windowApi(running.engine);
    expect(await api['calendar:export'](undefined)).toEqual({ result: 'empty' });
    expect(files.saved).toEqual([]);
  });
});
