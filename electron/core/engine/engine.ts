// The engine: the parts wired together behind the Engine interface (api.ts). It takes everything
// from outside through its ports, so the app, the headless mode, the UI harness and the tests run
// the same code. The parts: which key and address (access.ts) and the clients for them
// (connection.ts), the settings (../state/settings-store.ts, ../run-settings.ts), the live engine
// (../live/) and its lists (live-matches.ts), what is told of it (alerts.ts), the fan's day
// (fans.ts), people (people.ts), match pages (detail.ts, match-centre.ts), browse (../browse/) and
// problems (problems.ts). Users ask the parts themselves; this file holds a run's start and stop,
// the status, and the key and address changes, which touch every part.

import type { AccountStatus } from '../../../shared/domain';
import { sameTeam, type FollowedTeam } from '../../../shared/settings';
import type { KeyTestResult } from '../../../shared/watchlist';
import { MatchDetails } from './detail';
import { createBrowseData, type BrowseData } from '../browse/browse-data';
import { MatchCentreReader } from './match-centre';
import { EngineEmitter } from './events';
import { ServiceSportsCache } from './sports';
import { SportCountsCache } from './counts';
import { EngineAlerts } from './alerts';
import { ServiceConnection } from './connection';
import { FanSide } from './fans';
import { LiveMatches } from './live-matches';
import { PeopleBook } from './people';
import { pickLanguage } from '../../../shared/i18n';
import type { Engine, EngineEventName, EngineEvents } from './api';
import { ProblemTeller } from './problems';
import { LiveEngine } from '../live/live-engine';
import { AccessKeeper } from './access';
import type { EngineOptions } from './options';
import { systemClock, type EnginePorts, type ServiceEndpoint } from '../ports';
import { RunSettings } from '../run-settings';
import { StoredMatchMemory } from '../state/match-memory';
import { KeyBinding } from '../state/key-binding';
import { SettingsStore } from '../state/settings-store';
import { errorText } from '../../../shared/error-text';
import { problem, type Problem } from '../../../shared/problems';

export function createEngine(ports: EnginePorts, options: EngineOptions = {}): Engine {
  return new ComposedEngine(ports, options);
}

class ComposedEngine implements Engine {
  // The parts that answer the engine's users (api.ts names what each may be asked).
  readonly settings: SettingsStore;
  readonly runSettings: RunSettings;
  readonly live: LiveMatches;
  /** The service's sports list, read at most once a day per client. */
  readonly sports: ServiceSportsCache;
  readonly details: MatchDetails;
  readonly centre: MatchCentreReader;
  /** The competition page, browse, search and odds, each answer kept its lifetime. */
  readonly browse: BrowseData;
  readonly people: PeopleBook;
  readonly fans: FanSide;
  readonly connection: ServiceConnection;

  private readonly emitter: EngineEmitter;
  private readonly memory: StoredMatchMemory;
  private readonly alerts: EngineAlerts;
  private readonly problems: ProblemTeller;
  private readonly access: AccessKeeper;
  private liveEngine: LiveEngine | null = null;
  /** Aborted by stop(): every request of this run ends at once, and a start under way gives up. */
  private run: AbortController | null = null;
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
    const tell = (code: string, reported: Problem): void => this.problems.tell(code, reported);
    this.settings = new SettingsStore(ports.store, { onProblem });
    this.runSettings = new RunSettings(
      this.settings,
      options,
      () => this.access.current()?.suggestedFollows ?? [],
    );
    this.access = new AccessKeeper({
      keys: ports.keys,
      demo: ports.demo,
      confirmer: ports.confirmAddress,
      binding: new KeyBinding(ports.store, onProblem),
      address: () => options.service ?? this.settings.get().service,
      addressNamedForRun: options.service !== undefined,
      problem: tell,
    });
    this.connection = new ServiceConnection({
      ports,
      client: options.client,
      imageCacheBytes: options.imageCacheBytes,
      transportClock: options.transportClock,
      access: this.access,
      signal: () => this.run?.signal,
      onRetry: (error) => this.liveEngine?.attemptFailed(error),
      repeatedProblem: (code, reported) => this.problems.tellRepeated(code, reported),
      problem: tell,
    });
    // Built before the parts that call it: the match memory asks it for held alerts as it loads
    // (a rewrite at load: an ended match past keeping, an unreadable entry), the fan side announces.
    this.alerts = new EngineAlerts({
      ports,
      emitter: this.emitter,
      connection: this.connection,
      settings: () => this.runSettings.get(),
      follows: () => this.runSettings.follows(),
      transportClock: options.transportClock ?? systemClock,
      budget: options.alertBudget,
      problem: tell,
    });
    this.fans = new FanSide({
      ports,
      watchlistDays: options.watchlistDays,
      fanAlerts: options.fanAlerts,
      runSettings: this.runSettings,
      live: () => this.liveEngine,
      connection: this.connection,
      announce: (items) => this.alerts.announce(items),
    });
    this.people = new PeopleBook({
      clock: ports.clock,
      connection: this.connection,
      teamCompetition: (sport, teamId) =>
        this.connection.requireFan().teamCompetition(sport, teamId),
      overview: async (team) => (await this.fans.day().fixtures.overviews([team]))[0] ?? null,
      language: () =>
        pickLanguage(this.runSettings.get().language, ports.systemLanguages?.() ?? []),
    });
    this.memory = new StoredMatchMemory(ports.store, ports.clock, {
      onProblem,
      heldBack: (sport, matchId) => this.alerts.heldBack(sport, matchId),
    });
    this.live = new LiveMatches({
      live: () => this.liveEngine,
      follows: () => this.runSettings.follows(),
      counts: new SportCountsCache(ports.clock, (message) => log('info', message)),
      connection: this.connection,
    });
    this.sports = new ServiceSportsCache(ports.clock, this.connection);
    this.centre = new MatchCentreReader(ports.clock, this.connection);
    this.details = new MatchDetails(ports.clock, this.connection);
    this.browse = createBrowseData({
      clock: ports.clock,
      client: () => this.connection.requireClient(),
      sports: () => this.sports.sports(),
      ask: (question) => this.connection.ask(question),
    });
    let service = this.settings.get().service;
    let follows = this.settings.get().follows;
    this.settings.onChange((settings) => {
      // A team just followed: its crest is fetched now, for the notifications to come.
      const added = settings.follows.filter(
        (team) => !follows.some((held) => sameTeam(held, team)),
      );
      follows = settings.follows;
      if (added.length > 0 && this.started && options.prefetchCrests !== false) {
        this.prefetchCrests(added);
      }
      this.runSettings.forgetFollows();
      this.liveEngine?.settingsChanged();
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
      this.prefetchCrests(this.runSettings.get().follows);
    }
  }

  /** Never waits on the network: what is in flight is aborted, and the state is written. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.alerts.end();
    this.run?.abort(new Error('The engine stopped'));
    this.run = null;
    const live = this.liveEngine;
    this.liveEngine = null;
    this.fans.stopAlerts();
    await live?.stop();
    this.alerts.dispose();
    this.memory.flush();
    this.connection.images()?.flush();
  }

  on<E extends EngineEventName>(
    event: E,
    listener: (payload: EngineEvents[E]) => void,
  ): () => void {
    return this.emitter.on(event, listener);
  }

  status(): AccountStatus {
    return this.withKeyHeldBack(this.statusOfLive());
  }

  /** Every status told carries whether a stored key is being held back (it may not match the address). */
  private withKeyHeldBack(status: AccountStatus): AccountStatus {
    return { ...status, keyHeldBack: this.access.current()?.heldBack ?? null };
  }

  private statusOfLive(): AccountStatus {
    if (this.liveEngine) return this.liveEngine.status();
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
    return this.connection.savedKeyVerdict(this.liveEngine !== null);
  }

  private switchAccess(): Promise<void> {
    return this.connection
      .switchAccess(() => this.reconnect())
      .catch((error: unknown) =>
        this.problems.tell('access', problem('keySwitchFailed', {}, errorText(error))),
      );
  }

  /**
   * Connects to the service the access names and, on the first connect, makes the live engine.
   * Resolves whether it is another service than before; null when the run stopped meanwhile.
   */
  private async connect(signal = this.run?.signal): Promise<boolean | null> {
    const connected = await this.connection.connect(signal);
    if (!connected) return null;
    if (connected.serviceChanged) {
      this.liveEngine?.leaveService();
      this.alerts.serviceChanged();
    }
    // The last known scores and the record of alerts are one service's: its match ids name other
    // matches elsewhere, so what they hold of another service (a restart on a new address too) goes.
    this.memory.useService(connected.service);
    this.alerts.useService(connected.service);
    // The follows may differ with the service (suggested follows); work them out again.
    this.runSettings.forgetFollows();
    if (connected.serviceChanged) this.fans.serviceChanged();
    this.liveEngine ??= this.makeLive();
    return connected.serviceChanged;
  }

  private makeLive(): LiveEngine {
    const live = new LiveEngine(
      {
        client: () => this.connection.requireClient(),
        clock: this.ports.clock,
        transportClock: this.options.transportClock ?? systemClock,
        settings: () => this.runSettings.get(),
        follows: () => this.runSettings.follows(),
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
    live.setViewedSports(this.live.viewedSports());
    return live;
  }

  /** A new key or address: new clients now, and the live engine starts over with them. */
  private async reconnect(): Promise<void> {
    if (!this.liveEngine) return;
    const serviceChanged = await this.connect();
    // Stopped meanwhile: the next start connects afresh.
    if (serviceChanged === null) return;
    this.liveEngine?.accessChanged(serviceChanged);
    this.fans.accessChanged();
  }

  private prefetchCrests(teams: readonly FollowedTeam[]): void {
    this.connection
      .images()
      ?.prefetch(
        teams.map((team) => ({ kind: 'team' as const, sport: team.sport, id: team.teamId })),
      );
  }

  private requireLive(): LiveEngine {
    if (!this.liveEngine) throw new Error('The engine has not been started');
    return this.liveEngine;
  }
}

function sameEndpoint(a: ServiceEndpoint, b: ServiceEndpoint): boolean {
  return a.addressForm === b.addressForm && a.baseUrl.trim() === b.baseUrl.trim();
}
