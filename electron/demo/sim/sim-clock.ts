// The simulated clock. In 'real' mode it runs with wall time times the speed factor; in 'manual'
// mode it stands still until advanced, which is what makes tests repeatable.

export interface SimClock {
  now(): number;
  advance(ms: number): void;
  readonly mode: 'real' | 'manual';
  readonly speed: number;
}

export function createSimClock(options: {
  startAt: number;
  speed: number;
  mode: 'real' | 'manual';
  wallNow?: () => number;
}): SimClock {
  const wallNow = options.wallNow ?? (() => Date.now());
  const wallStart = wallNow();
  let advanced = 0;
  return {
    mode: options.mode,
    speed: options.speed,
    now() {
      const running = options.mode === 'real' ? (wallNow() - wallStart) * options.speed : 0;
      return Math.floor(options.startAt + running + advanced);
    },
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0)
        throw new Error(`advance needs a non-negative number of ms, got ${ms}`);
      advanced += ms;
    },
  };
}
