// Answers of the browse pages kept for their documented lifetime (V6 10 minutes, V5 60 seconds)
// or one chosen by sense, per service client: the window asks again at every visit, and only the
// first ask after an answer expires costs a request; asks of the same key while one is under way
// share it. "The service has no such thing" (404, an answer in no readable shape) is an answer
// too and kept as long, so a revisit does not ask it again. Any other failure (outage, quota, key)
// is not kept: the next ask tries again.

import { saysEndpointMissing } from '../per-client-cache';
import type { Clock } from '../ports';

/** Past this many answers the oldest go first: a long evening of browsing stays small. */
const MAX_KEPT = 1_000;

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export class KeptAnswers {
  private client: object | null = null;
  private readonly held = new Map<string, { until: number; outcome: Outcome }>();
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(private readonly clock: Pick<Clock, 'now'>) {}

  /**
   * `forMs` may depend on the answer (a live match's detail goes stale sooner than a finished
   * one's); a failure kept as "none" is kept for what it gives for no answer.
   */
  get<T>(
    client: object,
    key: string,
    forMs: number | ((answer: T | undefined) => number),
    read: () => Promise<T>,
  ): Promise<T> {
    const lifetime = (answer: T | undefined): number =>
      typeof forMs === 'number' ? forMs : forMs(answer);
    if (client !== this.client) {
      this.client = client;
      this.held.clear();
      this.pending.clear();
    }
    const held = this.held.get(key);
    if (held && this.clock.now() < held.until) {
      return held.outcome.ok
        ? Promise.resolve(held.outcome.value as T)
        : Promise.reject(held.outcome.error);
    }
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
    const keep = (outcome: Outcome, keptMs: number) => {
      if (this.client !== client) return;
      this.held.delete(key);
      this.held.set(key, { until: this.clock.now() + keptMs, outcome });
      if (this.held.size > MAX_KEPT) {
        const oldest = this.held.keys().next().value;
        if (oldest !== undefined) this.held.delete(oldest);
      }
    };
    const answer = read()
      .then(
        (value) => {
          keep({ ok: true, value }, lifetime(value));
          return value;
        },
        (error: unknown) => {
          if (saysEndpointMissing(error)) keep({ ok: false, error }, lifetime(undefined));
          throw error;
        },
      )
      .finally(() => {
        if (this.pending.get(key) === answer) this.pending.delete(key);
      });
    this.pending.set(key, answer);
    return answer;
  }
}
