// The fan of the requests benchmark's 'fan-day' run: three followed teams, line-up alerts on,
// reminders at their default, and a user who opens the watchlist every hour from 07:00 to 23:00,
// the day view of each followed sport three times (and yesterday's results once), and the table of
// each team's competition twice. Then what that day cost beyond live polling, by kind, from the
// paths the service answered.

import type { Engine } from '../electron/core/engine/api';
import type { CompetitionRef } from '../shared/fansday';
import type { FollowedTeam } from '../shared/settings';
import { utcDate } from '../shared/utc-day';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface Action {
  atHour: number;
  run(user: FanDayUser): Promise<unknown>;
}

const ACTIONS: Action[] = [
  ...Array.from({ length: 17 }, (_, index) => ({
    atHour: 7 + index,
    run: (user: FanDayUser) => user.openWatchlist(),
  })),
  ...[8, 13, 19].map((atHour) => ({ atHour, run: (user: FanDayUser) => user.openDay(0) })),
  { atHour: 8, run: (user) => user.openDay(-1) },
  ...[12, 21].map((atHour) => ({ atHour, run: (user: FanDayUser) => user.openTables() })),
];

export class FanDayUser {
  private done = 0;
  private readonly due = [...ACTIONS].sort((a, b) => a.atHour - b.atHour);
  private competitions: CompetitionRef[] = [];

  constructor(
    private readonly engine: Engine,
    private readonly follows: readonly FollowedTeam[],
    private readonly dayStart: number,
  ) {}

  /** Runs every action due by `now`, in order. */
  async act(now: number): Promise<void> {
    while (
      this.done < this.due.length &&
      this.dayStart + this.due[this.done]!.atHour * HOUR_MS <= now
    ) {
      await this.due[this.done]!.run(this);
      this.done += 1;
    }
  }

  async openWatchlist(): Promise<void> {
    const overviews = await this.engine.fans.overviews();
    this.competitions = overviews.flatMap((overview) =>
      overview.competition ? [overview.competition] : [],
    );
  }

  /** The day view of each followed sport, `offset` days from today (UTC days as local days). */
  async openDay(offset: number): Promise<void> {
    const from = this.dayStart + offset * DAY_MS;
    const sports = new Set(this.follows.map((team) => team.sport));
    for (const sport of sports) await this.engine.fans.schedule(sport, from, from + DAY_MS);
  }

  async openTables(): Promise<void> {
    for (const ref of this.competitions) await this.engine.fans.tables(ref);
  }
}

export interface FanDayCost {
  /** Team games and results, season lists, team and season look-ups. */
  fixtures: number;
  tables: number;
  channels: number;
  dayView: number;
  lineups: number;
  scorers: number;
  playersOfMatch: number;
  total: number;
  /**
   * The same with the per-match kinds counted for each team's first match of the day only (and the
   * channels also of the match after it, which the watchlist shows next).
   */
  oneMatchPerTeam: number;
}

const FIXTURES =
  /\/(competitor\/\d+\/(games|results)|tournament\/\d+\/(seasons|season\/\d+\/events\/)|teams\/\d+)$|\/events\/(next|last)\//;
const TABLES = /\/tournament\/\d+\/season\/\d+\/(standings|knockout)$/;
const MATCH_PART = /\/match\/(\d+)\/(channels|lineups|incidents|best-players|award)$/;

/**
 * What the fan's day asked for, by kind. The day view's lists are the ones of today and yesterday
 * (the engine's own fixture lists are /today and tomorrow's schedule, never these).
 */
export function fanDayCost(
  paths: readonly string[],
  dayStart: number,
  firstMatches: ReadonlySet<number>,
  secondMatches: ReadonlySet<number>,
): FanDayCost {
  const viewDays = [utcDate(dayStart), utcDate(dayStart - DAY_MS)];
  const cost = {
    fixtures: 0,
    tables: 0,
    channels: 0,
    dayView: 0,
    lineups: 0,
    scorers: 0,
    playersOfMatch: 0,
  };
  let perMatchOthers = 0;
  for (const path of paths) {
    const clean = path.split('?')[0] ?? path;
    if (TABLES.test(clean)) cost.tables += 1;
    else if (FIXTURES.test(clean)) cost.fixtures += 1;
    else if (viewDays.some((date) => clean.endsWith(`/schedule/${date}`))) cost.dayView += 1;
    else {
      const part = MATCH_PART.exec(clean);
      if (!part) continue;
      const kind =
        part[2] === 'channels'
          ? 'channels'
          : part[2] === 'lineups'
            ? 'lineups'
            : part[2] === 'incidents'
              ? 'scorers'
              : 'playersOfMatch';
      cost[kind] += 1;
      const id = Number(part[1]);
      const counted = firstMatches.has(id) || (kind === 'channels' && secondMatches.has(id));
      if (!counted) perMatchOthers += 1;
    }
  }
  const total = Object.values(cost).reduce((sum, count) => sum + count, 0);
  return { ...cost, total, oneMatchPerTeam: total - perMatchOthers };
}
