// Pushes from main to the renderer. Nothing is sent before the renderer says 'app:ready' (its
// listeners are not there yet); until then pushes wait in a queue and are sent in order on ready.
// Status and settings are states, so only the newest of each waits; the queue is bounded.

import type { EventChannel, EventTypes } from '../../../shared/ipc-contract';
import type { PushTarget } from '../electron-surface';
import type { SecretRedactor } from './secret-redactor';
import { errorText } from '../../../shared/error-text';

/** Events that describe a state: a newer one makes the older one worthless. */
const LATEST_ONLY: ReadonlySet<EventChannel> = new Set(['status:changed', 'settings:changed']);

export interface RendererOutboxOptions {
  target: () => PushTarget | null;
  redactor: SecretRedactor;
  /** How many pushes wait at most; the oldest go first (the renderer re-reads lists on ready). */
  maxQueued?: number;
  log?: (message: string) => void;
}

interface Queued {
  event: EventChannel;
  payload: unknown;
}

export class RendererOutbox {
  private ready = false;
  private queue: Queued[] = [];

  constructor(private readonly options: RendererOutboxOptions) {}

  push<E extends EventChannel>(event: E, payload: EventTypes[E]): void {
    const safe = this.options.redactor.value(payload);
    if (this.ready && this.deliver(event, safe)) return;
    this.enqueue(event, safe);
  }

  /** The renderer's listeners are in place: send what waited, in order. */
  markReady(): void {
    this.ready = true;
    const waiting = this.queue;
    this.queue = [];
    for (const [index, item] of waiting.entries()) {
      if (!this.deliver(item.event, item.payload)) {
        // The window went away mid-flush: keep the rest for the next ready.
        this.ready = false;
        this.queue = waiting.slice(index);
        return;
      }
    }
  }

  /** The renderer reloaded, crashed or closed: hold pushes until it is ready again. */
  markNotReady(): void {
    this.ready = false;
  }

  private enqueue(event: EventChannel, payload: unknown): void {
    if (LATEST_ONLY.has(event)) this.queue = this.queue.filter((item) => item.event !== event);
    this.queue.push({ event, payload });
    const max = this.options.maxQueued ?? 500;
    if (this.queue.length > max) this.queue.splice(0, this.queue.length - max);
  }

  private deliver(event: EventChannel, payload: unknown): boolean {
    const target = this.options.target();
    if (!target || target.isDestroyed()) return false;
    try {
      target.send(event, payload);
      return true;
    } catch (error) {
      this.options.log?.(`A push of ${event} failed: ${errorText(error)}`);
      return false;
    }
  }
}
