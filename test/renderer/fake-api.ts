// A real stand-in for window.scoretray: answers from a table the test fills, records every call,
// and pushes events when the test says so. Answers may be held back to test ordering.

import type {
  EventChannel,
  EventTypes,
  InvokeFailure,
  InvokeResult,
  RequestChannel,
  ResponseOf,
  ScoretrayApi,
} from '../../shared/ipc-contract';
import { NO_DESKTOP } from '../../shared/desktop';
import { defaultSettings } from '../../shared/settings';
import type { AccountStatus, ImageId, ImageKind } from '../../shared/domain';
import { accountStatus } from '../fixtures/account-status';

type Answer<C extends RequestChannel> = (
  request: unknown,
) => ResponseOf<C> | Promise<ResponseOf<C>>;

export function connectedStatus(overrides: Partial<AccountStatus> = {}): AccountStatus {
  return accountStatus({
    quota: { limit: 1000, remaining: 900, resetAt: null, usedToday: 100 },
    lastUpdatedAt: Date.now(),
    transports: { football: 'websocket' },
    demo: true,
    ...overrides,
  });
}

export class FakeApi implements ScoretrayApi {
  readonly calls: { channel: RequestChannel; request: unknown }[] = [];
  private readonly answers = new Map<RequestChannel, Answer<RequestChannel>>();
  private readonly failures = new Map<RequestChannel, InvokeFailure>();
  private readonly listeners = new Map<string, Set<(payload: never) => void>>();

  constructor() {
    this.answer('app:ready', () => undefined);
    this.answer('live:list', () => []);
    this.answer('live:view', () => undefined);
    this.answer('settings:get', () => defaultSettings());
    this.answer('status:get', () => connectedStatus());
    this.answer('watchlist:get', () => []);
    this.answer('team:overviews', () => []);
    this.answer('day:schedule', (request) => ({
      ...(request as { sport: string; from: number; to: number }),
      matches: [],
    }));
    this.answer('key:masked', () => ({ masked: null, storage: 'none' }));
    this.answer('desktop:status', () => NO_DESKTOP);
    // The match centre's parts: none, unless a test gives some.
    this.answer('match:centre', () => ({}));
  }

  answer<C extends RequestChannel>(channel: C, answer: Answer<C>): this {
    this.answers.set(channel, answer as Answer<RequestChannel>);
    return this;
  }

  /** Answers the channel with a failure, as main does when its handler threw. */
  fail(channel: RequestChannel, failure: InvokeFailure): this {
    this.failures.set(channel, failure);
    return this;
  }

  invoke<C extends RequestChannel>(
    channel: C,
    ...request: unknown[]
  ): Promise<InvokeResult<ResponseOf<C>>> {
    this.calls.push({ channel, request: request[0] });
    const failure = this.failures.get(channel);
    if (failure) return Promise.resolve({ ok: false, failure });
    const answer = this.answers.get(channel);
    if (!answer) return Promise.reject(new Error(`${channel} has no answer in this test`));
    try {
      return Promise.resolve(answer(request[0]) as ResponseOf<C>).then((value) => ({
        ok: true,
        value,
      }));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  on<E extends EventChannel>(event: E, listener: (payload: EventTypes[E]) => void): () => void {
    const set = this.listeners.get(event) ?? new Set();
    this.listeners.set(event, set);
    set.add(listener as (payload: never) => void);
    return () => set.delete(listener as (payload: never) => void);
  }

  emit<E extends EventChannel>(event: E, payload: EventTypes[E]): void {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (value: EventTypes[E]) => void)(payload);
  }

  imageUrl(kind: ImageKind, sport: string, id: ImageId): string {
    return `test-img://${kind}/${sport}/${id}`;
  }

  /** The engine's time, driven by the test; null: the window's own clock. */
  engineNow: number | null = null;

  now(): number {
    return this.engineNow ?? Date.now();
  }

  callsOf(channel: RequestChannel): unknown[] {
    return this.calls.filter((call) => call.channel === channel).map((call) => call.request);
  }
}
