// One answer per service client, kept for as long as its reader says, and one read at a time: the
// window may ask at every change it sees, and only the first ask after the answer expires costs a
// request. A client belongs to one service address and key, so a new key or address reads afresh.

import type { ServiceClient } from './api/service-client-api';
import type { Clock } from './ports';

export interface Kept<T> {
  value: T;
  /** How long the value serves (Infinity: for the client's life). */
  forMs: number;
}

export class PerClientCache<T> {
  private held: { client: ServiceClient; value: T; until: number } | null = null;
  private pending: { client: ServiceClient; answer: Promise<T> } | null = null;

  /** `read` never throws: a failure is a value too (kept for as long as it says). */
  constructor(
    private readonly clock: Pick<Clock, 'now'>,
    private readonly read: (client: ServiceClient) => Promise<Kept<T>>,
  ) {}

  get(client: ServiceClient): Promise<T> {
    const held = this.held;
    if (held?.client === client && this.clock.now() < held.until)
      return Promise.resolve(held.value);
    if (this.pending?.client === client) return this.pending.answer;
    const answer = this.read(client)
      .then(({ value, forMs }) => {
        this.held = { client, value, until: this.clock.now() + forMs };
        return value;
      })
      .finally(() => {
        if (this.pending?.client === client) this.pending = null;
      });
    this.pending = { client, answer };
    return answer;
  }
}
