// The running match clock in the window: every surface (live rows, the match page, the watchlist)
// reads the same value, shared/match-clock.ts run on to the engine's time. One ticker per window
// wakes subscribers each second; a component re-renders only when its clock text changes.

import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { matchClock, type ClockInput } from '../../../shared/match-clock';
import type { ScoretrayApi } from '../../../shared/ipc-contract';
import { isStale } from '../format/problems';
import { useApp } from './app-context';

const TICK_MS = 1000;

/** The engine's time as the window knows it, and one shared tick while anybody is watching. */
export class EngineTicker {
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly api: Pick<ScoretrayApi, 'now'>,
    private readonly every = TICK_MS,
  ) {}

  now = (): number => this.api.now();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.timer ??= setInterval(() => {
      for (const each of [...this.listeners]) each();
    }, this.every);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.timer !== null) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  };
}

const tickers = new WeakMap<object, EngineTicker>();

export function tickerFor(api: Pick<ScoretrayApi, 'now'>): EngineTicker {
  let ticker = tickers.get(api);
  if (!ticker) {
    ticker = new EngineTicker(api);
    tickers.set(api, ticker);
  }
  return ticker;
}

/** The clock text of a match ("67'", "HT", "Q3 4:12"), kept current while the component shows. */
export function useMatchClock(match: ClockInput): string {
  const { api, status } = useApp();
  const { t } = useTranslation();
  const ticker = tickerFor(api);
  // While the data is not current (key rejected, quota spent, offline) the clock stops where the
  // last news left it: a running minute would claim a match is followed live when it is not.
  const frozenAt = isStale(status) ? (status?.lastUpdatedAt ?? null) : null;
  return useSyncExternalStore(ticker.subscribe, () =>
    matchClock(match, frozenAt ?? ticker.now(), t),
  );
}
