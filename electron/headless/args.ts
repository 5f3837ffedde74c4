// The headless mode's command line (DESIGN.md, "The headless contract"). Its flags are a public
// interface: every one is checked here, and anything malformed is a UsageError (exit 2) with a
// sentence that says what was wrong.

import { parseArgs } from 'node:util';
import { PAUSE_CHOICES, type PauseChoice } from '../../shared/alert-pause';
import { languageChoiceSchema, type LanguageChoice } from '../../shared/settings';
import { errorText } from '../../shared/error-text';
import { insecureAddressProblem } from '../../shared/service-address';
import { KeyFileError, readKeyFile } from './key-file';
import {
  parseBrowse,
  parseCompetition,
  parseOdds,
  type BrowseFlag,
  type OddsFlag,
} from './browse-lines';
import {
  parseDay,
  parseFollow,
  parseFollowTournament,
  parsePersonFlag,
  parseSport,
  parseSearch,
  parseTable,
  parseMatch,
  type MatchFlag,
  UsageError,
  type DayFlag,
  type FollowFlag,
  type TableFlag,
  type TournamentFlag,
} from './flag-values';

export interface HeadlessConfig {
  help: boolean;
  /** Run against the embedded demo service (also when no key is given). */
  demo: boolean;
  baseUrl: string | null;
  addressForm: 'path' | 'classic' | null;
  apiKey: string | null;
  follows: FollowFlag[];
  /** Every match of these tournaments or races is followed for this run (--follow-tournament). */
  followTournaments: TournamentFlag[];
  sports: string[];
  stateDir: string | null;
  pollIntervalMs: number | null;
  json: boolean;
  /** Demo clock factor. */
  speed: number;
  /** Demo world seed. */
  seed: number | null;
  /** Minutes before a followed match's start for a `reminder` (0: none); null: the settings'. */
  remindBeforeMinutes: number | null;
  /** `lineups` notifications for this run; null: the settings' choice (off by default). */
  lineupAlerts: boolean | null;
  /** Write followed teams' next fixtures to this .ics file after the first look, then end. */
  exportCalendar: string | null;
  /** Print the sport switcher's live counts once after the first look (--sport-counts). */
  sportCounts: boolean;
  /** Print these competitions' tables and brackets once after the first look (--table). */
  tables: TableFlag[];
  /** Search teams, players and competitions across sports once after the first look (--search). */
  searches: string[];
  /** The competition page's tabs, browse by country, a match's odds (--competition, --browse, --odds). */
  competitions: TableFlag[];
  browses: BrowseFlag[];
  odds: OddsFlag[];
  /** Print these matches' pages once after the first look (--match). */
  matches: MatchFlag[];
  /** Print these sports' day lists once after the first look (--day). */
  days: DayFlag[];
  /** Print these players' cards once after the first look (--player SPORT:ID; id in teamId). */
  players: FollowFlag[];
  /** Print these teams' pages once after the first look (--team SPORT:ID). */
  teams: FollowFlag[];
  /** Print each followed team's watchlist answers after the first look and when they change. */
  watchlist: boolean;
  /** Print the tray's glance (a `glance` line) after the first look and whenever it changes. */
  glance: boolean;
  /** The language of notification texts for this run; null: the settings' (default: the system's). */
  language: LanguageChoice | null;
  /** Pause alerts from the start, saved like the window's pause; null: leave the pause as it is. */
  pauseAlerts: PauseChoice | null;
  /** Lift a saved pause (--resume-alerts). */
  resumeAlerts: boolean;
  /** The terminal's languages as BCP 47 tags, from LC_ALL, LC_MESSAGES or LANG ("de_DE.UTF-8" → de-DE). */
  systemLanguages: string[];
}

export const DEFAULT_DEMO_SPEED = 30;
const MIN_POLL_INTERVAL_MS = 10;

export const USAGE = `Usage: npm run --silent headless -- [options]

Live scores of the teams you follow, in a terminal, without the app.

  --demo                      run against the embedded demo service (the default without a key)
  --base-url URL              the service root; with --address-form path it is {api_host}
  --address-form path|classic which address form --base-url is (default: path)
  --api-key KEY               the API key (shows in the process list: prefer
                              SCORETRAY_API_KEY or --api-key-file)
  --api-key-file PATH         read the API key from this file (its first line)
  --follow SPORT:TEAM_ID      follow a team for this run; repeatable
  --follow-tournament SPORT:TOURNAMENT_ID
                              follow every match of a tournament or race for this run
                              (cycling is followed this way); repeatable
  --sport SLUG                also watch this sport's live list; repeatable
  --remind-before MINUTES     a reminder that long before a followed match starts
                              (default: the settings', 15; 0 turns reminders off)
  --lineup-alerts             tell when a followed match's line-ups are out (off by default)
  --export-calendar FILE      write the followed teams' next fixtures to FILE (.ics), then end
  --sport-counts              after the first look, print the live matches per sport (a \`counts\`
                              line: what the window's sport switcher shows)
  --table SPORT:TOURNAMENT_ID[:SEASON_ID]
                              after the first look, print the competition's table (followed
                              teams marked) and knockout bracket (a \`table\` line); the season
                              defaults to the current one; repeatable
  --search QUERY              after the first look, search teams, players and competitions
                              across sports (a \`search\` line: each result's type, sport, id
                              and name); repeatable
  --competition SPORT:TOURNAMENT_ID[:SEASON_ID]
                              after the first look, print the competition page's tabs (a
                              \`competition\` line: rounds, the current round's fixtures, top
                              scorers, statistics, champions); repeatable
  --browse SPORT[:CATEGORY_ID] after the first look, print the sport's countries, or a country's
                              competitions (a \`browse\` line); repeatable
  --odds SPORT:MATCH_ID       after the first look, print the match's 1X2 prices and win
                              probability from the sportsbook (an \`odds\` line); repeatable
  --match SPORT:MATCH_ID      after the first look, print the match page: score, incidents,
                              line-ups, statistics, momentum, pre-match forecast, highlights
                              and team news (a \`match\` line); repeatable
  --day SPORT[:DATE]          after the first look, print the sport's matches of a local day
                              (a \`day\` line, as the window's day list): DATE is YYYY-MM-DD,
                              yesterday, today (the default) or tomorrow; repeatable
  --player SPORT:ID           after the first look, print the player's card (a \`player\` line:
                              profile, season summary, recent matches with ratings); repeatable
  --team SPORT:ID             after the first look, print the team's page (a \`team\` line:
                              manager, venue, squad, next and last match, form, news); repeatable
  --watchlist                 print each followed team's next match, last result, form and
                              table place (a \`watchlist\` line per team) after the first look
                              and again when they change
  --glance                    print the tray's glance (a \`glance\` line: the followed live
                              match the tray shows, why, its text, the others) after the first
                              look and whenever it changes
  --language en|de|system     the language of notification texts (default: the settings', which
                              follow the system: LC_ALL, LC_MESSAGES or LANG)
  --pause-alerts 1h|tomorrow|resumed
                              pause alerts for an hour, until the next 07:00 or until resumed;
                              saved in the state directory, as the window's pause is
  --resume-alerts             alerts again from now on (lifts a saved pause)
  --state-dir DIR             where settings, last known state and caches live
                              (default: the OS config dir, e.g. ~/.config/scoretray)
  --poll-interval-ms N        the shortest polling interval in milliseconds
  --json                      one JSON object per line (NDJSON) instead of text
  --speed X                   demo only: clock factor (default ${DEFAULT_DEMO_SPEED}; 60 plays a match in ~2 min)
  --seed N                    demo only: the world's seed, for a repeatable demo
  --help                      this text`;

export function parseHeadlessArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  readKey: (path: string) => string = readKeyFile,
): HeadlessConfig {
  const values = readFlags(argv);
  const envKey = env.SCORETRAY_API_KEY?.trim() || null;
  if (values['api-key'] !== undefined && values['api-key-file'] !== undefined) {
    throw new UsageError('--api-key and --api-key-file cannot be used together: pick one');
  }
  const apiKey = values['api-key'] ?? keyFromFile(values['api-key-file'], readKey) ?? envKey;
  const baseUrl = values['base-url'] ?? null;
  const demoFlag = values.demo === true;
  if (demoFlag && baseUrl !== null) {
    throw new UsageError(
      '--demo and --base-url cannot be used together: the demo is its own service',
    );
  }
  if (apiKey !== null && !/^[\x21-\x7e]{1,256}$/.test(apiKey)) {
    throw new UsageError('the API key must be 1 to 256 printable characters without spaces');
  }
  const demo = demoFlag || (apiKey === null && baseUrl === null);
  if (!demo && apiKey === null) {
    throw new UsageError('--base-url needs a key: pass --api-key KEY or set SCORETRAY_API_KEY');
  }
  const addressForm = values['address-form'] ?? null;
  if (addressForm !== null && addressForm !== 'path' && addressForm !== 'classic') {
    throw new UsageError(`--address-form is path or classic, not "${addressForm}"`);
  }
  if (baseUrl !== null) checkBaseUrl(baseUrl, addressForm ?? 'path');
  const pauseAlerts =
    values['pause-alerts'] === undefined ? null : parsePause(values['pause-alerts']);
  const resumeAlerts = values['resume-alerts'] === true;
  if (pauseAlerts !== null && resumeAlerts) {
    throw new UsageError('--pause-alerts and --resume-alerts cannot be used together');
  }
  return {
    help: values.help === true,
    demo,
    baseUrl,
    addressForm,
    apiKey: demo ? null : apiKey,
    follows: (values.follow ?? []).map(parseFollow),
    followTournaments: (values['follow-tournament'] ?? []).map(parseFollowTournament),
    sports: [...new Set((values.sport ?? []).map(parseSport))],
    stateDir: values['state-dir'] ?? null,
    pollIntervalMs:
      values['poll-interval-ms'] === undefined
        ? null
        : parsePollInterval(values['poll-interval-ms']),
    json: values.json === true,
    speed: values.speed === undefined ? DEFAULT_DEMO_SPEED : parseSpeed(values.speed),
    seed: values.seed === undefined ? null : parseSeed(values.seed),
    remindBeforeMinutes:
      values['remind-before'] === undefined ? null : parseRemindBefore(values['remind-before']),
    lineupAlerts: values['lineup-alerts'] === true ? true : null,
    exportCalendar: parseExportFile(values['export-calendar']),
    sportCounts: values['sport-counts'] === true,
    tables: (values.table ?? []).map(parseTable),
    searches: (values.search ?? []).map(parseSearch),
    competitions: (values.competition ?? []).map(parseCompetition),
    browses: (values.browse ?? []).map(parseBrowse),
    odds: (values.odds ?? []).map(parseOdds),
    matches: (values.match ?? []).map(parseMatch),
    days: (values.day ?? []).map(parseDay),
    players: (values.player ?? []).map((text) => parsePersonFlag('--player', text)),
    teams: (values.team ?? []).map((text) => parsePersonFlag('--team', text)),
    watchlist: values.watchlist === true,
    glance: values.glance === true,
    language: values.language === undefined ? null : parseLanguage(values.language),
    pauseAlerts,
    resumeAlerts,
    systemLanguages: terminalLanguages(env),
  };
}

function readFlags(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        demo: { type: 'boolean' },
        'base-url': { type: 'string' },
        'address-form': { type: 'string' },
        'api-key': { type: 'string' },
        'api-key-file': { type: 'string' },
        follow: { type: 'string', multiple: true },
        'follow-tournament': { type: 'string', multiple: true },
        sport: { type: 'string', multiple: true },
        'state-dir': { type: 'string' },
        'poll-interval-ms': { type: 'string' },
        json: { type: 'boolean' },
        speed: { type: 'string' },
        seed: { type: 'string' },
        'remind-before': { type: 'string' },
        'lineup-alerts': { type: 'boolean' },
        'export-calendar': { type: 'string' },
        'sport-counts': { type: 'boolean' },
        table: { type: 'string', multiple: true },
        search: { type: 'string', multiple: true },
        competition: { type: 'string', multiple: true },
        browse: { type: 'string', multiple: true },
        odds: { type: 'string', multiple: true },
        match: { type: 'string', multiple: true },
        day: { type: 'string', multiple: true },
        player: { type: 'string', multiple: true },
        team: { type: 'string', multiple: true },
        watchlist: { type: 'boolean' },
        glance: { type: 'boolean' },
        language: { type: 'string' },
        'pause-alerts': { type: 'string' },
        'resume-alerts': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    throw new UsageError(errorText(error));
  }
}

function keyFromFile(path: string | undefined, readKey: (path: string) => string): string | null {
  if (path === undefined) return null;
  try {
    return readKey(path);
  } catch (error) {
    throw new UsageError(error instanceof KeyFileError ? error.message : errorText(error));
  }
}

function parsePollInterval(text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < MIN_POLL_INTERVAL_MS) {
    throw new UsageError(
      `--poll-interval-ms takes whole milliseconds of at least ${MIN_POLL_INTERVAL_MS}, not "${text}"`,
    );
  }
  return value;
}

function parseSpeed(text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || value > 10_000) {
    throw new UsageError(`--speed takes a clock factor above 0 and up to 10000, not "${text}"`);
  }
  return value;
}

function parseRemindBefore(text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value > 1440) {
    throw new UsageError(
      `--remind-before takes whole minutes from 0 to 1440 (0: no reminders), not "${text}"`,
    );
  }
  return value;
}

/** The POSIX locale that decides messages, as a tag Intl accepts; none for C and POSIX. */
function terminalLanguages(env: Readonly<Record<string, string | undefined>>): string[] {
  const posix = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value && value.trim());
  const tag = posix?.trim().split(/[.@]/)[0]?.replace(/_/g, '-') ?? '';
  if (tag === '' || tag === 'C' || tag === 'POSIX') return [];
  try {
    return [Intl.getCanonicalLocales(tag)[0] ?? tag];
  } catch {
    return [];
  }
}

function parseLanguage(text: string): LanguageChoice {
  const parsed = languageChoiceSchema.safeParse(text.trim().toLowerCase());
  if (!parsed.success) {
    throw new UsageError(
      `--language is one of ${languageChoiceSchema.options.join(', ')}, not "${text}"`,
    );
  }
  return parsed.data;
}

function parsePause(text: string): PauseChoice {
  const choice = PAUSE_CHOICES.find((each) => each === text.trim().toLowerCase());
  if (!choice) {
    throw new UsageError(`--pause-alerts is one of ${PAUSE_CHOICES.join(', ')}, not "${text}"`);
  }
  return choice;
}

function parseSeed(text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value)) {
    throw new UsageError(`--seed takes a whole number, not "${text}"`);
  }
  return value;
}

function checkBaseUrl(text: string, form: 'path' | 'classic'): void {
  if (text.length > 500) throw new UsageError('--base-url is too long');
  if (form === 'path' && !/^https?:\/\//i.test(text)) {
    throw new UsageError(
      `with the path form, --base-url is a full address such as http://127.0.0.1:4010, not "${text}"`,
    );
  }
  // The classic form may be a bare domain; the path form is a full http(s) address.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new UsageError(`--base-url "${text}" is not a valid address`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new UsageError(`--base-url must be http or https, not ${url.protocol}`);
    }
    const insecure = insecureAddressProblem({ addressForm: form, baseUrl: text });
    if (insecure) throw new UsageError(`--base-url ${text}: ${insecure}`);
  } else if (!/^[a-z0-9.-]+(:\d+)?$/i.test(text)) {
    throw new UsageError(`--base-url "${text}" is neither an address nor a domain`);
  }
}

function parseExportFile(text: string | undefined): string | null {
  if (text === undefined) return null;
  // A flag in the path's place (`--export-calendar --json`) is refused by parseArgs' strict mode.
  if (text.trim() === '')
    throw new UsageError('--export-calendar takes the path of the .ics file to write');
  return text;
}
