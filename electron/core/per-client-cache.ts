// Answers per service client (and per key: one team, one sport), kept for as long as their reader
// says, and one read at a time per key: the window may ask at every change it sees, and only the
// first ask after an answer expires costs a request. A client belongs to one service address and
// key, so a new key or address reads afresh. It is also where the app remembers that a service
// lacks an endpoint (the match counts, a team's competitor lists): the reader keeps that answer
// for the client's life (forMs Infinity), so the endpoint is asked once per service.

import { isParseError } from './api/parse/parse-error';
import type { ServiceClient } from './api/service-client-api';
import { isServiceError } from './api/service-errors';
import type { Clock } from './ports';

export interface Kept<T> {
  value: T;
  /** How long the value serves (Infinity: for the client's life). */
  forMs: number;
}

/**
 * Whether a failure says the service does not have the endpoint at all (404, or an answer in no
 * shape we can read), rather than that it could not answer now (outage, quota, key).
 */
export function saysEndpointMissing(error: unknown): boolean {
  return (
    isParseError(error) ||
    isServiceError(error, 'not-found') ||
    isServiceError(error, 'bad-payload')
  );
}

/**
 * Past this many keys the one kept longest goes first: every team, player and match page looked at
 * is a key (like the browse pages' KeptAnswers), so a long session stays small.
 */
export const MAX_KEPT_PER_CLIENT = 1_000;

export class PerClientCache<T, Client extends object = ServiceClient> {
  private client: Client | null = null;
  private readonly held = new Map<string, { value: T; until: number }>();
  private readonly pending = new Map<string, Promise<T>>();

  /** `read` never throws: a failure is a value too (kept for as long as it says). */
  constructor(
    private readonly clock: Pick<Clock, 'now'>,
    private readonly read: (client: Client, key: string) => Promise<Kept<T>>,
  ) {}

  get(client: Client, key = ''): Promise<T> {
    if (client !== this.client) {
      this.client = client;
      this.held.clear();
      this.pending.clear();
    }
    const held = this.held.get(key);
    if (held && this.clock.now() < held.until) return Promise.resolve(held.value);
    const running = this.pending.get(key);
    if (running) return running;
    const answer = this.read(client, key)
      .then(({ value, forMs }) => {
        // An answer for a client replaced meanwhile is not kept for the new one.
        if (this.client === client) this.keep(key, { value, until: this.clock.now() + forMs });
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === answer) this.pending.delete(key);
      });
    this.pending.set(key, answer);
    return answer;
  }

  private keep(key: string, held: { value: T; until: number }): void {
    this.held.delete(key);
    this.held.set(key, held);
    if (this.held.size <= MAX_KEPT_PER_CLIENT) return;
    const oldest = this.held.keys().next().value;
    if (oldest !== undefined) this.held.delete(oldest);
  }

  /** The values held for the current client, fresh or not (no request). */
  values(): T[] {
    return [...this.held.values()].map((held) => held.value);
  }
}
