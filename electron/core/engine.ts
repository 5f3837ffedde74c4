// The engine: the service client, the live engine, the alert center, the match memory, the settings
// and the image cache wired together behind the Engine interface. It takes everything from outside
// through its ports, so the app, the headless mode, the UI harness and the tests run the same code.

import {
  matchKey,
  type AccountStatus,
  type Alert,
  type ImageKind,
  type Match,
  type MatchChange,
  type ServiceSport,
  type SportCounts,
  type SportSlug,
} from '../../shared/domain';
import {
  sameCompetition,
  sameTeam,
  type FollowedCompetition,
  type FollowedTeam,
  type Settings,
  type SettingsPatch,
} from '../../shared/settings';
import { wordsFor } from '../../shared/i18n';
import type { KeyTestResult, WatchlistEntry } from '../../shared/watchlist';
import { createAlertCenter } from './alerts/alert-center';
import { AlertOutlet } from './alerts/alert-enricher';
import { FanAlerts, type FanAlertsTiming } from './alerts/fan-alerts';
import { createFanDataClient, type FanDataClient } from './api/fan-data-client';
import { FansDay } from './fansday/fans-day';
import type {
  CompetitionRef,
  CompetitionTables,
  DaySchedule,
  Standings,
  TeamOverview,
} from '../../shared/fansday';
import type { BuiltCalendar } from './fansday/calendar';
import type { AlertCenter } from './alerts/alert-center-api';
import { FirstAnswer, testServiceKey } from './api/key-test';
import { createServiceClient, type ServiceClientOptions } from './api/service-client';
import type { ServiceClient } from './api/service-client-api';
import { fetchMatchDetail } from './engine-detail';
import { EngineEmitter } from './engine-events';
import { ServiceSportsCache } from './engine-sports';
import { SportCountsCache } from './engine-counts';
import { buildWatchlist } from './engine-watchlist';
import {
  engineProblem,
  type Engine,
  type EngineEventName,
  type EngineEvents,
  type EngineProblem,
} from './engine-api';
import { createImageCache, type ImageCache } from './images/image-cache';
import { followIndexOf, type FollowIndex } from './live/follow-index';
import { isSettled } from './live/live-board';
import { LiveEngine, type LiveEngineOptions } from './live/live-engine';
import type { ChangeMeta } from './live/snapshot-pipeline';
import { AccessKeeper, type ServiceAccess } from './engine-access';
import { systemClock, type Clock, type EnginePorts, type ServiceEndpoint } from './ports';
import { StoredMatchMemory } from './state/match-memory';
import { KeyBinding } from './state/key-binding';
import { SettingsStore } from './state/settings-store';
import { errorText } from '../../shared/error-text';
import { problem, problemLogLine, type Problem } from '../../shared/problems';

export interface EngineOptions {
  live?: Partial<LiveEngineOptions>;
  /** Real time for socket heartbeats and reconnect backoff (ports.clock may be simulated). */
  transportClock?: Clock;
  /** Followed for this run only (the headless mode's --follow); never written to the settings. */
  sessionFollows?: FollowedTeam[];
  /** Competitions followed for this run only (--follow-tournament); never written to the settings. */
  sessionCompetitions?: FollowedCompetition[];
  /** The service address for this run only (the headless --base-url); never written to the settings. */
  service?: ServiceEndpoint;
  /** Client settings beyond endpoint, key and clock (retry, timeouts, classic scheme). */
  client?: Partial<Omit<ServiceClientOptions, 'endpoint' | 'apiKey' | 'clock'>>;
  /** How many days ahead the watchlist looks for a next match. */
  watchlistDays?: number;
  /** Bytes the image cache may hold on disk. */
  imageCacheBytes?: number;
  /** Fetch followed teams' crests ahead, for notifications (default true). */
  prefetchCrests?: boolean;
  /** Alert settings for this run only (the headless --remind-before, --language); never saved. */
  alertOverrides?: Partial<Pick<Settings, 'remindBeforeMinutes' | 'lineupAlerts' | 'language'>>;
  /** How often reminders and line-ups are looked at (tests shorten it). */
  fanAlerts?: Partial<FanAlertsTiming>;
}

/** The engine plus what benchmarks and tests need to wait on. */
export interface EngineHandle extends Engine {
  /** A competition's table; null when it has none the service can give. */
  standings(ref: CompetitionRef): Promise<Standings | null>;
  /** Resolves when no request of the live engine is under way. */
  whenIdle(): Promise<void>;
}

const WATCHLIST_FRESH_MS = 6 * 3_600_000;
/** A match's changes this close together are told once, where they settled (a flapping score). */
const COALESCE_QUIET_MS = 3_000;
const REPEAT_PROBLEM_AFTER_MS = 30 * 60_000;
/** How long a saved key's verdict waits for the engine's own first answer before it probes. */
const FIRST_ANSWER_WAIT_MS = 2_000;

export function createEngine(ports: EnginePorts, options: EngineOptions = {}): EngineHandle {
  return new ComposedEngine(ports, options);
}

class ComposedEngine implements EngineHandle {
  private readonly emitter: EngineEmitter;
  private readonly settingsStore: SettingsStore;
  private readonly memory: StoredMatchMemory;
  /** Made anew for every run: a stopped alert center keeps no timers and no listeners. */
  private alerts: AlertCenter | null;
  private readonly startupProblems: EngineProblem[] = [];
  private readonly access: AccessKeeper;
  private client: ServiceClient | null = null;
  /** The verdict on the current client's key, from its first answer. */
  private firstAnswer: FirstAnswer | null = null;
  private fan: FanDataClient | null = null;
  /** Alerts go out through here, in order, a goal with its scorer and full time with its star. */
  private readonly outlet: AlertOutlet;
  private fanAlerts: FanAlerts | null = null;
  /** Made anew when the service changes: its caches hold the old service's teams and fixtures. */
  private fansDay: FansDay;
  /** The service the caches hold data of (serviceIdentity), once connected. */
  private cachedService: string | null = null;
  /** The service's sports list, read at most once a day per client. */
  private readonly sportsList: ServiceSportsCache;
  /** The sport switcher's counts, one request a minute at most per client. */
  private readonly countsCache: SportCountsCache;
  /** Outlives key changes: it asks whichever client is current. */
  private images: ImageCache | null = null;
  private live: LiveEngine | null = null;
  private followIndex: { settings: Settings; index: FollowIndex } | null = null;
  /** Aborted by stop(): every request of this run ends at once, and a start under way gives up. */
  private run: AbortController | null = null;
  /**
   * Aborted when the engine leaves a service for another: what is still asked of the old one is
   * given up, so a request it holds open never holds up the new one (and its answer is not wanted).
   */
  private serviceRequests = new AbortController();
  private viewedSports: SportSlug[] = [];
  private readonly toldAt = new Map<string, number>();
  /** Followed matches already announced with a 'score' event in this run. */
  private readonly announced = new Set<string>();
  private started = false;
  /** Alerts are shown only after 'ready' (the headless contract's first line); until then they wait. */
  private readyTold = false;
  private readonly beforeReady: Alert[] = [];

  constructor(
    private readonly ports: EnginePorts,
    private readonly options: EngineOptions,
  ) {
    const log = ports.log ?? (() => undefined);
    this.emitter = new EngineEmitter((error) =>
      log('error', `An engine listener failed: ${String(error)}`),
    );
    const onProblem = (reported: Problem): void => this.problem('state', reported);
    this.settingsStore = new SettingsStore(ports.store, { onProblem });
    this.fansDay = this.makeFansDay();
    this.outlet = new AlertOutlet(
      {
        client: () => this.client,
        fan: () => this.fan,
        clock: options.transportClock ?? systemClock,
        words: () => wordsFor(this.effectiveSettings().language, ports.systemLanguages?.() ?? []).t,
      },
      (alert) => this.deliverAlert(alert),
    );
    this.access = new AccessKeeper({
      keys: ports.keys,
      demo: ports.demo,
      confirmer: ports.confirmAddress,
      binding: new KeyBinding(ports.store, onProblem),
      address: () => options.service ?? this.settingsStore.get().service,
      addressNamedForRun: options.service !== undefined,
      problem: (code, reported) => this.problem(code, reported),
    });
    this.memory = new StoredMatchMemory(ports.store, ports.clock, {
      onProblem,
      heldBack: (sport, matchId) => this.alerts?.heldBack(sport, matchId),
    });
    this.sportsList = new ServiceSportsCache(ports.clock);
    this.countsCache = new SportCountsCache(ports.clock, (message) => log('info', message));
    this.alerts = this.makeAlertCenter();
    let service = this.settingsStore.get().service;
    this.settingsStore.onChange((settings) => {
      this.followIndex = null;
      this.live?.settingsChanged();
      this.fanAlerts?.poke();
      this.emitter.emit('settings', settings);
      if (!sameEndpoint(settings.service, service)) {
        service = settings.service;
        this.addressChanged();
      }
    });
  }

  /**
   * Starts watching. When it throws (no access to the service yet, a bad address), stop() makes the
   * next start() a fresh one, as after any stop.
   */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const run = new AbortController();
    this.run = run;
    for (const told of this.startupProblems.splice(0)) this.emitter.emit('problem', told);
    this.alerts ??= this.makeAlertCenter();
    this.announced.clear();
    await this.connect(run.signal);
    // Stopped while starting: the stop has done the clean-up, and nothing is ready.
    if (run.signal.aborted) return;
    // What a crash kept from being shown goes first, before anything the first look finds.
    this.alerts?.resendUndelivered();
    const live = this.requireLive();
    await live.start();
    if (run.signal.aborted) return;
    // The alerts that waited for ready are noted as shown first: they follow ready in the same
    // turn, and a face that writes ready and them at once (the headless mode) shows them together.
    for (const alert of this.beforeReady) this.alerts?.delivered(alert.id);
    this.emitter.emit('ready', { sports: live.sports(), transports: live.transports() });
    this.readyTold = true;
    for (const alert of this.beforeReady.splice(0)) this.deliverAlert(alert);
    this.startFanAlerts();
    if (this.options.prefetchCrests !== false) {
      this.prefetchCrests(this.effectiveSettings().follows);
    }
  }

  /** Never waits on the network: what is in flight is aborted, and the state is written. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    // Alerts still waiting for ready stay undelivered in the ledger: the next start shows them.
    this.readyTold = false;
    this.beforeReady.length = 0;
    this.run?.abort(new Error('The engine stopped'));
    this.run = null;
    const live = this.live;
    this.live = null;
    this.fanAlerts?.stop();
    this.fanAlerts = null;
    await live?.stop();
    this.alerts?.dispose();
    this.alerts = null;
    this.memory.flush();
    this.images?.flush();
  }

  resync(_reason: string): void {
    this.live?.resync();
  }

  on<E extends EngineEventName>(
    event: E,
    listener: (payload: EngineEvents[E]) => void,
  ): () => void {
    return this.emitter.on(event, listener);
  }

  getSettings(): Settings {
    return this.settingsStore.get();
  }

  updateSettings(patch: SettingsPatch): Settings {
    return this.settingsStore.update(patch);
  }

  follow(team: FollowedTeam): Settings {
    const settings = this.settingsStore.follow(team);
    if (this.started && this.options.prefetchCrests !== false) this.prefetchCrests([team]);
    return settings;
  }

  unfollow(sport: SportSlug, teamId: number): Settings {
    return this.settingsStore.unfollow(sport, teamId);
  }

  followCompetition(competition: FollowedCompetition): Settings {
    return this.settingsStore.followCompetition(competition);
  }

  unfollowCompetition(sport: SportSlug, tournamentId: number): Settings {
    return this.settingsStore.unfollowCompetition(sport, tournamentId);
  }

  sportCounts(): Promise<SportCounts> {
    return this.countsCache.counts(this.client, () => this.liveMatches());
  }

  serviceSports(): Promise<ServiceSport[]> {
    return this.sportsList.sports(this.client);
  }

  pauseAlerts(untilMs: number | null): Settings {
    return this.settingsStore.pauseAlerts(untilMs);
  }

  liveMatches(): Match[] {
    const follows = this.follows();
    const live = (this.live?.shownMatches() ?? []).filter((match) => !isSettled(match));
    return [
      ...live.filter((match) => follows.isFollowedMatch(match)),
      ...live.filter((match) => !follows.isFollowedMatch(match)),
    ];
  }

  followedLiveMatches(): Match[] {
    const follows = this.follows();
    return this.liveMatches().filter((match) => follows.isFollowedMatch(match));
  }

  isFollowedMatch(match: Match): boolean {
    return this.follows().isFollowedMatch(match);
  }

  status(): AccountStatus {
    return this.withKeyHeldBack(this.statusOfLive());
  }

  /** Every status told carries whether a stored key is being held back (it may not match the address). */
  private withKeyHeldBack(status: AccountStatus): AccountStatus {
    return { ...status, keyHeldBack: this.access.current()?.heldBack ?? null };
  }

  private statusOfLive(): AccountStatus {
    if (this.live) return this.live.status();
    return {
      state: 'reconnecting' as const,
      detail: 'Starting',
      resetAt: null,
      quota: { limit: null, remaining: null, resetAt: null, usedToday: 0 },
      lastUpdatedAt: null,
      transports: {},
      demo: this.access.current()?.demo ?? false,
    };
  }

  async watchlist(): Promise<WatchlistEntry[]> {
    const live = this.requireLive();
    return buildWatchlist({
      client: this.requireClient(),
      schedule: live.fixtureBook(),
      now: this.ports.clock.now(),
      shown: live.shownMatches(),
      follows: this.effectiveSettings().follows,
      daysAhead: this.options.watchlistDays ?? 4,
      freshForMs: WATCHLIST_FRESH_MS,
    });
  }

  matchDetail(sport: SportSlug, matchId: number) {
    return fetchMatchDetail(this.requireClient(), this.requireFan(), sport, matchId);
  }

  search(sport: SportSlug, query: string) {
    return this.requireClient().search(sport, query);
  }

  setViewedSports(sports: SportSlug[]): void {
    this.viewedSports = [...sports];
    this.live?.setViewedSports(this.viewedSports);
  }

  async testKey(key: string): Promise<KeyTestResult> {
    const endpoint = this.access.testTarget(key);
    return testServiceKey(
      this.clientOptions({ endpoint, apiKey: key, demo: false, heldBack: null }),
      key,
    );
  }

  /**
   * A new service address takes effect at once (the run's own address, when given, stays). The
   * person just chose it in the window, so a stored key not yet confirmed for it is asked about now.
   */
  private addressChanged(): void {
    if (this.options.service) return;
    void this.access
      .confirmAddress()
      .catch((error: unknown) => {
        this.problem('access', problem('addressNotConfirmed', {}, errorText(error)));
      })
      .then(() => this.switchAccess());
  }

  async confirmServiceAddress(): Promise<boolean> {
    const confirmed = await this.access.confirmAddress();
    if (confirmed) await this.switchAccess();
    return confirmed;
  }

  async keyChanged(): Promise<KeyTestResult | null> {
    this.access.keySaved();
    await this.switchAccess();
    const key = this.ports.keys.current();
    const access = this.access.current();
    if (!key || access?.heldBack) return null;
    if (!this.live || !access || access.demo) return this.testKey(key);
    // The engine asks the new service at once anyway: its first answer is the key's verdict, so a
    // save costs no probe of its own. Only when nothing was asked (no sport due) is one made.
    const heard = await this.firstAnswer?.within(
      this.options.transportClock ?? systemClock,
      FIRST_ANSWER_WAIT_MS,
    );
    return heard ?? testServiceKey(this.clientOptions(access), key);
  }

  private switchAccess(): Promise<void> {
    return this.reconnect().catch((error: unknown) =>
      this.problem('access', problem('keySwitchFailed', {}, errorText(error))),
    );
  }

  async imagePath(kind: ImageKind, sport: SportSlug, id: number): Promise<string | null> {
    if (!this.images) return null;
    return this.images.getPath(kind, sport, id);
  }

  whenIdle(): Promise<void> {
    return this.live?.whenIdle() ?? Promise.resolve();
  }

  private async connect(signal: AbortSignal | undefined = this.run?.signal): Promise<void> {
    const access = await this.access.resolve();
    if (signal?.aborted) return;
    // Another service's ids name other teams and fixtures: nothing cached from the old one stays.
    const service = serviceIdentity(access);
    const serviceChanged = this.cachedService !== null && this.cachedService !== service;
    if (serviceChanged) {
      this.serviceRequests.abort(new Error('The service address changed'));
      this.serviceRequests = new AbortController();
    }
    // The follows may differ with the service (suggested follows); work them out again.
    this.followIndex = null;
    const firstAnswer = new FirstAnswer();
    this.firstAnswer = firstAnswer;
    this.client = createServiceClient({
      ...this.clientOptions(access),
      onAnswer: (error) => firstAnswer.heard(error),
    });
    this.images ??= createImageCache({
      dir: this.ports.files.imageCacheDir,
      source: { image: (kind, sport, id) => this.requireClient().image(kind, sport, id) },
      clock: this.ports.clock,
      maxBytes: this.options.imageCacheBytes,
      log: this.ports.log,
      onIndexRepaired: (reported) => this.problem('state', reported),
    });
    this.images.useService(service);
    if (serviceChanged) this.fansDay = this.makeFansDay();
    this.cachedService = service;
    this.fan = createFanDataClient(this.client, () => this.ports.clock.now());
    if (this.live) return;
    this.live = new LiveEngine(
      {
        client: () => this.requireClient(),
        clock: this.ports.clock,
        transportClock: this.options.transportClock ?? systemClock,
        settings: () => this.effectiveSettings(),
        follows: () => this.follows(),
        memory: this.memory,
        // The first run ever only when nothing at all is on disk: a ledger of earlier alerts means
        // this start follows others, even if the last known scores never reached the disk.
        firstRunEver: () => this.memory.isEmpty() && this.alerts?.hasHistory() !== true,
        demo: () => this.access.current()?.demo ?? false,
        onChanges: (changes, meta) => this.onChanges(changes, meta),
        onStatus: (status) => this.emitter.emit('status', this.withKeyHeldBack(status)),
        onProblem: (problem) => this.emitter.emit('problem', problem),
      },
      this.options.live,
    );
    this.live.setViewedSports(this.viewedSports);
  }

  private makeFansDay(): FansDay {
    return new FansDay({
      clock: this.ports.clock,
      client: () => this.requireClient(),
      fan: () => this.requireFan(),
      known: () => this.knownMatches(),
      shown: () => this.live?.shownMatches() ?? [],
      follows: () => this.effectiveSettings().follows,
    });
  }

  private async reconnect(): Promise<void> {
    if (!this.live) return;
    const before = this.cachedService;
    await this.connect();
    this.live.accessChanged(this.cachedService !== before);
  }

  private clientOptions(access: ServiceAccess): ServiceClientOptions {
    return {
      ...this.options.client,
      endpoint: access.endpoint,
      apiKey: access.apiKey,
      clock: this.ports.clock,
      dispatcher: this.options.client?.dispatcher ?? this.ports.dispatcher,
      signal: this.run
        ? AbortSignal.any([this.run.signal, this.serviceRequests.signal])
        : this.serviceRequests.signal,
      log: this.ports.log,
      onRetry: (error) => this.live?.attemptFailed(error),
      onItemProblems: (what, problems) => {
        const ids = problems.map((item) => item.id ?? `#${item.index}`).join(', ');
        const first = problems[0]?.message ?? '';
        this.repeatedProblem(
          'unreadable-items',
          problem('unreadableEvents', { count: problems.length }, `${what} (${ids}): ${first}`),
        );
      },
    };
  }

  private onChanges(changes: MatchChange[], meta: ChangeMeta): void {
    if (changes.length > 0) this.emitter.emit('changes', changes);
    this.announceScores(changes, meta.matches);
    if (changes.length === 0) return;
    try {
      this.alerts?.consume(changes, meta.origin, meta.baseline);
    } catch (error) {
      this.problem('alerts', problem('alertsFailed', {}, String(error)));
    }
  }

  private prefetchCrests(teams: readonly FollowedTeam[]): void {
    this.images?.prefetch(
      teams.map((team) => ({ kind: 'team' as const, sport: team.sport, id: team.teamId })),
    );
  }

  private makeAlertCenter(): AlertCenter {
    const alerts = createAlertCenter({
      clock: this.ports.clock,
      store: this.ports.store,
      notifier: this.outlet,
      settings: () => this.effectiveSettings(),
      crestPath: (sport, teamId) => this.images?.cachedPath('team', sport, teamId) ?? null,
      onStateProblem: (reported) => this.problem('state', reported),
      coalesce: { quietMs: COALESCE_QUIET_MS },
      log: this.ports.log,
      systemLanguages: this.ports.systemLanguages,
    });
    return alerts;
  }

  teamOverviews(): Promise<TeamOverview[]> {
    return this.fansDay.overviews();
  }

  standings(ref: CompetitionRef): Promise<Standings | null> {
    return this.fansDay.fixtures.standings(ref);
  }

  competitionTables(ref: CompetitionRef): Promise<CompetitionTables> {
    return this.fansDay.tables(ref);
  }

  daySchedule(sport: SportSlug, from: number, to: number): Promise<DaySchedule> {
    return this.fansDay.day(sport, from, to);
  }

  calendar(timeZone: string): Promise<BuiltCalendar> {
    return this.fansDay.calendar(timeZone);
  }

  /** What the engine knows without asking: fixture lists of followed sports and what is shown. */
  private knownMatches(): Match[] {
    const live = this.live;
    if (!live) return [];
    const book = live.fixtureBook();
    const sports = new Set(this.effectiveSettings().follows.map((team) => team.sport));
    return [...[...sports].flatMap((sport) => book.matchesOf(sport)), ...live.shownMatches()];
  }

  /** The last step of every alert: the native notification (or terminal line), then listeners. */
  private deliverAlert(alert: Alert): void {
    // Stopped while it waited for its scorer: it stays undelivered in the ledger, and the next
    // start shows it (kept here too, it would be shown twice by a start of this same engine).
    if (!this.started) return;
    if (!this.readyTold) {
      this.beforeReady.push(alert);
      return;
    }
    // Noted as shown first, in the same turn and with nothing asynchronous between the note and
    // the showing: a crash cannot show it twice, and only a kill in those few calls loses it.
    this.alerts?.delivered(alert.id);
    try {
      this.ports.notifier.notify(alert);
    } catch (error) {
      this.ports.log?.('error', `The notification could not be shown: ${String(error)}`);
    }
    this.emitter.emit('alert', alert);
  }

  /** Reminders and line-ups, from what the fixture lists know of followed teams' next matches. */
  private startFanAlerts(): void {
    this.fanAlerts?.stop();
    this.fanAlerts = new FanAlerts({
      clock: this.ports.clock,
      settings: () => this.effectiveSettings(),
      upcoming: () => {
        const follows = this.follows();
        const teams = this.effectiveSettings().follows;
        return [...this.knownMatches(), ...this.fansDay.fixtures.upcoming(teams)].filter((match) =>
          follows.isFollowedMatch(match),
        );
      },
      lineups: (sport, matchId) => this.requireClient().lineups(sport, matchId),
      announce: (items) => this.alerts?.announce(items),
      timing: this.options.fanAlerts,
      systemLanguages: this.ports.systemLanguages,
    });
    this.fanAlerts.start();
  }

  /**
   * 'score' for a followed match first seen by this run (also when the memory knew it already) or
   * changed in score or status; a goal that also ends a period is two changes but one event.
   */
  private announceScores(changes: MatchChange[], shown: readonly Match[]): void {
    const follows = this.follows();
    const due = new Map<string, Match>();
    for (const change of changes) {
      if (change.kind === 'removed') this.announced.delete(matchKey(change.sport, change.matchId));
      else if (change.kind !== 'period' && follows.isFollowedMatch(change.match)) {
        due.set(matchKey(change.match.sport, change.match.id), change.match);
      }
    }
    for (const match of shown) {
      const key = matchKey(match.sport, match.id);
      if (!this.announced.has(key) && follows.isFollowedMatch(match)) due.set(key, match);
    }
    for (const [key, match] of due) {
      this.announced.add(key);
      this.emitter.emit('score', match);
    }
  }

  /**
   * The stored settings plus the teams followed for this run only: the session's, and the service's
   * suggestions while the user follows nobody.
   */
  private effectiveSettings(): Settings {
    const overrides = this.options.alertOverrides;
    const stored = overrides
      ? { ...this.settingsStore.get(), ...overrides }
      : this.settingsStore.get();
    const followsNothing =
      stored.follows.length === 0 &&
      stored.competitions.length === 0 &&
      (this.options.sessionFollows ?? []).length === 0 &&
      (this.options.sessionCompetitions ?? []).length === 0;
    const suggested = followsNothing ? (this.access.current()?.suggestedFollows ?? []) : [];
    const extra = [...(this.options.sessionFollows ?? []), ...suggested].filter(
      (team) => !stored.follows.some((held) => sameTeam(held, team)),
    );
    const extraCompetitions = (this.options.sessionCompetitions ?? []).filter(
      (competition) => !stored.competitions.some((held) => sameCompetition(held, competition)),
    );
    if (extra.length === 0 && extraCompetitions.length === 0) return stored;
    return {
      ...stored,
      follows: [...stored.follows, ...extra],
      competitions: [...stored.competitions, ...extraCompetitions],
    };
  }

  private follows(): FollowIndex {
    const settings = this.settingsStore.get();
    if (this.followIndex?.settings !== settings) {
      this.followIndex = {
        settings,
        index: followIndexOf(this.effectiveSettings()),
      };
    }
    return this.followIndex.index;
  }

  /** A problem that would come back on every poll is told again only after a quiet spell. */
  private repeatedProblem(code: string, reported: Problem): void {
    const now = this.ports.clock.now();
    const line = problemLogLine(reported.words, reported.detail);
    const last = this.toldAt.get(line);
    if (last !== undefined && now - last < REPEAT_PROBLEM_AFTER_MS) return;
    if (this.toldAt.size > 200) this.toldAt.clear();
    this.toldAt.set(line, now);
    this.problem(code, reported);
  }

  private problem(code: string, reported: Problem): void {
    const told = engineProblem(code, reported);
    if (this.started) this.emitter.emit('problem', told);
    else this.startupProblems.push(told);
    this.ports.log?.('warn', told.message);
  }

  private requireClient(): ServiceClient {
    if (!this.client) throw new Error('The engine has not been started');
    return this.client;
  }

  private requireFan(): FanDataClient {
    if (!this.fan) throw new Error('The engine has not been started');
    return this.fan;
  }

  private requireLive(): LiveEngine {
    if (!this.live) throw new Error('The engine has not been started');
    return this.live;
  }
}

function sameEndpoint(a: ServiceEndpoint, b: ServiceEndpoint): boolean {
  return a.addressForm === b.addressForm && a.baseUrl.trim() === b.baseUrl.trim();
}

/**
 * Which service data comes from, for the caches: its address (the key does not change what a team
 * id means), or "demo" for the embedded demo, whose address changes with every start.
 */
function serviceIdentity(access: ServiceAccess): string {
  return access.demo ? 'demo' : `${access.endpoint.addressForm} ${access.endpoint.baseUrl}`;
}
