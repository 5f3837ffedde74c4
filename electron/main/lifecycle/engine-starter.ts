// Starts the engine and keeps trying when the first look fails (the demo service could not bind, the
// disk was busy): the user is told once, and the app comes alive by itself when the cause is gone.

import type { Engine } from '../../core/engine/api';
import type { Clock, TimerHandle } from '../../core/ports';

export interface EngineStarterOptions {
  engine: Pick<Engine, 'start' | 'stop'>;
  clock: Clock;
  onFailure: (error: unknown, attempt: number) => void;
  onStarted?: () => void;
  /** What the engine needs before it starts (the key, decrypted); a stop meanwhile cancels the start. */
  beforeStart?: () => Promise<unknown>;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export interface EngineStarter {
  /** Settles after the first attempt, whether it worked or not. */
  firstAttempt: Promise<void>;
  cancel(): void;
}

export function startEngineWithRetry(options: EngineStarterOptions): EngineStarter {
  const { engine, clock } = options;
  let timer: TimerHandle | null = null;
  let cancelled = false;

  const attempt = async (number: number): Promise<void> => {
    try {
      await options.beforeStart?.();
      if (cancelled) return;
      await engine.start();
      if (!cancelled) options.onStarted?.();
    } catch (error) {
      if (cancelled) return;
      options.onFailure(error, number);
      // A failed start leaves the engine half started; stopping it makes the next start a fresh one.
      await engine.stop().catch(() => undefined);
      const delay = Math.min(
        options.maxDelayMs ?? 300_000,
        (options.baseDelayMs ?? 5000) * 2 ** (number - 1),
      );
      timer = clock.setTimeout(() => {
        timer = null;
        if (!cancelled) void attempt(number + 1);
      }, delay);
      timer.unref?.();
    }
  };

  return {
    firstAttempt: attempt(1),
    cancel: () => {
      cancelled = true;
      if (timer) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
