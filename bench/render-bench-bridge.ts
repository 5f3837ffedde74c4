// Runs in the page instead of the harness bridge: window.scoretray with a thousand synthetic live
// matches and a score feed at a chosen rate, so the benchmark measures the renderer and nothing
// else. Type imports only: it compiles to a classic script.

import type { ImageKind, Match, MatchChange, ScoreSide } from '../shared/domain';
import type { EventChannel, RequestChannel, ScoretrayApi } from '../shared/ipc-contract';

interface BenchControls {
  /** Starts `perSecond` score changes a second, spread evenly. */
  startUpdates(perSecond: number): void;
  stopUpdates(): void;
  updatesSent(): number;
  /**
   * Feeds updates for `durationMs` while recording requestAnimationFrame deltas, scrolling the live
   * list by `scrollPerFrame` pixels a frame (bouncing at the ends).
   */
  measureFrames(options: {
    durationMs: number;
    updatesPerSecond: number;
    scrollPerFrame: number;
  }): Promise<{ deltas: number[]; sent: number }>;
}

declare global {
  interface Window {
    __bench?: BenchControls;
  }
}

(() => {
  const params = new URLSearchParams(location.search);
  const rows = Math.max(1, Math.min(20_000, Number(params.get('rows') ?? '1000') || 1000));
  const sports = ['football', 'basketball', 'tennis', 'ice-hockey', 'handball', 'volleyball'];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const nowSeconds = Math.floor(Date.now() / 1000);

  const side = (value: number): ScoreSide => ({
    current: value,
    display: value,
    periods: [value],
    overtime: null,
    penalties: null,
    point: null,
  });

  const matches: Match[] = Array.from({ length: rows }, (_, index) => {
    const sport = sports[index % sports.length] ?? 'football';
    const tournament = Math.floor(index / 12);
    return {
      sport,
      id: 100_000 + index,
      home: { id: 10_000 + index * 2, name: `Home Team ${index}` },
      away: { id: 10_001 + index * 2, name: `Away Club ${index}` },
      homeScore: side(index % 3),
      awayScore: side(index % 2),
      status: { phase: 'live', text: '2nd half', code: 7 },
      tournament: { id: 500 + tournament, name: `League ${String(tournament).padStart(3, '0')}` },
      season: null,
      startTimestamp: nowSeconds - 3600 + (index % 60) * 60,
      clock: `${(index % 90) + 1}'`,
      isStage: false,
    };
  });

  const settings = {
    version: 1,
    service: { addressForm: 'path', baseUrl: '' },
    follows: [],
    watchedSports: sports,
    alertKinds: { kickoff: true, goals: true, periods: true, fulltime: true },
    quietHours: { enabled: false, start: '22:00', end: '07:00', mode: 'summarise' },
    spoilerDelaySeconds: 0,
    launchAtLogin: false,
    alertsPausedUntil: null,
  };
  const status = {
    state: 'connected',
    detail: null,
    resetAt: null,
    quota: { limit: null, remaining: null, resetAt: null, usedToday: 0 },
    lastUpdatedAt: Date.now(),
    transports: {},
    demo: false,
  };
  const answers: Partial<Record<RequestChannel, () => unknown>> = {
    'app:ready': () => undefined,
    'live:list': () => matches,
    'live:view': () => undefined,
    'settings:get': () => settings,
    'status:get': () => status,
    'watchlist:get': () => [],
    'key:masked': () => ({ masked: null, storage: 'none' }),
  };

  const emit = (event: EventChannel, payload: unknown): void => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };

  let timer: number | null = null;
  let sent = 0;
  let seed = 12_345;
  const random = (): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };

  const scoreOne = (): MatchChange => {
    const index = Math.floor(random() * matches.length);
    const before = matches[index];
    if (!before) throw new Error('no match');
    const home = random() < 0.5;
    const previous = { home: before.homeScore.current, away: before.awayScore.current };
    const next: Match = {
      ...before,
      homeScore: home ? side((before.homeScore.current ?? 0) + 1) : before.homeScore,
      awayScore: home ? before.awayScore : side((before.awayScore.current ?? 0) + 1),
    };
    matches[index] = next;
    return { kind: 'score', match: next, previous };
  };

  const api: ScoretrayApi = {
    invoke<C extends RequestChannel>(channel: C, ..._request: unknown[]) {
      const answer = answers[channel];
      if (!answer) return Promise.reject(new Error(`${channel} is not part of the benchmark.`));
      return Promise.resolve({ ok: true, value: answer() }) as never;
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      const wrapped = listener as (payload: unknown) => void;
      set.add(wrapped);
      return () => set.delete(wrapped);
    },
    now: () => Date.now(),
    imageUrl(_kind: ImageKind, _sport: string, id: number) {
      const hue = (id * 47) % 360;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><path d="M3 2h14v8c0 4-3 7-7 8-4-1-7-4-7-8z" fill="hsl(${hue} 60% 45%)"/></svg>`;
      return `data:image/svg+xml,${encodeURIComponent(svg)}`;
    },
  };

  window.__bench = {
    startUpdates(perSecond) {
      if (timer !== null) window.clearInterval(timer);
      const interval = 1000 / perSecond;
      let due = performance.now();
      // One timer at 4 ms catches up on every change that fell due, so the rate holds even when
      // the browser clamps timers.
      timer = window.setInterval(() => {
        while (performance.now() >= due) {
          emit('live:changed', [scoreOne()]);
          sent += 1;
          due += interval;
        }
      }, 4);
    },
    stopUpdates() {
      if (timer !== null) window.clearInterval(timer);
      timer = null;
    },
    updatesSent: () => sent,
    measureFrames({ durationMs, updatesPerSecond, scrollPerFrame }) {
      const bench = window.__bench;
      if (!bench) return Promise.reject(new Error('bench controls missing'));
      const list = document.querySelector<HTMLElement>('.live-list');
      const deltas: number[] = [];
      bench.startUpdates(updatesPerSecond);
      return new Promise((resolve) => {
        let last = performance.now();
        const end = last + durationMs;
        let direction = 1;
        const frame = (time: number): void => {
          deltas.push(time - last);
          last = time;
          if (list && scrollPerFrame > 0) {
            const max = list.scrollHeight - list.clientHeight;
            if (list.scrollTop >= max - 1) direction = -1;
            if (list.scrollTop <= 0) direction = 1;
            list.scrollTop += direction * scrollPerFrame;
          }
          if (time < end) {
            requestAnimationFrame(frame);
            return;
          }
          bench.stopUpdates();
          // The first delta spans the wait for the first frame, not a frame.
          resolve({ deltas: deltas.slice(1), sent: bench.updatesSent() });
        };
        requestAnimationFrame(frame);
      });
    },
  };

  Object.defineProperty(window, 'scoretray', { value: Object.freeze(api), writable: false });
})();
