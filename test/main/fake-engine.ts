// A small, real, in-memory Engine for testing the shell: it keeps matches, status and settings (in
// the core's own SettingsStore over a memory store) and emits the same events the real engine does.
// Tests drive it with setLive / setStatus / raise; nothing is mocked.

import { type AccountStatus, type Alert, type Match, type SportSlug } from '../../shared/domain';
import type { Engine, EngineEventName, EngineEvents } from '../../electron/core/engine/api';
import type { AddressConfirmer, Notifier } from '../../electron/core/ports';
import { accountStatus } from '../fixtures/account-status';
import { countsOfLists } from '../../electron/core/engine/counts';
import { MemoryDocumentStore } from '../fixtures/memory-document-store';
import { SettingsStore } from '../../electron/core/state/settings-store';
import { followIndexOf } from '../../electron/core/live/follow-index';

type Listener<E extends EngineEventName> = (payload: EngineEvents[E]) => void;

export interface FakeEngineOptions {
  now?: () => number;
  notifier?: Notifier;
  validKey?: string;
  /** The shell's AddressConfirmer: asked by confirmServiceAddress, as the engine asks it. */
  confirmAddress?: AddressConfirmer;
}

export class FakeEngine implements Engine {
  private readonly listeners = new Map<EngineEventName, Set<Listener<never>>>();
  private matches: Match[] = [];
  private currentStatus: AccountStatus;
  readonly images = new Map<string, string>();
  readonly resyncs: string[] = [];
  readonly viewedSports: SportSlug[][] = [];
  keyChanges = 0;
  started = false;
  stopped = false;
  /** How many of the next start() calls fail, as a start fails when the service cannot be reached. */
  failingStarts = 0;
  startAttempts = 0;

  constructor(private readonly options: FakeEngineOptions = {}) {
    const settings = new SettingsStore(new MemoryDocumentStore());
    settings.onChange((changed) => this.emit('settings', changed));
    this.settings = settings;
    this.currentStatus = accountStatus({ lastUpdatedAt: this.now() });
  }

  async start(): Promise<void> {
    this.startAttempts += 1;
    if (this.failingStarts > 0) {
      this.failingStarts -= 1;
      throw new Error('the demo service could not start: port in use');
    }
    this.started = true;
    this.stopped = false;
    this.emit('ready', { sports: ['football'], transports: { football: 'polling' } });
  }

  async stop(): Promise<void> {
    this.stopped = true;
  }

  on<E extends EngineEventName>(event: E, listener: Listener<E>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  emit<E extends EngineEventName>(event: E, payload: EngineEvents[E]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as Listener<E>)(payload);
  }

  listenerCount(event: EngineEventName): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  status: Engine['status'] = () => this.currentStatus;

  keyChanged: Engine['keyChanged'] = async () => {
    this.keyChanges += 1;
    return null;
  };

  confirmServiceAddress: Engine['confirmServiceAddress'] = async () =>
    (await this.options.confirmAddress?.confirm(this.settings.get().service.baseUrl)) ?? false;

  // The parts, each typed by the Engine interface itself so the fake keeps in step with it.
  // Settings go to the core's own SettingsStore, as the real engine's do; the rest answer from
  // what the test set.
  readonly settings: Engine['settings'];

  readonly runSettings: Engine['runSettings'] = {
    follows: () => followIndexOf(this.settings.get()),
  };

  readonly live: Engine['live'] = {
    list: () => this.matches.filter(isOn),
    followed: () => {
      const follows = this.settings.get().follows;
      const followed = (sport: string, teamId: number) =>
        follows.some((team) => team.sport === sport && team.teamId === teamId);
      return this.live
        .list()
        .filter(
          (match) => followed(match.sport, match.home.id) || followed(match.sport, match.away.id),
        );
    },
    view: (sports) => {
      this.viewedSports.push(sports);
    },
    counts: async () => ({ source: 'lists', counts: countsOfLists(this.live.list()) }),
    resync: (reason) => {
      this.resyncs.push(reason);
    },
    whenIdle: async () => undefined,
  };

  readonly sports: Engine['sports'] = {
    list: async () => [
      { slug: 'football', name: 'Football', serviceId: '1', known: true },
      { slug: 'tennis', name: 'Tennis', serviceId: '5', known: true },
    ],
  };

  readonly details: Engine['details'] = {
    get: async (sport, matchId) => {
      const match = this.matches.find(
        (candidate) => candidate.sport === sport && candidate.id === matchId,
      );
      if (!match) throw new Error(`No ${sport} match ${matchId}`);
      return {
        match,
        incidents: null,
        statistics: null,
        lineups: null,
        h2h: null,
        winProbability: null,
      };
    },
  };

  readonly centre: Engine['centre'] = { read: async () => ({}) };

  /** Search answers from the known matches' teams; the rest of browse is not in the fake. */
  readonly browse: Engine['browse'] = {
    rounds: noBrowseData,
    roundFixtures: noBrowseData,
    leaders: noBrowseData,
    champions: noBrowseData,
    countries: noBrowseData,
    tournaments: noBrowseData,
    searchAll: noBrowseData,
    odds: noBrowseData,
    search: async (sport, query) =>
      this.matches
        .flatMap((match) => [match.home, match.away])
        .filter((team) => team.name.toLowerCase().includes(query.toLowerCase()))
        .map((team) => ({
          type: 'team' as const,
          sport,
          id: team.id,
          name: team.name,
          subtitle: null,
        })),
  };

  readonly people: Engine['people'] = {
    player: async (request) => {
      throw new Error(`No ${request.sport} player ${request.playerId}`);
    },
    teamPage: async (sport, teamId) => {
      throw new Error(`No ${sport} team ${teamId}`);
    },
  };

  /** The calendar the next calendar() returns (tests of the tray's "Add to calendar"). */
  calendarText = { ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', events: 0 };

  readonly fans: Engine['fans'] = {
    watchlist: async () =>
      this.settings.get().follows.map((team) => ({ team, live: null, next: null })),
    schedule: async (sport, from, to) => ({
      sport,
      from,
      to,
      matches: this.matches.filter((match) => match.sport === sport),
    }),
    overviews: async () => [],
    tables: async () => ({ standings: null, bracket: null }),
    currentSeason: async () => null,
    calendar: async () => this.calendarText,
  };

  readonly connection: Engine['connection'] = {
    testKey: async (key) => (key === this.options.validKey ? 'valid' : 'rejected'),
    imagePath: async (kind, sport, id) => this.images.get(`${kind}/${sport}/${id}`) ?? null,
  };

  // --- what tests drive ---

  /** Replaces the known matches and announces the change as the engine would. */
  setLive(matches: Match[]): void {
    const previous = this.matches;
    this.matches = matches;
    this.emit(
      'changes',
      matches.map((match) => ({ kind: 'appeared' as const, match })),
    );
    for (const match of matches) if (!previous.includes(match)) this.emit('score', match);
  }

  setStatus(patch: Partial<AccountStatus>): void {
    this.currentStatus = { ...this.currentStatus, ...patch };
    this.emit('status', this.currentStatus);
  }

  /** An alert as the engine's alert center would raise it: to the notifier and as an event. */
  raise(alert: Alert): void {
    this.options.notifier?.notify(alert);
    this.emit('alert', alert);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

async function noBrowseData(): Promise<never> {
  throw new Error('The fake engine has no browse data');
}

function isOn(match: Match): boolean {
  return match.status.phase === 'live' || match.status.phase === 'paused';
}
