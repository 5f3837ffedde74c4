// The engine's events as a small typed emitter. A listener that throws is reported, never allowed to
// stop the engine or the other listeners.

import type { EngineEventName, EngineEvents } from './api';
import { entryOf } from '../../../shared/map-entry';

type Listener<E extends EngineEventName> = (payload: EngineEvents[E]) => void;

export class EngineEmitter {
  private readonly listeners = new Map<EngineEventName, Set<(payload: never) => void>>();

  constructor(private readonly onListenerError: (error: unknown) => void) {}

  on<E extends EngineEventName>(event: E, listener: Listener<E>): () => void {
    const set = entryOf(this.listeners, event, () => new Set());
    set.add(listener as (payload: never) => void);
    return () => {
      set.delete(listener as (payload: never) => void);
    };
  }

  emit<E extends EngineEventName>(event: E, payload: EngineEvents[E]): void {
    const set = this.listeners.get(event);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        (listener as Listener<E>)(payload);
      } catch (error) {
        if (event === 'problem') continue;
        this.onListenerError(error);
      }
    }
  }
}
