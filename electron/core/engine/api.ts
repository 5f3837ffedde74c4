// The engine as its users see it: the Electron shell, the headless mode, the UI test bridge and the
// benchmarks all drive this one interface.

import type {
  AccountStatus,
  Alert,
  ImageId,
  ImageKind,
  Match,
  MatchChange,
  SearchResult,
  ServiceSport,
  SportCounts,
  SportSlug,
  Transport,
} from '../../../shared/domain';
import type { MatchCentre, MatchCentrePart } from '../../../shared/match-centre';
import type { MatchDetail } from '../../../shared/match-detail';
import type { PlayerRequest, PlayerTabData, TeamPage } from '../../../shared/people';
import type {
  FollowedCompetition,
  FollowedTeam,
  Settings,
  SettingsPatch,
} from '../../../shared/settings';
import type { KeyTestResult, WatchlistEntry } from '../../../shared/watchlist';
import type {
  CompetitionRef,
  CompetitionTables,
  DaySchedule,
  TeamOverview,
} from '../../../shared/fansday';
import type { BrowseData } from '../browse/browse-data';
import { problemLogLine, type Problem } from '../../../shared/problems';

export interface EngineReady {
  sports: SportSlug[];
  transports: Record<SportSlug, Transport>;
}

/**
 * Something the user should know: its words (worded by whoever shows it, in the user's language),
 * the technical reason, and the English line with both for logs.
 */
export interface EngineProblem extends Problem {
  /** What it concerns: 'state' and 'vault' (saved data), 'access', a service failure's kind … */
  code: string;
  message: string;
}

export function engineProblem(code: string, reported: Problem): EngineProblem {
  return { code, ...reported, message: problemLogLine(reported.words, reported.detail) };
}

export interface EngineEvents {
  /** The engine has started and taken its first look. */
  ready: EngineReady;
  /** Typed changes of any match the engine watches (followed or in a watched sport). */
  changes: MatchChange[];
  /** A followed match was first seen or its score or status changed. */
  score: Match;
  /** An alert passed policy, mute, quiet hours and spoiler delay, and was handed to the notifier. */
  alert: Alert;
  /**
   * A shown alert has better words (a goal's scorer, the player of the match): it takes the place
   * of the alert with its id. An event of its own, not 'alert' again: an id names one happening
   * only within one service, so a same-id 'alert' after a switch of service is a new alert.
   */
  'alert-update': Alert;
  status: AccountStatus;
  /** Something the user should know; the engine keeps running. */
  problem: EngineProblem;
  settings: Settings;
}

export type EngineEventName = keyof EngineEvents;

export interface Engine {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Fetch everything again now (resume from sleep, back online, user asked). */
  resync(reason: string): void;

  on<E extends EngineEventName>(event: E, listener: (payload: EngineEvents[E]) => void): () => void;

  getSettings(): Settings;
  updateSettings(patch: SettingsPatch): Settings;
  follow(team: FollowedTeam): Settings;
  unfollow(sport: SportSlug, teamId: number): Settings;
  /** Follows every match of a tournament or race, or updates its name and choices. */
  followCompetition(competition: FollowedCompetition): Settings;
  unfollowCompetition(sport: SportSlug, tournamentId: number): Settings;
  /** Every sport the service reports (its sports list, cached a day); the known ones without it. */
  serviceSports(): Promise<ServiceSport[]>;
  /**
   * Live matches per sport for the sport switcher: from the service's one counts request (kept a
   * minute), or from the live lists the engine holds where the service has no counts.
   */
  sportCounts(): Promise<SportCounts>;
  pauseAlerts(untilMs: number | null): Settings;

  /** Every match the engine knows that is live now, followed first. */
  liveMatches(): Match[];
  /** Followed teams' matches that are live now, for the ticker. */
  followedLiveMatches(): Match[];
  /** Whether a followed team plays in the match or its competition is followed (this run's too). */
  isFollowedMatch(match: Match): boolean;
  status(): AccountStatus;
  watchlist(): Promise<WatchlistEntry[]>;
  /** One sport's matches starting in [from, to) (the user's local day), live state laid over. */
  daySchedule(sport: SportSlug, from: number, to: number): Promise<DaySchedule>;
  /** Each followed team's next match (with channels), last result, form and table position. */
  teamOverviews(): Promise<TeamOverview[]>;
  /** A competition season's table and knockout bracket; null for a part it does not have. */
  competitionTables(ref: CompetitionRef): Promise<CompetitionTables>;
  /** A tournament's current season, the one its table is of when none is named; null: none listed. */
  currentSeason(sport: SportSlug, tournamentId: number): Promise<number | null>;
  /** Whether the team is followed (stored, this run's or suggested), as tables mark it. */
  isFollowedTeam(sport: SportSlug, teamId: number): boolean;
  /** Followed teams' next fixtures as iCalendar text (times UTC, the zone named). */
  calendar(timeZone: string): Promise<{ ics: string; events: number }>;
  matchDetail(sport: SportSlug, matchId: number): Promise<MatchDetail>;
  /** The asked parts of the match centre, each kept by sense (engine/match-centre.ts). */
  matchCentre(
    sport: SportSlug,
    matchId: number,
    parts: readonly MatchCentrePart[],
  ): Promise<Partial<MatchCentre>>;
  search(sport: SportSlug, query: string): Promise<SearchResult[]>;
  /** The competition page, browse by country, search across sports and odds (cached answers). */
  browse(): BrowseData;
  /** One tab of a player's card (people.ts); the overview rejects when the player is unknown. */
  player(request: PlayerRequest): Promise<PlayerTabData>;
  /** A team's page: record, squad, next/last, form, table place, news; rejects for an unknown team. */
  teamPage(sport: SportSlug, teamId: number): Promise<TeamPage>;
  /** The sports the user is looking at in the window: polled while looked at. */
  setViewedSports(sports: SportSlug[]): void;

  /** Tries a key against the service without saving it. */
  testKey(key: string): Promise<KeyTestResult>;
  /**
   * The key changed in the vault (saved in the window, or cleared): a saved key belongs to the
   * service address of the settings it was saved beside; reconnect with it. Resolves with what the
   * service said of the key (one answer, no second probe), null when there is no key or it is held
   * back from the address.
   */
  keyChanged(): Promise<KeyTestResult | null>;
  /**
   * Asks the person (the AddressConfirmer port: a native dialog in the app) whether the stored key
   * may go to the current service address it is held back from; on yes, switches to it at once.
   */
  confirmServiceAddress(): Promise<boolean>;

  /** Absolute path of a cached image, fetching it when missing; null when the service has none. */
  imagePath(kind: ImageKind, sport: SportSlug, id: ImageId): Promise<string | null>;
}
