// The engine as its users see it: the Electron shell, the headless mode, the UI test bridge and the
// benchmarks all drive this one interface.

import type {
  AccountStatus,
  Alert,
  Match,
  MatchChange,
  SportSlug,
  Transport,
} from '../../../shared/domain';
import type { Settings } from '../../../shared/settings';
import type { KeyTestResult } from '../../../shared/watchlist';
import type { BrowseData } from '../browse/browse-data';
import type { RunSettings } from '../run-settings';
import type { SettingsStore } from '../state/settings-store';
import { problemLogLine, type Problem } from '../../../shared/problems';
import type { ServiceConnection } from './connection';
import type { MatchDetails } from './detail';
import type { FanPages } from './fans';
import type { LiveMatchesView } from './live-matches';
import type { MatchCentreReader } from './match-centre';
import type { PeopleBook } from './people';
import type { ServiceSportsCache } from './sports';

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

/**
 * The engine as its users see it: a run's start and stop, its events and status, the switches of
 * key and address, and the parts that answer everything else. The IPC handlers (app-api.ts), the
 * headless mode and the shell ask the part itself: `engine.settings.follow(team)`,
 * `engine.fans.tables(ref)`. Each part's type is its class narrowed to what its users may call.
 */
export interface Engine {
  start(): Promise<void>;
  stop(): Promise<void>;
  on<E extends EngineEventName>(event: E, listener: (payload: EngineEvents[E]) => void): () => void;
  /** The account and connection state, with whether a stored key is held back from the address. */
  status(): AccountStatus;
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

  /** The stored settings: read, change, follow and unfollow, pause alerts (settings-store.ts). */
  readonly settings: StoredSettings;
  /** What this run follows: the stored follows, the run's own and the suggested (run-settings.ts). */
  readonly runSettings: Pick<RunSettings, 'follows'>;
  /** The live lists: what is live, what the window looks at, counts, resync (live-matches.ts). */
  readonly live: LiveMatchesView;
  /** Every sport the service reports, cached a day; the known ones without it (sports.ts). */
  readonly sports: Pick<ServiceSportsCache, 'list'>;
  /** A match's page (detail.ts) and the match centre's parts (match-centre.ts). */
  readonly details: Pick<MatchDetails, 'get'>;
  readonly centre: Pick<MatchCentreReader, 'read'>;
  /** The competition page, browse by country, search and odds (cached answers). */
  readonly browse: BrowseData;
  /** The player card and the team page (people.ts). */
  readonly people: Pick<PeopleBook, 'player' | 'teamPage'>;
  /** The watchlist, the day view, tables and the calendar (fans.ts). */
  readonly fans: FanPages;
  /** The line to the service: a key tried without saving it, the image cache's files. */
  readonly connection: Pick<ServiceConnection, 'testKey' | 'imagePath'>;
}

export type StoredSettings = Pick<
  SettingsStore,
  | 'get'
  | 'update'
  | 'follow'
  | 'unfollow'
  | 'followCompetition'
  | 'unfollowCompetition'
  | 'pauseAlerts'
>;
