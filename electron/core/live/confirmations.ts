// A followed match that leaves the live list is not proof that it ended (DESIGN.md): the match
// endpoint is asked. Still on: it stays. Ended: it is shown ended once (the full-time alert), then
// goes. Unknown to the service, or unanswerable several times: it is let go without an alert.

import type { Match } from '../../../shared/domain';
import type { ServiceClient } from '../api/service-client-api';
import { classifyFailure } from './failure';
import type { RequestTracker } from './request-tracker';

export interface ConfirmationDeps {
  client: () => ServiceClient;
  tracker: RequestTracker;
  /** Failed asks before a match is let go. */
  attempts: number;
  mayAsk: () => boolean;
  afterRequest: (error: unknown | null) => void;
  onAnswer: (match: Match) => void;
  onGiveUp: (match: Match) => void;
  /** An ask failed and the match is not given up yet: asked again when the caller says. */
  onFailed?: (match: Match) => void;
}

export class Confirmations {
  private readonly asking = new Set<string>();
  private readonly failures = new Map<string, number>();
  /** Counts key and address changes: an answer to an ask begun before the last one is dropped. */
  private generation = 0;

  constructor(private readonly deps: ConfirmationDeps) {}

  /**
   * The key or address changed: asks under way are not waited for (one the old access holds open
   * would keep the match from being asked again), and the old access's failures do not count.
   */
  accessChanged(): void {
    this.generation += 1;
    this.asking.clear();
    this.failures.clear();
  }

  confirm(match: Match): void {
    const key = `${match.sport}:${match.id}`;
    if (this.asking.has(key) || !this.deps.mayAsk()) return;
    this.asking.add(key);
    const generation = this.generation;
    const current = () => generation === this.generation;
    void this.deps.tracker.run(
      this.deps.client().match(match.sport, match.id),
      (answer) => {
        if (!current()) return;
        this.asking.delete(key);
        this.failures.delete(key);
        this.deps.afterRequest(null);
        this.deps.onAnswer(answer);
      },
      (error: unknown) => {
        if (!current()) return;
        this.asking.delete(key);
        this.deps.afterRequest(error);
        const failures = (this.failures.get(key) ?? 0) + 1;
        this.failures.set(key, failures);
        if (classifyFailure(error).kind === 'not-found' || failures >= this.deps.attempts) {
          this.failures.delete(key);
          this.deps.onGiveUp(match);
        } else {
          this.deps.onFailed?.(match);
        }
      },
    );
  }
}
