// Switchable faults: what the real service (or the network) may do to a client, on demand.

import type { DemoFaults, RateLimitOverrides } from '../demo-service-api';

export interface SocketControl {
  dropAll(): void;
  setFrozen(frozen: boolean): void;
}

export class FaultState implements DemoFaults {
  keyRejection: 401 | 403 | null = null;
  quotaResetAt: number | null = null;
  serverErrorCount = 0;
  serverErrorStatus = 500;
  imageBadGatewayCount = 0;
  slowMs = 0;
  brokenJsonCount = 0;
  socketsFrozen = false;
  rateLimitOverrides: RateLimitOverrides | null = null;

  constructor(private readonly sockets: () => SocketControl | null) {}

  rejectKeys(status: 401 | 403 | null): void {
    if (status !== null && status !== 401 && status !== 403)
      throw new Error(`rejectKeys takes 401, 403 or null, not ${String(status)}`);
    this.keyRejection = status;
  }

  exhaustQuota(resetAt: number): void {
    if (!Number.isFinite(resetAt)) throw new Error('exhaustQuota needs an epoch-ms reset time');
    this.quotaResetAt = resetAt;
  }

  rateLimitHeaders(overrides: RateLimitOverrides | null): void {
    this.rateLimitOverrides = overrides === null ? null : { ...overrides };
  }

  serverErrors(count: number, status = 500): void {
    if (!Number.isInteger(count) || count < 0) throw new Error('serverErrors needs a count >= 0');
    if (!Number.isInteger(status) || status < 500 || status > 599)
      throw new Error('serverErrors needs a 5xx status');
    this.serverErrorCount = count;
    this.serverErrorStatus = status;
  }

  imageBadGateway(count: number): void {
    if (!Number.isInteger(count) || count < 0)
      throw new Error('imageBadGateway needs a count >= 0');
    this.imageBadGatewayCount = count;
  }

  slow(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new Error('slow needs ms >= 0');
    this.slowMs = ms;
  }

  brokenJson(count: number): void {
    if (!Number.isInteger(count) || count < 0) throw new Error('brokenJson needs a count >= 0');
    this.brokenJsonCount = count;
  }

  dropSockets(): void {
    this.sockets()?.dropAll();
  }

  freezeSockets(frozen: boolean): void {
    this.socketsFrozen = frozen;
    this.sockets()?.setFrozen(frozen);
  }

  clear(): void {
    this.keyRejection = null;
    this.quotaResetAt = null;
    this.rateLimitOverrides = null;
    this.serverErrorCount = 0;
    this.imageBadGatewayCount = 0;
    this.slowMs = 0;
    this.brokenJsonCount = 0;
    this.freezeSockets(false);
  }

  /** Takes one from a countdown; true while it was still running. */
  take(which: 'serverErrorCount' | 'imageBadGatewayCount' | 'brokenJsonCount'): boolean {
    if (this[which] <= 0) return false;
    this[which] -= 1;
    return true;
  }
}
