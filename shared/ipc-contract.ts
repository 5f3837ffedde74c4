// The one IPC contract between the renderer and the main process. Every channel is listed here
// with its request schema (validated in main before anything runs), its response type and every
// push event. The preload bridge's type, ScoretrayApi, is derived from these tables, so a channel
// cannot exist on one side only.

import { z } from 'zod';
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
} from './domain';
import type { MatchDetail } from './match-detail';
import { MATCH_CENTRE_PARTS, type MatchCentre } from './match-centre';
import {
  followedCompetitionSchema,
  followedTeamSchema,
  settingsPatchSchema,
  sportSlugSchema,
  type Settings,
} from './settings';
import type { DesktopStatus, OpenLogsResult } from './desktop';
import type { CalendarExport, CompetitionTables, DaySchedule, TeamOverview } from './fansday';
import type { KeyTestResult, WatchlistEntry } from './watchlist';
import type {
  BrowseCountry,
  BrowseTournament,
  Champion,
  CompetitionLeaders,
  CompetitionRounds,
  MatchOdds,
  RoundFixtures,
} from './browse';
import type { PlayerTabData, TeamPage } from './people';
import { problemWordsSchema } from './problems';

const none = z.undefined();
const matchRef = z.object({ sport: sportSlugSchema, matchId: z.number().int().nonnegative() });
const teamRef = z.object({ sport: sportSlugSchema, teamId: z.number().int().nonnegative() });
const competitionRef = z.object({
  sport: sportSlugSchema,
  tournamentId: z.number().int().positive(),
});

const epochMs = z.number().int().nonnegative().max(8.64e15);
/** A stretch of the user's local day: a start before its end, 48 hours at most (daylight saving). */
const dayRange = z
  .object({ sport: sportSlugSchema, from: epochMs, to: epochMs })
  .refine((range) => range.to > range.from && range.to - range.from <= 2 * 86_400_000, {
    message: 'from must come before to, at most 48 hours apart',
  });
const seasonRef = z.object({
  sport: sportSlugSchema,
  tournamentId: z.number().int().positive(),
  seasonId: z.number().int().positive(),
  name: z.string().max(200).default(''),
});

export type KeyStorageKind = 'encrypted' | 'obscured' | 'none';

export type SetKeyResult =
  | {
      result: 'saved';
      masked: string;
      storage: KeyStorageKind;
      /** What the service said of the key at its first answer; null: no answer to give (held back). */
      verdict: KeyTestResult | null;
    }
  /**
   * Linux without a secret store: the key would only be obscured; the user must agree first. The
   * reason is a code the window words in its language (settings.key.consentReasons).
   */
  | { result: 'needs-consent'; reason: 'no-secret-store' }
  | { result: 'invalid'; reason: string };

export interface MaskedKey {
  masked: string | null;
  storage: KeyStorageKind;
}

/** Request schemas, keyed by channel name. */
export const requestSchemas = {
  'app:ready': none,
  'live:list': none,
  'live:view': z.object({ sports: z.array(sportSlugSchema).max(50) }),
  /** Live matches per sport for the sport switcher (one request to the service a minute at most). */
  'live:counts': none,
  'match:detail': matchRef,
  /** Parts of the match centre, loaded when their tab opens (shared/match-centre.ts). */
  'match:centre': matchRef.extend({
    parts: z.array(z.enum(MATCH_CENTRE_PARTS)).min(1).max(MATCH_CENTRE_PARTS.length),
  }),
  'search:run': z.object({ sport: sportSlugSchema, query: z.string().trim().min(2).max(100) }),
  'follow:add': followedTeamSchema,
  'follow:remove': teamRef,
  /** Follows every match of a tournament, league or race (cycling is followed this way). */
  'competition:follow': followedCompetitionSchema,
  'competition:unfollow': competitionRef,
  /** Every sport the service reports (its sports list, cached a day), known ones marked. */
  'sports:list': none,
  'watchlist:get': none,
  /** One sport's matches of a local day (upcoming, live, finished), for the day view. */
  'day:schedule': dayRange,
  /** Followed teams' next match, last result, form and table place, for the watchlist. */
  'team:overviews': none,
  /** A tournament season's table (type total) and knockout bracket. */
  'competition:tables': seasonRef,
  /** Followed teams' next fixtures as an .ics file, saved where the user chooses. */
  'calendar:export': none,
  /** A season's rounds, and one round's fixtures, for the competition page. */
  'competition:rounds': seasonRef,
  'competition:round': seasonRef.extend({ round: z.number().int().nonnegative().max(10_000) }),
  /** V6 top scorers and statistics; champions history (cached 10 minutes). */
  'competition:leaders': competitionRef,
  'competition:champions': competitionRef,
  /** A tournament's current season (to open its page from search or browse); null: none. */
  'competition:season': competitionRef,
  /** A sport's countries (categories) and a category's tournaments, for browse by country. */
  'browse:countries': z.object({ sport: sportSlugSchema }),
  'browse:tournaments': z.object({
    sport: sportSlugSchema,
    categoryId: z.number().int().nonnegative(),
  }),
  /** Teams, players and competitions across sports (the global search and each sport's own). */
  'search:all': z.object({ query: z.string().trim().min(2).max(100) }),
  /** A match's main 1X2 prices and win probability (V5 sportsbook; asked only with showOdds). */
  'match:odds': matchRef,
  /** One tab of a player's card (the overview with the season of the match it was opened from). */
  'people:player': z.object({
    sport: sportSlugSchema,
    playerId: z.number().int().nonnegative(),
    tab: z.enum(['overview', 'attributes', 'career']),
    season: z
      .object({
        tournamentId: z.number().int().positive(),
        seasonId: z.number().int().positive(),
      })
      .nullish(),
  }),
  /** A team's page: record, squad, next and last match, form, table place, news. */
  'people:team': teamRef,
  'settings:get': none,
  'settings:update': settingsPatchSchema,
  'status:get': none,
  'alerts:pause': z.object({
    minutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .nullable(),
    /** Pause until the user resumes (minutes is then ignored). */
    untilResumed: z.boolean().optional(),
  }),
  'key:set': z.object({
    key: z
      .string()
      .trim()
      .min(8)
      .max(256)
      .regex(/^[\x21-\x7e]+$/, 'printable characters only'),
    acceptObscured: z.boolean().default(false),
  }),
  /** Tests the given key, or the stored one when key is omitted. */
  'key:test': z.object({ key: z.string().trim().min(1).max(256).optional() }),
  'key:masked': none,
  'key:clear': none,
  /**
   * The stored key is held back from the service address: ask the person in the main process (a
   * native dialog) whether it may go there. The page alone cannot move the key.
   */
  'key:confirm-address': none,
  'desktop:status': none,
  'desktop:open-logs': none,
  'desktop:restart-to-update': none,
} as const;

/** Response types, keyed by channel name. */
export interface ResponseTypes {
  'app:ready': void;
  'live:list': Match[];
  'live:view': void;
  'live:counts': SportCounts;
  'match:detail': MatchDetail;
  'match:centre': Partial<MatchCentre>;
  'search:run': SearchResult[];
  'follow:add': Settings;
  'follow:remove': Settings;
  'competition:follow': Settings;
  'competition:unfollow': Settings;
  'sports:list': ServiceSport[];
  'watchlist:get': WatchlistEntry[];
  'day:schedule': DaySchedule;
  'team:overviews': TeamOverview[];
  'competition:tables': CompetitionTables;
  'calendar:export': CalendarExport;
  'competition:rounds': CompetitionRounds;
  'competition:round': RoundFixtures;
  'competition:leaders': CompetitionLeaders;
  'competition:champions': Champion[] | null;
  'competition:season': number | null;
  'browse:countries': BrowseCountry[];
  'browse:tournaments': BrowseTournament[];
  'search:all': SearchResult[];
  'match:odds': MatchOdds | null;
  'people:player': PlayerTabData;
  'people:team': TeamPage;
  'settings:get': Settings;
  'settings:update': Settings;
  'status:get': AccountStatus;
  'alerts:pause': Settings;
  'key:set': SetKeyResult;
  'key:test': KeyTestResult;
  'key:masked': MaskedKey;
  'key:clear': void;
  /** true once the person agreed and the key goes to the address. */
  'key:confirm-address': boolean;
  'desktop:status': DesktopStatus;
  'desktop:open-logs': OpenLogsResult;
  /** false when no downloaded update waits. */
  'desktop:restart-to-update': boolean;
}

export type RequestChannel = keyof typeof requestSchemas;
export type RequestOf<C extends RequestChannel> = z.input<(typeof requestSchemas)[C]>;
export type ParsedRequestOf<C extends RequestChannel> = z.output<(typeof requestSchemas)[C]>;
export type ResponseOf<C extends RequestChannel> = ResponseTypes[C];

export type NavigateTarget =
  | { view: 'live' }
  | { view: 'match'; sport: string; matchId: number }
  | { view: 'settings' }
  | { view: 'watchlist' };

/**
 * Saved data that could not be used: a damaged file set aside (the words name what was lost and
 * where the damaged copy lies) or state that could not be written. Carried as words, never as
 * English text: the window says it in its own language (shared/problems.ts).
 */
export const savedDataProblemSchema = z.object({
  /** 'state' for the engine's files, 'vault' for the stored key. */
  code: z.enum(['state', 'vault']),
  words: problemWordsSchema,
});
export type SavedDataProblem = z.infer<typeof savedDataProblemSchema>;

/** Push events from main to the renderer, held by main until 'app:ready'. */
export interface EventTypes {
  'live:changed': MatchChange[];
  'status:changed': AccountStatus;
  'alert:raised': Alert;
  'settings:changed': Settings;
  navigate: NavigateTarget;
  'desktop:changed': DesktopStatus;
  'data:problem': SavedDataProblem;
}
export type EventChannel = keyof EventTypes;

export const REQUEST_CHANNELS = Object.keys(requestSchemas) as RequestChannel[];
export const EVENT_CHANNELS: readonly EventChannel[] = [
  'live:changed',
  'status:changed',
  'alert:raised',
  'settings:changed',
  'navigate',
  'desktop:changed',
  'data:problem',
];

/**
 * Why a request failed, as a code the window words in its language (errors.*), never an English
 * sentence to show. It crosses the process boundary as data, in an InvokeResult (an invoke's
 * rejection would carry only a message); the English text stays in main's log.
 */
export const invokeFailureSchema = z.object({
  code: z.enum([
    'quota',
    'unauthorized',
    'suspended',
    'network',
    'server',
    'not-found',
    'bad-payload',
    'not-changed',
    'unknown',
  ]),
  /** With 'quota': epoch ms when the service takes requests again. */
  resetAt: epochMs.optional(),
  /** A refusal with words of its own (a ProblemError): said instead of the code's sentence. */
  words: problemWordsSchema.optional(),
});
export type InvokeFailure = z.infer<typeof invokeFailureSchema>;

/**
 * What every invoke answers once its handler ran: the channel's value, or why it failed. A request
 * refused before any handler ran (not from the window, a payload that does not fit) is rejected
 * with a sentence instead: it is a fault of the caller, not a failure to word.
 */
export type InvokeResult<T> = { ok: true; value: T } | { ok: false; failure: InvokeFailure };

export const IMAGE_PROTOCOL = 'scoretray-img';

/**
 * The API the preload exposes as window.scoretray, derived from the tables above: one function per
 * request channel, one subscription per event, and the image URL builder.
 */
export type ScoretrayApi = {
  invoke<C extends RequestChannel>(
    channel: C,
    ...request: RequestOf<C> extends undefined ? [] : [RequestOf<C>]
  ): Promise<InvokeResult<ResponseOf<C>>>;
  on<E extends EventChannel>(event: E, listener: (payload: EventTypes[E]) => void): () => void;
  imageUrl(kind: ImageKind, sport: string, id: ImageId): string;
  /**
   * The engine's clock, which match clocks run on: in the app the system clock the engine reads
   * too; in the UI harness (`npm run ui-harness`) the demo world's time, which may stand still or run
   * at the demo's speed.
   */
  now(): number;
};

export function imageProtocolUrl(kind: ImageKind, sport: string, id: ImageId): string {
  const part =
    typeof id === 'number' ? String(Math.trunc(id)) : encodeURIComponent(id.toUpperCase());
  return `${IMAGE_PROTOCOL}://${kind}/${encodeURIComponent(sport)}/${part}`;
}

/** Validates a request payload; throws a ZodError with a readable message when it does not fit. */
export function parseRequest<C extends RequestChannel>(
  channel: C,
  payload: unknown,
): ParsedRequestOf<C> {
  return requestSchemas[channel].parse(payload) as ParsedRequestOf<C>;
}

export function isRequestChannel(value: unknown): value is RequestChannel {
  return typeof value === 'string' && Object.hasOwn(requestSchemas, value);
}
