// How the headless mode reads SIGINT and SIGTERM: the first asks for a stop (requests aborted, state
// saved, exit 0); a second one ends the process at once. A signal arriving within moments of the
// first is the same stop heard twice, not a second request: Ctrl+C reaches every process of the
// group at once, and a parent that hands signals on (npm, a process manager) adds its own copy.

export type SignalVerdict = 'stop' | 'same-stop' | 'end-now';

/** Signals closer together than this are one stop delivered twice. */
export const SAME_STOP_MS = 500;

export class StopSignals {
  private firstAt: number | null = null;

  heard(now: number): SignalVerdict {
    if (this.firstAt === null) {
      this.firstAt = now;
      return 'stop';
    }
    return now - this.firstAt > SAME_STOP_MS ? 'end-now' : 'same-stop';
  }
}
