// Counts the engine's requests under way, handlers included, so that "idle" means nothing is left
// to happen: benchmarks and tests wait on it instead of sleeping.

export class RequestTracker {
  private busy = 0;
  private waiters: (() => void)[] = [];

  /** A handler that throws is a bug in the engine: reported, never an unhandled rejection. */
  constructor(private readonly onUnexpected: (error: unknown) => void) {}

  /**
   * Runs the handlers of a request and counts it as under way until they have run, so whenIdle()
   * does not resolve between an answer and the request its handler starts next.
   */
  run<T>(
    promise: Promise<T>,
    onValue: (value: T) => void,
    onError: (error: unknown) => void = () => undefined,
  ): Promise<void> {
    this.busy += 1;
    return promise
      .then(onValue, onError)
      .catch((error: unknown) => this.onUnexpected(error))
      .finally(() => {
        this.busy -= 1;
        if (this.busy > 0) return;
        const waiters = this.waiters;
        this.waiters = [];
        for (const resolve of waiters) resolve();
      });
  }

  whenIdle(): Promise<void> {
    if (this.busy === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}
