// Whether this client may send at all. 401 and 403 stop all traffic until the key changes
// (resetAccess); 429 stops it until the reset time the service named. Listeners hear every change,
// including the quiet return to 'ok' when a quota reset passes.

import type { Clock, TimerHandle } from '../ports';
import type { AccessState } from './service-client-api';
import { ServiceError } from './service-errors';

export class AccessGate {
  private state: AccessState = { state: 'ok' };
  private readonly listeners = new Set<(access: AccessState) => void>();
  private reopenTimer: TimerHandle | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly onListenerError: (error: unknown) => void = () => {},
  ) {}

  current(): AccessState {
    if (this.state.state === 'quota-exhausted' && this.clock.now() >= this.state.resetAt)
      this.open();
    return this.state;
  }

  /** Throws ServiceError 'blocked' (nothing is sent) while traffic is stopped. */
  assertOpen(url: string): void {
    const access = this.current();
    switch (access.state) {
      case 'ok':
        return;
      case 'quota-exhausted':
        throw new ServiceError(
          'blocked',
          `Not sent: the daily quota is used up until ${new Date(access.resetAt).toISOString()}`,
          { code: 'quota', resetAt: access.resetAt, url },
        );
      default:
        throw new ServiceError('blocked', `Not sent: ${access.message}`, {
          code: access.state,
          url,
        });
    }
  }

  block(access: Exclude<AccessState, { state: 'ok' }>): void {
    this.cancelReopen();
    if (access.state === 'quota-exhausted') {
      const timer = this.clock.setTimeout(
        () => {
          this.reopenTimer = null;
          this.current();
        },
        Math.max(0, access.resetAt - this.clock.now()),
      );
      timer.unref?.();
      this.reopenTimer = timer;
    }
    this.change(access);
  }

  open(): void {
    this.cancelReopen();
    if (this.state.state !== 'ok') this.change({ state: 'ok' });
  }

  subscribe(listener: (access: AccessState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private change(access: AccessState): void {
    // Several requests in flight may meet the same 401 or 429; listeners hear it once.
    if (JSON.stringify(access) === JSON.stringify(this.state)) return;
    this.state = access;
    for (const listener of [...this.listeners]) {
      try {
        listener(access);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  private cancelReopen(): void {
    if (this.reopenTimer) this.clock.clearTimeout(this.reopenTimer);
    this.reopenTimer = null;
  }
}
