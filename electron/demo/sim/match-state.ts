// The state of a match at a moment: the fold of its script up to that moment.

import type { Side } from '../demo-service-api';
import type { RallyMatch, RallyRules } from './rally-score';
import type { PeriodClock, ScoreKey, StatusType, StatusWords, TimedHappening } from './timeline';

/** How a sport ends a match and words its periods; the rest of the fold is the same for all. */
export interface FoldRules {
  ended: StatusWords;
  /** After overtime or extra time ("AET", "AOT"). */
  endedAfterExtra: StatusWords;
  /** After a shoot-out ("AP"). */
  endedAfterShootout: StatusWords;
  /** Tennis, badminton: rallies make the periods (sets, games); the status follows the period. */
  rallies?: RallyRules;
  /** Esports maps, snooker frames: the match ends when one side has won more than half of bestOf. */
  bestOf?: number;
  /** Marker written in the incident list at the end ("FT"). */
  endMarker: string;
}

export interface IncidentRecord {
  id: number;
  at: number;
  kind: 'goal' | 'period' | 'card' | 'substitution' | 'varDecision' | 'penaltyShootout';
  side?: Side;
  player?: string;
  playerIn?: string;
  playerOut?: string;
  colour?: 'yellow' | 'red';
  text?: string;
  scored?: boolean;
  sequence?: number;
  home: number;
  away: number;
  minute: number | null;
  addedTime: number | null;
}

export interface MatchState {
  status: StatusWords & { type: StatusType };
  period: ScoreKey | null;
  lastPeriod: ScoreKey | null;
  periodStartedAt: number | null;
  clock: PeriodClock | null;
  reached: ScoreKey[];
  points: Record<Side, Partial<Record<ScoreKey, number>>>;
  goals: { side: Side; points: number; key: ScoreKey; incidentId: number }[];
  /** Oldest first. */
  incidents: IncidentRecord[];
  /** The rally count of a rally sport, from its first serve. */
  rally: RallyMatch | null;
  startedAt: number | null;
  endedAt: number | null;
  suddenDeath: boolean;
  /** Time of the last happening that changed something. */
  changedAt: number | null;
  /** The moment the state is of (the world's now when asked): a stopped clock is read as of it. */
  asOf: number;
  /** The side given the match off the field (a walkover, a retirement); null when play decided. */
  awardedTo: Side | null;
}

const NOT_STARTED: StatusWords & { type: StatusType } = {
  code: 0,
  description: 'Not started',
  type: 'notstarted',
};

export function isOver(state: MatchState): boolean {
  const type = state.status.type;
  return type !== 'notstarted' && type !== 'inprogress' && type !== 'interrupted';
}

/** Goals or points without the shoot-out: what a person reads. */
export function displayTotal(state: MatchState, side: Side): number {
  if (state.rally) return state.rally.periodsWon(side);
  let total = 0;
  for (const [key, value] of Object.entries(state.points[side])) {
    if (key !== 'penalties') total += value ?? 0;
  }
  return total;
}

export function shootoutTotal(state: MatchState, side: Side): number {
  return state.points[side].penalties ?? 0;
}

export function foldMatch(
  script: readonly TimedHappening[],
  until: number,
  rules: FoldRules,
): MatchState {
  const state: MatchState = {
    status: { ...NOT_STARTED },
    period: null,
    lastPeriod: null,
    periodStartedAt: null,
    clock: null,
    reached: [],
    points: { home: {}, away: {} },
    goals: [],
    incidents: [],
    rally: null,
    startedAt: null,
    endedAt: null,
    suddenDeath: false,
    changedAt: null,
    asOf: until,
    awardedTo: null,
  };
  let nextIncidentId = 1;
  let kicks = 0;
  const tied = () => displayTotal(state, 'home') === displayTotal(state, 'away');
  const addIncident = (
    at: number,
    record: Omit<IncidentRecord, 'id' | 'at' | 'home' | 'away' | 'minute' | 'addedTime'>,
  ) => {
    const { minute, addedTime } = minuteAt(state, at);
    const incident: IncidentRecord = {
      id: nextIncidentId++,
      at,
      home: displayTotal(state, 'home'),
      away: displayTotal(state, 'away'),
      minute,
      addedTime,
      ...record,
    };
    state.incidents.push(incident);
    return incident;
  };
  const enterPeriod = (key: ScoreKey | null) => {
    state.period = key;
    if (key === null) return;
    state.lastPeriod = key;
    if (!state.reached.includes(key)) state.reached.push(key);
    state.points.home[key] ??= 0;
    state.points.away[key] ??= 0;
  };
  const finish = (at: number) => {
    const words =
      state.lastPeriod === 'penalties'
        ? rules.endedAfterShootout
        : state.lastPeriod === 'overtime' ||
            state.lastPeriod === 'extra1' ||
            state.lastPeriod === 'extra2'
          ? rules.endedAfterExtra
          : rules.ended;
    addIncident(at, {
      kind: 'period',
      text: state.lastPeriod === 'penalties' ? 'PEN' : rules.endMarker,
    });
    state.status = { ...words, type: 'finished' };
    state.period = null;
    state.endedAt = at;
  };

  for (const item of script) {
    if (item.at > until) break;
    if (isOver(state)) break;
    const live = state.status.type === 'inprogress';
    switch (item.kind) {
      case 'status': {
        if (item.onlyIfDecided && tied()) continue;
        if (item.marker) {
          const end = state.clock ? state.clock.offsetSeconds + state.clock.lengthSeconds : null;
          const incident = addIncident(item.at, { kind: 'period', text: item.marker });
          incident.minute = end === null ? null : Math.round(end / 60);
          incident.addedTime = end === null ? null : 999;
        }
        if (state.status.type === 'notstarted' && item.type === 'inprogress') {
          state.startedAt = item.at;
          if (rules.rallies) state.rally = rules.rallies.start();
        }
        state.status = { ...item.words, type: item.type };
        if (item.winner) state.awardedTo = item.winner;
        if (item.type === 'finished') {
          state.endedAt = item.at;
          state.period = null;
        } else {
          enterPeriod(item.period);
          state.clock = item.clock ?? null;
          state.periodStartedAt = item.at;
          state.suddenDeath = item.suddenDeath ?? false;
        }
        break;
      }
      case 'score': {
        const key = state.period ?? state.lastPeriod;
        if (!live || key === null) continue;
        state.points[item.side][key] = (state.points[item.side][key] ?? 0) + item.points;
        const incident = addIncident(item.at, {
          kind: 'goal',
          side: item.side,
          player: item.player,
        });
        state.goals.push({ side: item.side, points: item.points, key, incidentId: incident.id });
        if (state.suddenDeath) finish(item.at);
        break;
      }
      case 'kick': {
        if (!live || state.period !== 'penalties') continue;
        if (item.scored)
          state.points[item.side].penalties = (state.points[item.side].penalties ?? 0) + 1;
        const incident = addIncident(item.at, {
          kind: 'penaltyShootout',
          side: item.side,
          player: item.player,
          scored: item.scored,
        });
        incident.home = shootoutTotal(state, 'home');
        incident.away = shootoutTotal(state, 'away');
        incident.sequence = ++kicks;
        incident.minute = null;
        break;
      }
      case 'cancel': {
        const last = state.goals.pop();
        if (!last || !live) continue;
        state.points[last.side][last.key] = Math.max(
          0,
          (state.points[last.side][last.key] ?? 0) - last.points,
        );
        state.incidents = state.incidents.filter((incident) => incident.id !== last.incidentId);
        addIncident(item.at, { kind: 'varDecision', side: last.side });
        break;
      }
      case 'card':
      case 'substitution': {
        // Written into the incident list as the script has them; nothing else changes.
        if (!live) continue;
        const { at, ...incident } = item;
        addIncident(at, incident);
        break;
      }
      case 'point':
      case 'game': {
        if (!live || !state.rally || !rules.rallies) continue;
        const outcome =
          item.kind === 'point' ? state.rally.winRally(item.side) : state.rally.award(item.side);
        syncRallyPoints(state);
        if (outcome === 'period') {
          const index = state.rally.periodScores().home.length - 1;
          state.status = { ...rules.rallies.periodWords(index), type: 'inprogress' };
          enterPeriod(`period${index + 1}` as ScoreKey);
          state.periodStartedAt = item.at;
        }
        if (outcome === 'match') finish(item.at);
        break;
      }
      case 'map': {
        const key = state.period;
        if (!live || key === null || rules.bestOf === undefined) continue;
        if ((state.points.home[key] ?? 0) + (state.points.away[key] ?? 0) > 0) continue;
        state.points[item.side][key] = 1;
        const maps = Object.values(state.points[item.side]).reduce<number>(
          (sum, value) => sum + (value ?? 0),
          0,
        );
        if (maps > rules.bestOf / 2) finish(item.at);
        break;
      }
      case 'finish':
        if (state.status.type === 'notstarted') continue;
        finish(item.at);
        break;
    }
    state.changedAt = item.at;
  }
  return state;
}

function syncRallyPoints(state: MatchState): void {
  if (!state.rally) return;
  const periods = state.rally.periodScores();
  periods.home.forEach((home, index) => {
    const key = `period${index + 1}` as ScoreKey;
    state.points.home[key] = home;
    state.points.away[key] = periods.away[index] ?? 0;
  });
}

/** The minute of the game clock at `at`, with added time past the period's end ("45+2"). */
export function minuteAt(
  state: MatchState,
  at: number,
): { minute: number | null; addedTime: number | null } {
  const clock = state.clock;
  if (!clock || state.periodStartedAt === null || state.period === null)
    return { minute: null, addedTime: null };
  const seconds = ((at - state.periodStartedAt) / 1000) * clock.scale;
  const minute = Math.floor((clock.offsetSeconds + seconds) / 60) + 1;
  const endMinute = Math.round((clock.offsetSeconds + clock.lengthSeconds) / 60);
  if (minute > endMinute) return { minute: endMinute, addedTime: minute - endMinute };
  return { minute, addedTime: null };
}

/** Red cards shown to each side so far (the real events' homeRedCards / awayRedCards). */
export function redCardsOf(state: MatchState): Record<Side, number> {
  const count = { home: 0, away: 0 };
  for (const incident of state.incidents)
    if (incident.kind === 'card' && incident.colour === 'red' && incident.side)
      count[incident.side] += 1;
  return count;
}
