// The looks asked on the command line (--table, --day, --watchlist, --sport-counts and
// --export-calendar) are worth printing only for a run that had its first look: after a failed
// start the run ends with its error line, and after a stop it prints nothing more.

export class FirstLookGate {
  private stopped = false;
  private readonly lookedOnce: Promise<boolean>;

  /** `failed` is told why the start failed, unless the run was stopped by then. */
  constructor(start: Promise<void>, failed: (error: unknown) => void) {
    this.lookedOnce = start.then(
      () => !this.stopped,
      (error: unknown) => {
        if (!this.stopped) failed(error);
        return false;
      },
    );
  }

  /** Settles once the start has settled, either way. */
  settled(): Promise<void> {
    return this.lookedOnce.then(() => undefined);
  }

  /**
   * Runs `look` after the first look and gives its answer; never after a failed start or once
   * stopped, when the answer is undefined.
   */
  after<T>(look: () => Promise<T> | T): Promise<T | undefined> {
    return this.lookedOnce.then(async (ok) => (ok && !this.stopped ? await look() : undefined));
  }

  stop(): void {
    this.stopped = true;
  }
}
