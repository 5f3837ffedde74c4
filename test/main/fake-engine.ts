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
  private readonly settingsStore: SettingsStore;
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
    this.settingsStore = new SettingsStore(new MemoryDocumentStore());
    this.settingsStore.onChange((settings) => this.emit('settings', settings));
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

  resync(reason: string): void {
    this.resyncs.push(reason);
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

  // The rest of the Engine interface, each member typed by the interface itself so the fake keeps
  // in step with it. Settings go to the core's own SettingsStore, as the real engine's do; the rest
  // answer from what the test set.
  getSettings: Engine['getSettings'] = () => this.settingsStore.get();
  updateSettings: Engine['updateSettings'] = (patch) => this.settingsStore.update(patch);
  follow: Engine['follow'] = (team) => this.settingsStore.follow(team);
  unfollow: Engine['unfollow'] = (sport, teamId) => this.settingsStore.unfollow(sport, teamId);
  followCompetition: Engine['followCompetition'] = (competition) =>
    this.settingsStore.followCompetition(competition);
  unfollowCompetition: Engine['unfollowCompetition'] = (sport, tournamentId) =>
    this.settingsStore.unfollowCompetition(sport, tournamentId);
  pauseAlerts: Engine['pauseAlerts'] = (untilMs) => this.settingsStore.pauseAlerts(untilMs);

  serviceSports: Engine['serviceSports'] = async () => [
    { slug: 'football', name: 'Football', serviceId: '1', known: true },
    { slug: 'tennis', name: 'Tennis', serviceId: '5', known: true },
  ];

  liveMatches: Engine['liveMatches'] = () => this.matches.filter(isOn);
  sportCounts: Engine['sportCounts'] = async () => ({
    source: 'lists',
    counts: countsOfLists(this.liveMatches()),
  });

  followedLiveMatches: Engine['followedLiveMatches'] = () => {
    const follows = this.getSettings().follows;
    const followed = (sport: string, teamId: number) =>
      follows.some((team) => team.sport === sport && team.teamId === teamId);
    return this.liveMatches().filter(
      (match) => followed(match.sport, match.home.id) || followed(match.sport, match.away.id),
    );
  };

  isFollowedMatch: Engine['isFollowedMatch'] = (match) =>
    followIndexOf(this.getSettings()).isFollowedMatch(match);

  status: Engine['status'] = () => this.currentStatus;

  watchlist: Engine['watchlist'] = async () =>
    this.getSettings().follows.map((team) => ({ team, live: null, next: null }));

  /** The calendar the next calendar() returns (tests of the tray's "Add to calendar"). */
  calendarText = { ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', events: 0 };

  daySchedule: Engine['daySchedule'] = async (sport, from, to) => ({
    sport,
    from,
    to,
    matches: this.matches.filter((match) => match.sport === sport),
  });

  teamOverviews: Engine['teamOverviews'] = async () => [];

  competitionTables: Engine['competitionTables'] = async () => ({ standings: null, bracket: null });

  currentSeason: Engine['currentSeason'] = async () => null;

  isFollowedTeam: Engine['isFollowedTeam'] = () => false;

  calendar: Engine['calendar'] = async () => this.calendarText;

  matchCentre: Engine['matchCentre'] = async () => ({});

  matchDetail: Engine['matchDetail'] = async (sport, matchId) => {
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
  };

  browse: Engine['browse'] = () => {
    throw new Error('The fake engine has no browse data');
  };
  search: Engine['search'] = async (sport, query) =>
    this.matches
      .flatMap((match) => [match.home, match.away])
      .filter((team) => team.name.toLowerCase().includes(query.toLowerCase()))
      .map((team) => ({
        type: 'team' as const,
        sport,
        id: team.id,
        name: team.name,
        subtitle: null,
      }));

  player: Engine['player'] = async (request) => {
    throw new Error(`No ${request.sport} player ${request.playerId}`);
  };

  teamPage: Engine['teamPage'] = async (sport, teamId) => {
    throw new Error(`No ${sport} team ${teamId}`);
  };

  setViewedSports: Engine['setViewedSports'] = (sports) => {
    this.viewedSports.push(sports);
  };

  testKey: Engine['testKey'] = async (key) =>
    key === this.options.validKey ? 'valid' : 'rejected';

  keyChanged: Engine['keyChanged'] = async () => {
    this.keyChanges += 1;
    return null;
  };

  confirmServiceAddress: Engine['confirmServiceAddress'] = async () =>
    (await this.options.confirmAddress?.confirm(this.getSettings().service.baseUrl)) ?? false;

  imagePath: Engine['imagePath'] = async (kind, sport, id) =>
    this.images.get(`${kind}/${sport}/${id}`) ?? null;

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

function isOn(match: Match): boolean {
  return match.status.phase === 'live' || match.status.phase === 'paused';
}

export function makeAlert(overrides: Partial<Alert> = {}): Alert {
  return {
    id: 'football:1:goal:2-1',
    kind: 'goal',
    sport: 'football',
    matchId: 1,
    teamId: 10,
    score: { home: 2, away: 1 },
    title: 'Goal! Norwich 2–1 Eastleigh',
    body: "67' Norwich scored",
    iconPath: null,
    at: 0,
    ...overrides,
  };
}
