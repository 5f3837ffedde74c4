// A ServiceClient held entirely in memory, for unit tests of the live engine: the test sets what the
// service would answer and can hold an answer back to stage races. Every call is counted.

import type { Match, QuotaInfo, SportSlug } from '../../../shared/domain';
import type { AccessState, ServiceClient } from '../../../electron/core/api/service-client-api';
import { ServiceError } from '../../../electron/core/api/service-errors';

export class FakeServiceClient implements ServiceClient {
  readonly calls: string[] = [];
  readonly liveLists = new Map<SportSlug, Match[]>();
  readonly fixtures = new Map<SportSlug, Match[]>();
  readonly matches = new Map<string, Match>();
  quotaInfo: QuotaInfo = { limit: null, remaining: null, resetAt: null, usedToday: 0 };
  private accessState: AccessState = { state: 'ok' };
  private readonly listeners = new Set<(access: AccessState) => void>();
  private held: (() => void)[] = [];
  holdAnswers = false;

  live(sport: SportSlug): Promise<Match[]> {
    return this.answer(`live ${sport}`, () => [...(this.liveLists.get(sport) ?? [])]);
  }
  today(sport: SportSlug): Promise<Match[]> {
    return this.answer(`today ${sport}`, () => [...(this.fixtures.get(sport) ?? [])]);
  }
  schedule(sport: SportSlug, date: string): Promise<Match[]> {
    return this.answer(`schedule ${sport} ${date}`, () => []);
  }
  match(sport: SportSlug, matchId: number): Promise<Match> {
    return this.answer(`match ${sport} ${matchId}`, () => {
      const found = this.matches.get(`${sport}:${matchId}`);
      if (!found) throw new ServiceError('not-found', 'no such match');
      return found;
    });
  }
  incidents = () => Promise.resolve([]);
  statistics = () => Promise.resolve([]);
  lineups = () => Promise.resolve({ home: [], away: [] });
  h2h = () => Promise.resolve({ homeWins: null, awayWins: null, draws: null });
  winningOdds = () => Promise.resolve({ home: null, draw: null, away: null });
  search = () => Promise.resolve([]);
  team = (sport: SportSlug, id: number) =>
    Promise.resolve({ sport, id, name: 'Team', country: null });
  image = () => Promise.reject(new ServiceError('not-found', 'no image'));
  json = () => Promise.reject(new ServiceError('not-found', 'no such endpoint'));
  globalJson = () => Promise.reject(new ServiceError('not-found', 'no such endpoint'));
  versionJson = () => Promise.reject(new ServiceError('not-found', 'no such endpoint'));
  webSocketUrl = () => 'ws://127.0.0.1:9/v2/football/ws?x-api-key=k';
  quota = () => this.quotaInfo;
  access = () => this.accessState;
  onAccessChange(listener: (access: AccessState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  resetAccess(): void {
    this.setAccess({ state: 'ok' });
  }

  setAccess(access: AccessState): void {
    this.accessState = access;
    for (const listener of this.listeners) listener(access);
  }

  /** Lets every held answer through. */
  release(): void {
    const held = this.held;
    this.held = [];
    for (const answer of held) answer();
  }

  count(prefix: string): number {
    return this.calls.filter((call) => call.startsWith(prefix)).length;
  }

  private answer<T>(call: string, produce: () => T): Promise<T> {
    this.calls.push(call);
    // Every request spends quota, as the service counts it.
    const { remaining, usedToday } = this.quotaInfo;
    this.quotaInfo = {
      ...this.quotaInfo,
      remaining: remaining === null ? null : Math.max(0, remaining - 1),
      usedToday: usedToday + 1,
    };
    // The answer is computed when it is let through, as a service would at that moment.
    return new Promise<T>((resolve, reject) => {
      const respond = () => {
        try {
          resolve(produce());
        } catch (error) {
          reject(error);
        }
      };
      if (this.holdAnswers) this.held.push(respond);
      else respond();
    });
  }
}
