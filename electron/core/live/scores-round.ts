// One request for several polled sports: the service's multi-sport scores list (/api/v1/scores)
// holds the games of the sports it covers, so a poll round asks it once instead of one live list per
// sport, and asks per-sport lists only for the sports it does not cover. Its payload is not shown in
// the interface, so it is trusted only as far as it shows itself:
// - a sport is covered by an answer only when the answer has games of it;
// - a followed match known to be on that the answer does not show is never taken as ended: the
//   sport's own live list is asked for that round instead;
// - a service that answers 404 or nothing usable there is remembered for the client's life (one
//   key and address), like the match counts, and every sport reads its own list; an answer that
//   cannot be read at all (broken JSON) is told and sets the list aside for ten minutes.

import type { Match, SportSlug } from '../../../shared/domain';
import { parseScoresList, type ScoresList } from '../api/parse/scores-list';
import type { ServiceClient } from '../api/service-client-api';
import { isServiceError } from '../api/service-errors';
import { PerClientCache, saysEndpointMissing, type Kept } from '../per-client-cache';
import type { Clock } from '../ports';
import { isSettled } from './live-board';

/** After an unreadable answer, how long the sports' own lists serve before the list is tried again. */
const RETRY_UNUSABLE_MS = 10 * 60_000;

type ScoresAnswer =
  { kind: 'list'; list: ScoresList } | { kind: 'absent' } | { kind: 'failed'; error: unknown };

export interface ScoresRoundDeps {
  clock: Pick<Clock, 'now'>;
  client: () => ServiceClient;
  /**
   * How long one answer serves the sports of a round: they ask together and share the request,
   * and a sport asking a moment later (a catch-up) does not cost a second one.
   */
  freshMs: number;
  /** Told when games had to be left out: how many, and which or why. */
  onSkipped: (count: number, what: string) => void;
  /** Told when the list could not be read at all (the sports' own lists serve meanwhile). */
  onUnusable: (error: unknown) => void;
}

export class ScoresRound {
  private readonly kept: PerClientCache<ScoresAnswer>;
  /** The sports the current client's last usable answer had games of. */
  private covered: { client: ServiceClient; sports: Set<SportSlug> } | null = null;
  private readonly told = new Set<string>();
  /** The client whose service has no usable scores list, and until when that holds. */
  private absentFor: { client: ServiceClient; until: number } | null = null;

  constructor(private readonly deps: ScoresRoundDeps) {
    this.kept = new PerClientCache(deps.clock, (client) => this.read(client));
  }

  /** Whether the last answer covered the sport (the plan counts such sports as one request). */
  covers(sport: SportSlug): boolean {
    const covered = this.covered;
    return covered !== null && covered.client === this.deps.client() && covered.sports.has(sport);
  }

  /**
   * Whether a round should read the sport from the scores list: it covered the sport last time, or
   * this service's list has not been read yet (the first round finds out, at no extra request).
   */
  mayCover(sport: SportSlug): boolean {
    const client = this.deps.client();
    const absent = this.absentFor;
    if (absent?.client === client && this.deps.clock.now() < absent.until) return false;
    const covered = this.covered;
    return covered === null || covered.client !== client || covered.sports.has(sport);
  }

  /**
   * The sport's live list for this round: the scores list's games of the sport that are on (and
   * `expected` ones that ended, so full time is seen at once), or the sport's own live list when
   * the scores list does not cover the sport or misses one of `expected`, the followed matches
   * known to be on.
   */
  async live(sport: SportSlug, expected: readonly Match[]): Promise<Match[]> {
    const client = this.deps.client();
    const answer = await this.kept.get(client);
    if (answer.kind === 'failed') throw answer.error;
    const read = answer.kind === 'list' ? answer.list.games(sport) : null;
    if (read && read.unreadable > 0) this.tellSkipped(read.unreadable, `unreadable ${sport} games`);
    const games = read?.matches ?? [];
    const shown = new Set(games.map((game) => game.id));
    if (games.length === 0 || expected.some((match) => !shown.has(match.id)))
      return client.live(sport);
    const wanted = new Set(expected.map((match) => match.id));
    return games.filter((game) => isOn(game) || (wanted.has(game.id) && isSettled(game)));
  }

  private async read(client: ServiceClient): Promise<Kept<ScoresAnswer>> {
    try {
      const list = parseScoresList(await client.globalJson('scores'), this.deps.clock.now());
      if (list.withoutSport > 0) this.tellSkipped(list.withoutSport, 'games that name no sport');
      if (list.sports.size === 0) return this.absent(client);
      this.covered = { client, sports: new Set(list.sports) };
      return { value: { kind: 'list', list }, forMs: this.deps.freshMs };
    } catch (error) {
      if (isServiceError(error, 'bad-payload')) {
        // Unreadable (broken JSON, too large): told like any unusable answer, and the sports'
        // own lists serve for a while before the list is tried again.
        this.deps.onUnusable(error);
        return this.absent(client, RETRY_UNUSABLE_MS);
      }
      if (saysEndpointMissing(error)) return this.absent(client);
      // An outage or the quota says nothing about the endpoint: the next round asks again.
      return { value: { kind: 'failed', error }, forMs: 0 };
    }
  }

  /** Games left out, told once per kind and count (every round would repeat it). */
  private tellSkipped(count: number, what: string): void {
    const key = `${count} ${what}`;
    if (this.told.has(key)) return;
    if (this.told.size > 50) this.told.clear();
    this.told.add(key);
    this.deps.onSkipped(count, what);
  }

  private absent(client: ServiceClient, forMs = Number.POSITIVE_INFINITY): Kept<ScoresAnswer> {
    this.absentFor = { client, until: this.deps.clock.now() + forMs };
    if (this.covered?.client === client) this.covered = null;
    return { value: { kind: 'absent' }, forMs };
  }
}

/** What a sport's live list holds: matches under way (a break included). */
function isOn(match: Match): boolean {
  const phase = match.status.phase;
  return phase === 'live' || phase === 'paused' || phase === 'interrupted';
}
