// The engine: the parts wired together behind the Engine interface. It takes everything from outside
// through its ports, so the app, the headless mode, the UI harness and the tests run the same code.
// The parts: which key and address (access.ts) and the clients for them (connection.ts),
// the settings of this run (../run-settings.ts), the live engine (../live/), what is told of it
// (alerts.ts), the fan's day (fans.ts) and problems (problems.ts). This file
// holds a run's start and stop, the key and address changes, and the Engine's answers.

import type {
  AccountStatus,
  ImageId,
  ImageKind,
  Match,
  ServiceSport,
  SportCounts,
  SportSlug,
} from '../../../shared/domain';
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
  Standings,
  TeamOverview,
} from '../../../shared/fansday';
import type { MatchCentrePart } from '../../../shared/match-centre';
import type { BuiltCalendar } from '../fansday/calendar';
import { MatchDetails } from './detail';
import { createBrowseData, type BrowseData } from '../browse/browse-data';
import { MatchCentreReader } from './match-centre';
import { EngineEmitter } from './events';
import { ServiceSportsCache } from './sports';
import { SportCountsCache } from './counts';
import { EngineAlerts } from './alerts';
import { ServiceConnection } from './connection';
import { FanSide } from './fans';
import { PeopleBook } from './people';
import type { PlayerRequest, PlayerTabData, TeamPage } from '../../../shared/people';
import { pickLanguage } from '../../../shared/i18n';
import type { EngineEventName, EngineEvents } from './api';
import { ProblemTeller } from './problems';
import { isSettled } from '../live/live-board';
import { LiveEngine } from '../live/live-engine';
import { AccessKeeper } from './access';
import type { EngineHandle, EngineOptions } from './options';
import { systemClock, type EnginePorts, type ServiceEndpoint } from '../ports';
import { RunSettings } from '../run-settings';
import { StoredMatchMemory } from '../state/match-memory';
import { KeyBinding } from '../state/key-binding';
import { SettingsStore } from '../state/settings-store';
import { errorText } from '../../../shared/error-text';
import { problem, type Problem } from '../../../shared/problems';

export function createEngine(ports: EnginePorts, options: EngineOptions = {}): EngineHandle {
  return new ComposedEngine(ports, options);
}

class ComposedEngine implements EngineHandle {
  private readonly emitter: EngineEmitter;
  private readonly settingsStore: SettingsStore;
  private readonly memory: StoredMatchMemory;
  private readonly alerts: EngineAlerts;
  private readonly problems: ProblemTeller;
  private readonly access: AccessKeeper;
  private readonly connection: ServiceConnection;
  private readonly settings: RunSettings;
  private readonly fans: FanSide;
  private readonly people: PeopleBook;
  /** The service's sports list, read at most once a day per client. */
  private readonly sportsList: ServiceSportsCache;
  /** The sport switcher's counts, one request a minute at most per client. */
  private readonly countsCache: SportCountsCache;
  /** The competition page, browse, search across sports and odds, each answer kept its lifetime. */
  private readonly browseData: BrowseData;
  private readonly centre: MatchCentreReader;
  private readonly details: MatchDetails;
  private live: LiveEngine | null = null;
  /** Aborted by stop(): every request of this run ends at once, and a start under way gives up. */
  private run: AbortController | null = null;
  private viewedSports: SportSlug[] = [];
  private started = false;

  constructor(
    private readonly ports: EnginePorts,
    private readonly options: EngineOptions,
  ) {
    const log = ports.log ?? (() => undefined);
    this.emitter = new EngineEmitter((error) =>
      log('error', `An engine listener failed: ${String(error)}`),
    );
    this.problems = new ProblemTeller(ports, this.emitter, () => this.started);
    const onProblem = (reported: Problem): void => this.problems.tell('state', reported);
    this.settingsStore = new SettingsStore(ports.store, { onProblem });
    this.settings = new RunSettings(
      this.settingsStore,
      options,
      () => this.access.current()?.suggestedFollows ?? [],
    );
    this.access = new AccessKeeper({
      keys: ports.keys,
      demo: ports.demo,
      confirmer: ports.confirmAddress,
      binding: new KeyBinding(ports.store, onProblem),
      address: () => options.service ?? this.settingsStore.get().service,
      addressNamedForRun: options.service !== undefined,
      problem: (code, reported) => this.problems.tell(code, reported),
    });
    this.connection = new ServiceConnection({
      ports,
      client: options.client,
      imageCacheBytes: options.imageCacheBytes,
      transportClock: options.transportClock,
      access: this.access,
      signal: () => this.run?.signal,
      onRetry: (error) => this.live?.attemptFailed(error),
      repeatedProblem: (code, reported) => this.problems.tellRepeated(code, reported),
      problem: (code, reported) => this.problems.tell(code, reported),
    });
    // Built before the parts that call it: the match memory asks it for held alerts as it loads
    // (a rewrite at load: an ended match past keeping, an unreadable entry), the fan side announces.
    this.alerts = new EngineAlerts({
      ports,
      emitter: this.emitter,
      connection: this.connection,
      settings: () => this.settings.get(),
      follows: () => this.settings.follows(),
      transportClock: options.transportClock ?? systemClock,
      budget: options.alertBudget,
      problem: (code, reported) => this.problems.tell(code, reported),
    });
    this.fans = new FanSide({
      ports,
      watchlistDays: options.watchlistDays,
      fanAlerts: options.fanAlerts,
      settings: () => this.settings.get(),
      follows: () => this.settings.follows(),
      live: () => this.live,
      client: () => this.connection.requireClient(),
      fan: () => this.connection.requireFan(),
      announce: (items) => this.alerts.announce(items),
    });
    this.people = new PeopleBook({
      clock: ports.clock,
      client: () => this.connection.requireClient(),
      teamCompetition: (sport, teamId) =>
        this.connection.requireFan().teamCompetition(sport, teamId),
      overview: async (team) => (await this.fans.day().fixtures.overviews([team]))[0] ?? null,
      language: () => pickLanguage(this.settings.get().language, ports.systemLanguages?.() ?? []),
    });
    this.memory = new StoredMatchMemory(ports.store, ports.clock, {
      onProblem,
      heldBack: (sport, matchId) => this.alerts.heldBack(sport, matchId),
    });
    this.sportsList = new ServiceSportsCache(ports.clock);
    this.centre = new MatchCentreReader(ports.clock);
    this.details = new MatchDetails(ports.clock);
    this.countsCache = new SportCountsCache(ports.clock, (message) => log('info', message));
    this.browseData = createBrowseData({
      clock: ports.clock,
      client: () => this.connection.requireClient(),
      sports: () => this.sportsList.sports(this.connection.client()),
      ask: (question) => this.connection.ask(question),
    });
    let service = this.settingsStore.get().service;
    this.settingsStore.onChange((settings) => {
      this.settings.forgetFollows();
      this.live?.settingsChanged();
      this.fans.settingsChanged();
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
    this.problems.started();
    this.alerts.begin();
    await this.connect(run.signal);
    // Stopped while starting: the stop has done the clean-up, and nothing is ready.
    if (run.signal.aborted) return;
    this.alerts.resendUndelivered();
    const live = this.requireLive();
    await live.start();
    if (run.signal.aborted) return;
    this.alerts.ready(() =>
      this.emitter.emit('ready', { sports: live.sports(), transports: live.transports() }),
    );
    this.fans.startAlerts();
    if (this.options.prefetchCrests !== false) {
      this.prefetchCrests(this.settings.get().follows);
    }
  }

  /** Never waits on the network: what is in flight is aborted, and the state is written. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.alerts.end();
    this.run?.abort(new Error('The engine stopped'));
    this.run = null;
    const live = this.live;
    this.live = null;
    this.fans.stopAlerts();
    await live?.stop();
    this.alerts.dispose();
    this.memory.flush();
    this.connection.images()?.flush();
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
    return this.connection.ask(() =>
      this.countsCache.counts(this.connection.client(), () => this.liveMatches()),
    );
  }

  serviceSports(): Promise<ServiceSport[]> {
    return this.connection.ask(() => this.sportsList.sports(this.connection.client()));
  }

  pauseAlerts(untilMs: number | null): Settings {
    return this.settingsStore.pauseAlerts(untilMs);
  }

  liveMatches(): Match[] {
    const follows = this.settings.follows();
    const live = (this.live?.shownMatches() ?? []).filter((match) => !isSettled(match));
    return [
      ...live.filter((match) => follows.isFollowedMatch(match)),
      ...live.filter((match) => !follows.isFollowedMatch(match)),
    ];
  }

  followedLiveMatches(): Match[] {
    const follows = this.settings.follows();
    return this.liveMatches().filter((match) => follows.isFollowedMatch(match));
  }

  isFollowedMatch(match: Match): boolean {
    return this.settings.follows().isFollowedMatch(match);
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
      // Nothing was connected yet: every surface says "Connecting" (shared/connecting.ts).
      reconnecting: 'connecting' as const,
      detail: 'Starting',
      resetAt: null,
      quota: { limit: null, remaining: null, resetAt: null, usedToday: 0 },
      lastUpdatedAt: null,
      transports: {},
      demo: this.access.current()?.demo ?? false,
    };
  }

  watchlist(): Promise<WatchlistEntry[]> {
    return this.connection.ask(() => this.fans.watchlist(this.requireLive()));
  }

  matchDetail(sport: SportSlug, matchId: number) {
    return this.connection.ask(() => this.details.get(this.connection, sport, matchId));
  }

  matchCentre(sport: SportSlug, matchId: number, parts: readonly MatchCentrePart[]) {
    return this.connection.ask(() =>
      this.centre.read(this.connection.requireClient(), sport, matchId, parts),
    );
  }

  search(sport: SportSlug, query: string) {
    return this.connection.ask(() => this.connection.requireClient().search(sport, query));
  }

  browse(): BrowseData {
    return this.browseData;
  }

  player(request: PlayerRequest): Promise<PlayerTabData> {
    return this.connection.ask(() => this.people.player(request));
  }

  teamPage(sport: SportSlug, teamId: number): Promise<TeamPage> {
    return this.connection.ask(() => this.people.teamPage(sport, teamId));
  }

  setViewedSports(sports: SportSlug[]): void {
    this.viewedSports = [...sports];
    this.live?.setViewedSports(this.viewedSports);
  }

  testKey(key: string): Promise<KeyTestResult> {
    return this.connection.testKey(key);
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
        this.problems.tell('access', problem('addressNotConfirmed', {}, errorText(error)));
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
    return this.connection.savedKeyVerdict(this.live !== null);
  }

  private switchAccess(): Promise<void> {
    return this.connection
      .switchAccess(() => this.reconnect())
      .catch((error: unknown) =>
        this.problems.tell('access', problem('keySwitchFailed', {}, errorText(error))),
      );
  }

  async imagePath(kind: ImageKind, sport: SportSlug, id: ImageId): Promise<string | null> {
    return this.connection.ask(
      async () => (await this.connection.images()?.getPath(kind, sport, id)) ?? null,
    );
  }

  whenIdle(): Promise<void> {
    return this.live?.whenIdle() ?? Promise.resolve();
  }

  /**
   * Connects to the service the access names and, on the first connect, makes the live engine.
   * Resolves whether it is another service than before; null when the run stopped meanwhile.
   */
  private async connect(signal = this.run?.signal): Promise<boolean | null> {
    const connected = await this.connection.connect(signal);
    if (!connected) return null;
    if (connected.serviceChanged) {
      this.live?.leaveService();
      this.alerts.serviceChanged();
    }
    // The last known scores and the record of alerts are one service's: its match ids name other
    // matches elsewhere, so what they hold of another service (a restart on a new address too) goes.
    this.memory.useService(connected.service);
    this.alerts.useService(connected.service);
    // The follows may differ with the service (suggested follows); work them out again.
    this.settings.forgetFollows();
    if (connected.serviceChanged) this.fans.serviceChanged();
    this.live ??= this.makeLive();
    return connected.serviceChanged;
  }

  private makeLive(): LiveEngine {
    const live = new LiveEngine(
      {
        client: () => this.connection.requireClient(),
        clock: this.ports.clock,
        transportClock: this.options.transportClock ?? systemClock,
        settings: () => this.settings.get(),
        follows: () => this.settings.follows(),
        memory: this.memory,
        // The first run ever only when nothing at all is on disk: a ledger of earlier alerts means
        // this start follows others, even if the last known scores never reached the disk.
        firstRunEver: () => this.memory.isEmpty() && !this.alerts.hasHistory(),
        demo: () => this.access.current()?.demo ?? false,
        onChanges: (changes, meta) => this.alerts.onChanges(changes, meta),
        onStatus: (status) => this.emitter.emit('status', this.withKeyHeldBack(status)),
        onProblem: (problem) => this.emitter.emit('problem', problem),
      },
      this.options.live,
    );
    live.setViewedSports(this.viewedSports);
    return live;
  }

  /** A new key or address: new clients now, and the live engine starts over with them. */
  private async reconnect(): Promise<void> {
    if (!this.live) return;
    const serviceChanged = await this.connect();
    // Stopped meanwhile: the next start connects afresh.
    if (serviceChanged === null) return;
    this.live?.accessChanged(serviceChanged);
    this.fans.accessChanged();
  }

  private prefetchCrests(teams: readonly FollowedTeam[]): void {
    this.connection
      .images()
      ?.prefetch(
        teams.map((team) => ({ kind: 'team' as const, sport: team.sport, id: team.teamId })),
      );
  }

  teamOverviews(): Promise<TeamOverview[]> {
    return this.connection.ask(() => this.fans.day().overviews());
  }

  standings(ref: CompetitionRef): Promise<Standings | null> {
    return this.connection.ask(() => this.fans.day().fixtures.standings(ref));
  }

  competitionTables(ref: CompetitionRef): Promise<CompetitionTables> {
    return this.connection.ask(() => this.fans.day().tables(ref));
  }

  currentSeason(sport: SportSlug, tournamentId: number): Promise<number | null> {
    return this.connection.ask(() => this.fans.day().currentSeason(sport, tournamentId));
  }

  isFollowedTeam(sport: SportSlug, teamId: number): boolean {
    return this.settings.follows().isFollowedTeam(sport, teamId);
  }

  daySchedule(sport: SportSlug, from: number, to: number): Promise<DaySchedule> {
    return this.connection.ask(() => this.fans.day().day(sport, from, to));
  }

  calendar(timeZone: string): Promise<BuiltCalendar> {
    return this.connection.ask(() => this.fans.day().calendar(timeZone));
  }

  private requireLive(): LiveEngine {
    if (!this.live) throw new Error('The engine has not been started');
    return this.live;
  }
}

function sameEndpoint(a: ServiceEndpoint, b: ServiceEndpoint): boolean {
  return a.addressForm === b.addressForm && a.baseUrl.trim() === b.baseUrl.trim();
}
