// Every answered request, so tests can count what a client sent.

import type { DemoRequestLog } from '../demo-service-api';

type Entry = ReturnType<DemoRequestLog['requests']>[number];

const MAX_ENTRIES = 50_000;

export class RequestLog implements DemoRequestLog {
  private entries: Entry[] = [];

  record(entry: Entry): void {
    this.entries.push(entry);
    // A demo left running for days must not grow without bound.
    if (this.entries.length > MAX_ENTRIES)
      this.entries.splice(0, this.entries.length - MAX_ENTRIES);
  }

  requests(): Entry[] {
    return this.entries.map((entry) => ({ ...entry }));
  }

  reset(): void {
    this.entries = [];
  }
}
