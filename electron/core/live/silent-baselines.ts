// Which sports' next look is a silent baseline. On the very first run (nothing stored: no last
// known scores, no alert ledger) what is on when the app starts is learnt, not alerted: the first
// look of each sport that matters at start is silent. The live engine hands the answer to the
// snapshot pipeline with each snapshot; nothing else decides it.

import type { SportSlug } from '../../../shared/domain';

export class SilentBaselines {
  private readonly pending = new Set<SportSlug>();
  private readonly decided = new Set<SportSlug>();
  private startingUp = false;

  constructor(private readonly firstRunEver: boolean) {}

  /** From the start until the start's fixture lists are in: sports found to matter meanwhile count. */
  setStartingUp(startingUp: boolean): void {
    this.startingUp = startingUp;
  }

  /** The sports that matter now; each is decided once, while starting up on the first run. */
  decide(activeSports: Iterable<SportSlug>): void {
    if (!this.firstRunEver || !this.startingUp) return;
    for (const sport of activeSports) {
      if (this.decided.has(sport)) continue;
      this.decided.add(sport);
      this.pending.add(sport);
    }
  }

  isBaseline(sport: SportSlug): boolean {
    return this.pending.has(sport);
  }

  /** The sport's first list went through: what comes next is news. */
  looked(sport: SportSlug): void {
    this.pending.delete(sport);
  }
}
