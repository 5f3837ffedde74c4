// The domain model shared by the engine, the shell and the renderer. Every payload of the service is
// parsed into these types at the edge (electron/core/api/parse), so nothing past the edge ever sees
// the service's several event forms.

import type { ProblemWords } from './problems';

export type SportSlug = string;

/**
 * The phase of a match, as the headless contract names it. 'interrupted': play stopped where no
 * break was due (the service's type `interrupted`, code 80: weather, crowd, floodlights), to go on
 * or to be called off; 'paused' is a break the match has by its rules (half-time, between sets,
 * the end of a cricket day).
 */
export type StatusPhase =
  | 'scheduled'
  | 'live'
  | 'paused'
  | 'interrupted'
  | 'finished'
  | 'postponed'
  | 'cancelled'
  | 'unknown';

export const STATUS_PHASES: readonly StatusPhase[] = [
  'scheduled',
  'live',
  'paused',
  'interrupted',
  'finished',
  'postponed',
  'cancelled',
  'unknown',
];

export interface TeamRef {
  id: number;
  name: string;
  /** Three-letter code when the service has one (`nameCode`), used by the ticker. */
  code?: string;
}

/** One side's score. `display` is what a person reads; `current` may include a shoot-out. */
export interface ScoreSide {
  current: number | null;
  display: number | null;
  /** period1..periodN in order; a missing period is null. */
  periods: (number | null)[];
  overtime: number | null;
  penalties: number | null;
  /** Tennis game points ("15", "40", "A"). */
  point: string | null;
}

export interface MatchStatus {
  phase: StatusPhase;
  /** The service's own words ("2nd Half", "Pause", "AP"). */
  text: string;
  code: number | null;
}

export interface TournamentRef {
  id: number | null;
  name: string;
  /**
   * The unique-tournament id, the one the tournament endpoints (standings, seasons, knockout) and
   * images take; events carry a per-season tournament id in `id` beside it. Absent when unknown.
   * A followed competition matches either id.
   */
  uniqueId?: number | null;
}

export interface Match {
  sport: SportSlug;
  id: number;
  home: TeamRef;
  away: TeamRef;
  homeScore: ScoreSide;
  awayScore: ScoreSide;
  status: MatchStatus;
  tournament: TournamentRef;
  season: string | null;
  /** The season's id, for the tournament season endpoints (standings, fixtures); absent when unknown. */
  seasonId?: number | null;
  startTimestamp: number | null;
  /** Minute or clock label when the service gives one ("67'"), else null. */
  clock: string | null;
  /** Cycling: a stage, not a two-sided match (the home name carries the stage label). */
  isStage: boolean;
  /**
   * What the match clock read and when, so the window and the tray can run it on between updates
   * (shared/match-clock.ts). Absent or null when the service gave nothing to tell the time by.
   */
  clockState?: ClockState | null;
  /**
   * Where the match stands in its sport's form (maps, sets, games, points, server, frames, innings,
   * stage), as the parser read it. Absent on matches made before it existed (old memory, tests):
   * `progressOf` in shared/match-progress.ts derives it from the scores and status then.
   */
  progress?: MatchProgress;
  /**
   * The result as the service states it (`winnerCode` 1 home, 2 away, 3 draw) on a finished event:
   * the only word on it where the score cannot tell (a retirement, a walkover, a bout). Absent when
   * the service gave none; the score decides then.
   */
  winner?: Side | 'draw';
  /** How a bout was won, as the service abbreviates it (MMA `winType`: "KO", "SUB", "UD"). */
  winType?: string;
  /**
   * The service lists the visitors first for this match (`displayInverseHomeAwayTeams`, US leagues):
   * its fans read "Away @ Home".
   */
  visitorsFirst?: boolean;
  /** Players sent off so far (`homeRedCards`/`awayRedCards`); absent while there are none. */
  redCards?: { home: number; away: number };
}

/**
 * One reading of the match clock. `seconds` is what the clock showed at `at` (epoch ms, engine
 * clock); while `running`, it has gone on since at one second per second.
 */
export interface ClockState {
  /** 'match': seconds since the match began (football's minute); 'period': seconds into the period. */
  scope: 'match' | 'period';
  seconds: number;
  at: number;
  running: boolean;
  /** Where the regular time of the current period ends, in the same seconds: past it is added time. */
  periodEnd: number | null;
  /** A period clock shown as time left (basketball, ice hockey) rather than time played. */
  countdown: boolean;
}

/** Which side: the tennis server, a stage's home-only form, the side a goal was for. */
export type Side = 'home' | 'away';

/** A pair of texts, one per side (tennis points: "15", "40", "A"). */
export interface TextPair {
  home: string | null;
  away: string | null;
}

/**
 * Where a match stands in its sport's form. Periods are halves, quarters, periods, sets, games,
 * maps, frames, innings or rounds, per sport (`unit`). A period counts as played only once it has
 * been: the zeros the service sends for maps or sets not yet begun are not periods played.
 */
export interface MatchProgress {
  /** What one period is called in this sport: "half", "set", "map", "frame", "inning"... */
  unit: string;
  /** Periods finished so far (0 until the first one ends). */
  played: number;
  /** The period under way, 1-based (from the status where it names one); null in a break, before the start, after the end or when unknown. */
  current: number | null;
  /** One score per period played or under way, in order; never the placeholders of periods to come. */
  periods: ScorePair[];
  /** The part beyond regular time the match is in or went to. */
  extra: 'overtime' | 'extra-time' | 'penalties' | null;
  /** "Best of N" when the service says (esports series, tennis, darts, snooker). */
  bestOf: number | null;
  /** Tennis and other game-in-set sports: games of the set under way; null between sets or when unknown. */
  games: ScorePair | null;
  /** The point score of the game under way, as sent ("0", "15", "40", "A"); null when none. */
  points: TextPair | null;
  /** Who serves now, when known (tennis, badminton, table tennis, volleyball). */
  server: Side | null;
  /** Cycling and motorsport: the stage this event is; null for two-sided matches. */
  stage: StageInfo | null;
}

/** A stage of a race: cycling (team ids 0, the label in the home name) and the like. */
export interface StageInfo {
  /** "Stage 5 - Lyon > Saint-Etienne", as the service labels it. */
  label: string;
  /** The stage number when the label carries one. */
  number: number | null;
  /** The race (the tournament) it belongs to. */
  race: string;
}

/** One rider's (or team's) line of a stage's results, read tolerantly from `/match/{id}/scores`. */
export interface StageResult {
  /** Finishing place, 1 = the stage winner; null when the service gives none. */
  position: number | null;
  name: string;
  /** The rider's team, when given. */
  team: string | null;
  /** Finishing time as a person reads it ("4:12:33"). */
  time: string | null;
  /** Gap to the winner ("+0:12", "s.t."); null for the winner or when not given. */
  gap: string | null;
}

/** A sport as the service's sports list (`/api/v1/sports`) reports it, with what the app knows of it. */
/**
 * An id of the multi-sport /api/v1 group (its teams, its sports): text, letters and digits, as the
 * interface shows them; an integer sent in its place is read as its text. Never a V2 id: a V2 team
 * is matched to its global id by name through the group's search.
 */
export type GlobalId = string;

/** A team or tournament as the multi-sport search (/api/v1/search) reports it. */
export interface GlobalSearchHit {
  type: string;
  id: GlobalId;
  name: string;
  /** The sport's id in the sports list (/api/v1/sports), as text; null when not given. */
  sportId: GlobalId | null;
}

export interface ServiceSport {
  /** The slug the app uses (hockey and ice-hockey are one sport). */
  slug: SportSlug;
  name: string;
  /** The service's own id, when given (text or number in the global shapes). */
  serviceId: GlobalId | null;
  /** Whether the app has a form and alert policy for it (else it is read generically). */
  known: boolean;
}

/** How many matches of a sport are on now (and today), for the window's sport switcher. */
export interface SportLiveCount {
  sport: SportSlug;
  live: number;
  /** Today's matches, when the service says. */
  total: number | null;
}

/**
 * The switcher's counts: from the service's one counts request (`/api/v1/match-counts`), or, where
 * the service does not answer it, from the per-sport live lists the engine reads anyway.
 */
export interface SportCounts {
  source: 'service' | 'lists';
  counts: SportLiveCount[];
}

/** A pair of scores, one per side. */
export interface ScorePair {
  home: number | null;
  away: number | null;
}

/**
 * The score a person reads: `display` first (it leaves shoot-outs out), else `current` without the
 * shoot-out goals it counts. Futsal, minifootball and handball send no `display`: after a
 * shoot-out their `current` reads 9–8 where the match ended 4–4.
 */
export function readableScore(match: Pick<Match, 'homeScore' | 'awayScore'>): ScorePair {
  return { home: readableSide(match.homeScore), away: readableSide(match.awayScore) };
}

function readableSide(side: ScoreSide): number | null {
  if (side.display !== null) return side.display;
  const { current, penalties } = side;
  return current !== null && penalties !== null && penalties <= current
    ? current - penalties
    : current;
}

export function emptyScoreSide(): ScoreSide {
  return {
    current: null,
    display: null,
    periods: [],
    overtime: null,
    penalties: null,
    point: null,
  };
}

export function matchKey(sport: SportSlug, matchId: number): string {
  return `${sport}:${matchId}`;
}

/** What an image shows: a team's crest, a tournament's logo, a player's photo, a country's flag. */
export const IMAGE_KINDS = ['team', 'tournament', 'player', 'country'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** A crest's, logo's or photo's numeric id; a flag's country code ('DE'). */
export type ImageId = number | string;

export function isImageKind(value: unknown): value is ImageKind {
  return IMAGE_KINDS.some((kind) => kind === value);
}

/** Two or three letters (ISO 3166 alpha-2, or alpha-3 for the few the service names so). */
const COUNTRY_CODE = /^[A-Za-z]{2,3}$/;

/**
 * The id as this kind of image takes it (a country code upper-cased, any other a non-negative
 * integer), or null: nothing else may reach an image's file name or its address.
 */
export function imageIdFor(kind: ImageKind, id: unknown): ImageId | null {
  if (kind === 'country')
    return typeof id === 'string' && COUNTRY_CODE.test(id) ? id.toUpperCase() : null;
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? id : null;
}

const SERVICE_IMAGE_TYPE: Readonly<Record<ImageKind, string>> = {
  team: 'teams',
  tournament: 'tournaments',
  player: 'players',
  country: 'countries',
};

/** The service names the image type in the plural: `/images/teams/{id}`, `/images/countries/DE`. */
export function serviceImageType(kind: ImageKind): string {
  return SERVICE_IMAGE_TYPE[kind];
}

export function teamKey(sport: SportSlug, teamId: number): string {
  return `${sport}:${teamId}`;
}

/** A typed change between two snapshots of the same match: the input of alerts and of the UI. */
export type MatchChange =
  | { kind: 'appeared'; match: Match }
  | { kind: 'score'; match: Match; previous: ScorePair }
  | { kind: 'status'; match: Match; previousPhase: StatusPhase; previousText: string }
  | { kind: 'period'; match: Match; previousPeriodCount: number }
  | { kind: 'removed'; sport: SportSlug; matchId: number; last: Match };

export type AlertKind =
  | 'kickoff'
  | 'goal'
  | 'goal-cancelled'
  | 'halftime'
  | 'period-end'
  | 'fulltime'
  /** A full time told in error: the match is under way again (told like a goal cancelled). */
  | 'fulltime-cancelled'
  | 'summary'
  /** A followed match starts soon (settings.remindBeforeMinutes before its start). */
  | 'reminder'
  /** A followed match's line-ups were published (off unless settings.lineupAlerts). */
  | 'lineups';

export interface Alert {
  /** Stable id: the same happening always yields the same id, which is what makes alerts exactly-once. */
  id: string;
  kind: AlertKind;
  sport: SportSlug;
  matchId: number;
  /**
   * The followed team this alert is for. For a match followed through its competition (no followed
   * team in it) the home team's id; 0 for a stage of a race (stages have no teams).
   */
  teamId: number;
  /** Set when the alert came through a followed competition: its tournament id. */
  competitionId?: number;
  score: ScorePair;
  title: string;
  body: string;
  /** Absolute path of the followed team's crest in the image cache, when cached. */
  iconPath: string | null;
  /** Epoch milliseconds when the engine decided the alert. */
  at: number;
  /** A summary of alerts over the budget (alert-budget.ts): the ids of the alerts it stands for. */
  covers?: string[];
  /**
   * A goal or a cancelled goal: whether it was the followed side's (true) or against it (false), so
   * the window can tell them apart at a glance. Absent when no side is followed (a competition).
   */
  forFollowed?: boolean;
  /** A goal's scorer, when the service names him with his id: his card opens from the alert. */
  scorer?: { id: number; name: string };
}

/**
 * `unreadable`: the service answers, but with nothing Scoretray can read (a redirect, an answer over
 * the size cap, broken JSON): asked again less and less often until an answer reads again.
 */
export type ConnectionState =
  | 'connected'
  | 'reconnecting'
  | 'offline'
  | 'unreadable'
  | 'unauthorized'
  | 'suspended'
  | 'quota-exhausted';

export interface QuotaInfo {
  limit: number | null;
  remaining: number | null;
  /** Epoch milliseconds of the next reset (midnight UTC unless the service says otherwise). */
  resetAt: number | null;
  /** Requests this client sent in the current UTC day. */
  usedToday: number;
  /** Set while the quota, not the shortest interval, sets how often polled sports update. */
  pace?: QuotaPace | null;
}

/** Polled sports update every `intervalMs` so that the quota lasts until `until` (epoch ms). */
export interface QuotaPace {
  /** How often polled scores are asked near the moments that alert (and for sports told by goals). */
  intervalMs: number;
  until: number;
  /**
   * How often, at the most, a sport whose alerts come only at foreseeable moments (kick-off, period
   * and set ends) is asked between them; null or absent when no such sport is polled slower.
   */
  betweenMs?: number | null;
  /** With `betweenMs`: the polled sports asked that sparsely between their moments. */
  momentSports?: readonly SportSlug[];
  /**
   * With `betweenMs`: the polled sports asked every `intervalMs` all through (told by goals, on
   * screen, or with nothing to foresee their alerts by).
   */
  steadySports?: readonly SportSlug[];
}

export type Transport = 'websocket' | 'polling' | 'idle';

export interface AccountStatus {
  state: ConnectionState;
  /** The technical reason, when there is one (the service's refusal, an HTTP failure): for logs. */
  detail: string | null;
  /** With 'reconnecting': what is awaited (the service, the live push, a first connection). */
  reconnecting?: 'service' | 'push' | 'connecting';
  /** Set while state is quota-exhausted: epoch ms when sending may start again. */
  resetAt: number | null;
  quota: QuotaInfo;
  /** Epoch ms of the last successful update from the service, null before the first. */
  lastUpdatedAt: number | null;
  transports: Record<SportSlug, Transport>;
  demo: boolean;
  /**
   * The saved key is kept back from the service address (not confirmed for it, or plain http), and
   * the demo runs instead; absent or null when it is not.
   */
  keyHeldBack?: {
    address: string;
    /** Why, worded by the window in its language (shared/problems.ts). */
    words: ProblemWords;
    confirmable: boolean;
  } | null;
}

export interface SearchResult {
  type: 'team' | 'player' | 'tournament' | 'unknown';
  sport: SportSlug;
  id: number;
  name: string;
  /** Extra words shown under the name (country, tournament), when the service gives them. */
  subtitle: string | null;
}

export interface TeamInfo {
  sport: SportSlug;
  id: number;
  name: string;
  country: string | null;
}
