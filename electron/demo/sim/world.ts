// The demo world: roster, fixture lists and the simulated clock, with the controls tests use and a
// feed of changes (in time order) for the push channel.

import type { DemoMatchSummary, Side } from '../demo-service-api';
import { buildRoster, type DemoRoster } from './entities';
import { displayTotal, foldMatch, isOver, redCardsOf, type MatchState } from './match-state';
import { SportSchedule, type DemoMatch } from './schedule';
import type { SimClock } from './sim-clock';
import { SIM_SPORTS } from './sport-catalog';
import { insertInOrder, type Happening } from './timeline';

const HOUR = 3_600_000;
// Enough for yesterday's and tomorrow's schedule wherever in the day the world starts.
const LOOKBACK_MS = 26 * HOUR;
const LOOKAHEAD_MS = 30 * HOUR;
/** Schedule requests further ahead than this answer an empty day rather than generate forever. */
export const FARTHEST_AHEAD_MS = 14 * 24 * HOUR;

export type ChangeListener = (match: DemoMatch, state: MatchState) => void;

interface Subscription {
  sports: ReadonlySet<string>;
  listener: ChangeListener;
}

export class DemoWorld {
  readonly roster: DemoRoster;
  private readonly schedules = new Map<string, SportSchedule>();
  private readonly cache = new Map<number, { at: number; version: number; state: MatchState }>();
  private readonly subscriptions = new Set<Subscription>();
  private lastTick: number;

  constructor(
    readonly seed: number,
    readonly startAt: number,
    readonly clock: SimClock,
  ) {
    this.roster = buildRoster(seed, new Date(startAt).getUTCFullYear());
    SIM_SPORTS.forEach((sport, index) => {
      this.schedules.set(
        sport.slug,
        new SportSchedule(seed, sport, index, this.roster, startAt - LOOKBACK_MS),
      );
    });
    this.lastTick = clock.now();
    this.ensureUntil(this.lastTick + LOOKAHEAD_MS);
  }

  now(): number {
    return this.clock.now();
  }

  sports(): string[] {
    return [...this.schedules.keys()];
  }

  has(sport: string): boolean {
    return this.schedules.has(sport);
  }

  ensureUntil(time: number): void {
    const now = this.clock.now();
    const limit = Math.min(time, now + FARTHEST_AHEAD_MS);
    for (const schedule of this.schedules.values()) {
      schedule.ensureUntil(limit);
      // Stops at the first match still within reach, so this is cheap when nothing is due.
      for (const gone of schedule.prune(now - 48 * HOUR)) this.cache.delete(gone.id);
    }
  }

  /** Matches kicking off in [from, to), scheduled order. */
  matchesBetween(sport: string, from: number, to: number): DemoMatch[] {
    this.ensureUntil(to);
    const schedule = this.schedules.get(sport);
    if (!schedule) return [];
    return schedule.matches.filter((match) => match.startAt >= from && match.startAt < to);
  }

  /** Every match that has kicked off and not yet ended, plus (optionally) those ended lately. */
  liveMatches(sport: string, endedWithinMs = 0): { match: DemoMatch; state: MatchState }[] {
    const now = this.now();
    this.ensureUntil(now + LOOKAHEAD_MS);
    const schedule = this.schedules.get(sport);
    if (!schedule) return [];
    const out: { match: DemoMatch; state: MatchState }[] = [];
    for (const match of schedule.matches) {
      // A match kicked off early (a control) starts when its script does, not at its planned time.
      const starts = Math.min(match.startAt, match.script[0]?.at ?? match.startAt);
      if (starts > now + HOUR || (match.script.at(-1)?.at ?? 0) < now - endedWithinMs - HOUR)
        continue;
      const state = this.stateOf(match, now);
      // Interrupted is still on: play may go on any minute.
      const live = state.status.type === 'inprogress' || state.status.type === 'interrupted';
      const recentlyEnded =
        endedWithinMs > 0 &&
        isOver(state) &&
        state.endedAt !== null &&
        now - state.endedAt <= endedWithinMs;
      if (live || recentlyEnded) out.push({ match, state });
    }
    return out;
  }

  find(sport: string, id: number): DemoMatch | undefined {
    return this.schedules.get(sport)?.find(id);
  }

  stateOf(match: DemoMatch, at = this.now()): MatchState {
    const cached = this.cache.get(match.id);
    if (cached && cached.at === at && cached.version === match.version) return cached.state;
    const state = foldAt(match, at);
    this.cache.set(match.id, { at, version: match.version, state });
    return state;
  }

  summaries(sport?: string): DemoMatchSummary[] {
    const now = this.now();
    const sports = sport === undefined ? this.sports() : [sport];
    const out: DemoMatchSummary[] = [];
    for (const slug of sports) {
      for (const match of this.matchesBetween(slug, now - LOOKBACK_MS, now + LOOKAHEAD_MS)) {
        const state = this.stateOf(match, now);
        const red = redCardsOf(state);
        out.push({
          sport: slug,
          id: match.id,
          homeTeamId: match.home.id,
          homeTeamName: match.home.name,
          awayTeamId: match.away.id,
          awayTeamName: match.away.name,
          tournamentId: match.tournament.id,
          phase: phaseOf(state),
          home: displayTotal(state, 'home'),
          away: displayTotal(state, 'away'),
          startTimestamp: Math.floor(match.startAt / 1000),
          ...(red.home + red.away > 0 ? { redCards: red } : {}),
          ...(state.points.home.penalties !== undefined || state.points.away.penalties !== undefined
            ? {
                shootout: {
                  home: state.points.home.penalties ?? 0,
                  away: state.points.away.penalties ?? 0,
                },
              }
            : {}),
        });
      }
    }
    return out;
  }

  // ---- controls -------------------------------------------------------------------------

  score(sport: string, matchId: number, side: Side): void {
    const match = this.requireMatch(sport, matchId);
    const state = this.stateOf(match);
    if (state.status.type !== 'inprogress')
      throw new Error(`match ${matchId} is not in play (${state.status.description})`);
    const happening = scoringHappening(match, side);
    this.insert(match, happening);
  }

  cancelLastScore(sport: string, matchId: number): void {
    const match = this.requireMatch(sport, matchId);
    const state = this.stateOf(match);
    if (state.goals.length === 0) throw new Error(`match ${matchId} has no score to take back`);
    this.insert(match, { kind: 'cancel' });
  }

  kickOff(sport: string, matchId: number): void {
    const match = this.requireMatch(sport, matchId);
    const state = this.stateOf(match);
    if (state.status.type !== 'notstarted') return;
    const first = match.script[0]?.at ?? match.startAt;
    // The whole script moves so that it starts now; what was planned still happens, only sooner.
    const shift = this.now() - first;
    for (const item of match.script) item.at += shift;
    match.version++;
    this.emitDue(match, this.now());
  }

  finish(sport: string, matchId: number): void {
    const match = this.requireMatch(sport, matchId);
    const state = this.stateOf(match);
    if (state.status.type !== 'inprogress') return;
    this.insert(match, { kind: 'finish' });
  }

  // ---- change feed ----------------------------------------------------------------------

  /** Changes of the given sports, in time order, as they fall due. */
  onChange(sports: string[], listener: ChangeListener): () => void {
    const subscription = { sports: new Set(sports), listener };
    this.subscriptions.add(subscription);
    return () => this.subscriptions.delete(subscription);
  }

  advance(ms: number): void {
    this.clock.advance(ms);
    this.tick();
  }

  /** Emits, in time order, every change that fell due since the last tick. */
  tick(): void {
    const now = this.now();
    const from = this.lastTick;
    if (now <= from) return;
    this.lastTick = now;
    this.ensureUntil(now + LOOKAHEAD_MS);
    const due: { at: number; match: DemoMatch }[] = [];
    const watched = new Set(
      [...this.subscriptions].flatMap((subscription) => [...subscription.sports]),
    );
    for (const schedule of this.schedules.values()) {
      if (!watched.has(schedule.sport.slug)) continue;
      for (const match of schedule.matches) {
        if (match.startAt > now + HOUR) break;
        if ((match.script.at(-1)?.at ?? 0) <= from) continue;
        const seen = new Set<number>();
        for (const item of match.script) {
          if (item.at > now) break;
          if (item.at > from && !seen.has(item.at)) {
            seen.add(item.at);
            due.push({ at: item.at, match });
          }
        }
      }
    }
    due.sort((a, b) => a.at - b.at || a.match.id - b.match.id);
    for (const { at, match } of due) {
      const state = foldAt(match, at);
      if (state.changedAt === at) this.emit(match, state);
    }
  }

  private insert(match: DemoMatch, happening: Happening): void {
    const at = this.now();
    insertInOrder(match.script, { ...happening, at } as (typeof match.script)[number]);
    match.version++;
    this.emitDue(match, at);
  }

  private emitDue(match: DemoMatch, at: number): void {
    const state = this.stateOf(match, at);
    if (state.changedAt === at) this.emit(match, state);
  }

  private emit(match: DemoMatch, state: MatchState): void {
    for (const { sports, listener } of this.subscriptions) {
      if (!sports.has(match.sport.slug)) continue;
      try {
        listener(match, state);
      } catch {
        // A listener's failure must not stop the world or other listeners.
      }
    }
  }

  private requireMatch(sport: string, matchId: number): DemoMatch {
    const match = this.find(sport, matchId);
    if (!match) throw new Error(`no ${sport} match with id ${matchId}`);
    return match;
  }
}

/** Half-time, pauses between periods or maps, waiting for extra time or penalties. */
const BREAK_CODES = new Set([30, 31, 32, 33, 34]);

export function phaseOf(state: MatchState): DemoMatchSummary['phase'] {
  if (state.status.type === 'notstarted') return 'scheduled';
  if (state.status.type === 'inprogress')
    return BREAK_CODES.has(state.status.code) ? 'paused' : 'live';
  if (state.status.type === 'interrupted') return 'paused';
  return 'finished';
}

function scoringHappening(match: DemoMatch, side: Side): Happening {
  switch (match.sport.slug) {
    case 'tennis':
      return { kind: 'game', side };
    case 'badminton':
      return { kind: 'point', side };
    case 'esports':
    case 'snooker':
      return { kind: 'map', side };
    case 'cycling':
      throw new Error('a cycling stage has no score to add');
    case 'basketball':
      return { kind: 'score', side, points: 2, player: pickScorer(match, side) };
    default:
      return { kind: 'score', side, points: 1, player: pickScorer(match, side) };
  }
}

function pickScorer(match: DemoMatch, side: Side): string | undefined {
  const team = side === 'home' ? match.home : match.away;
  const outfield = team.players.slice(1);
  return outfield[(match.script.length + team.id) % Math.max(1, outfield.length)]?.name;
}

/**
 * The match's state at `at`. A tournament may play another series length than its sport's rule
 * (Dota 2 groups best of 2, a snooker best of 17): the match ends when one side has more than half
 * of its own tournament's.
 */
function foldAt(match: DemoMatch, at: number): MatchState {
  const { rules } = match.sport;
  const bestOf = match.tournament.bestOf;
  return foldMatch(
    match.script,
    at,
    bestOf === undefined || rules.bestOf === undefined ? rules : { ...rules, bestOf },
  );
}
