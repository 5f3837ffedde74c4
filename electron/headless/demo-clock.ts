// The engine's clock in demo mode: the demo world's time, with waits shortened by the world's speed,
// so a sped-up demo is watched exactly as a real day would be, only faster.

import type { Clock } from '../core/ports';

export function scaledClock(worldNow: () => number, speed: number): Clock {
  return {
    now: worldNow,
    setTimeout: (callback, ms) => setTimeout(callback, Math.max(0, ms / speed)),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}
