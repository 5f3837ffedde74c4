// The day list's data: each shown sport's matches of the chosen local day, asked of the engine
// ('day:schedule', which caches per day), asked again every minute while the list shows, so kick-offs
// and results come in. Each sport's answer stands on its own: one sport opened later, or one that
// fails, leaves the others' rows where they are. Live matches are laid over from the live store
// (fresher than any list), and today also lists every match the live store holds, also one that
// began yesterday evening. The last answers are kept per bridge beyond the list's life, so coming
// back to the Live tab shows the day at once while it is asked again, not a loading screen.

import { useEffect, useMemo, useState } from 'react';
import { matchKey, type Match } from '../../../shared/domain';
import type { ScoretrayApi } from '../../../shared/ipc-contract';
import { errorMessage } from '../bridge';
import type { DayRange } from '../../../shared/day-range';
import { request } from './request';

const REFRESH_MS = 60_000;

interface SportAnswer {
  matches: Match[];
  error: string | null;
}

/** The last answers by `sport|from|to` per bridge: what the day list shows when it mounts again. */
const lastAnswers = new WeakMap<ScoretrayApi, ReadonlyMap<string, SportAnswer>>();

export interface DayScheduleState {
  /** False until some shown sport's answer (or failure) is in: the list shows loading meanwhile. */
  loaded: boolean;
  /** The day's matches by matchKey. */
  matches: ReadonlyMap<string, Match>;
  /** Each shown sport's day: asked and not in yet, could not be had (with why), or here. */
  states: ReadonlyMap<string, 'loading' | 'failed' | 'loaded'>;
  /** Why each failed sport's day could not be had. */
  errors: ReadonlyMap<string, string>;
}

export function useDaySchedule(
  api: ScoretrayApi,
  sports: readonly string[],
  range: DayRange,
  /** The live store's roster: its identity changes only when the day list's layout may. */
  live: ReadonlyMap<string, Match>,
  /** Today lists the live store's matches too: of the shown sports, or of every sport ('all'). */
  today: 'all' | 'shown' | false,
): DayScheduleState {
  // Answers by `sport|from|to`: another day's answer is never shown as this one's.
  const [answers, setAnswers] = useState<ReadonlyMap<string, SportAnswer>>(
    () => lastAnswers.get(api) ?? new Map(),
  );
  const sportsKey = sports.join(',');
  const rangeKey = `${range.from}|${range.to}`;

  useEffect(() => {
    let current = true;
    const [from, to] = rangeKey.split('|').map(Number) as [number, number];
    const load = (): void => {
      for (const sport of sportsKey.split(',').filter((name) => name !== '')) {
        request(api, 'day:schedule', { sport, from, to }).then(
          (answer) => keep(sport, { matches: answer.matches, error: null }),
          (error: unknown) => keep(sport, { matches: [], error: errorMessage(error) }),
        );
      }
    };
    const keep = (sport: string, answer: SportAnswer): void => {
      if (!current) return;
      setAnswers((before) => {
        const next = new Map([...before].filter(([key]) => key.endsWith(`|${rangeKey}`)));
        const previous = next.get(`${sport}|${rangeKey}`);
        // A failed refresh keeps the rows already shown; the list is not emptied by a blip.
        if (answer.error !== null && previous && previous.error === null) return before;
        next.set(`${sport}|${rangeKey}`, answer);
        lastAnswers.set(api, next);
        return next;
      });
    };
    load();
    const timer = window.setInterval(load, REFRESH_MS);
    return () => {
      current = false;
      window.clearInterval(timer);
    };
  }, [api, rangeKey, sportsKey]);

  return useMemo(() => {
    const shown = sportsKey.split(',').filter((name) => name !== '');
    const states = new Map<string, 'loading' | 'failed' | 'loaded'>();
    const errors = new Map<string, string>();
    const byKey = new Map<string, Match>();
    for (const sport of shown) {
      const answer = answers.get(`${sport}|${rangeKey}`);
      if (!answer) {
        states.set(sport, 'loading');
        continue;
      }
      if (answer.error !== null) {
        states.set(sport, 'failed');
        errors.set(sport, answer.error);
      } else states.set(sport, 'loaded');
      for (const match of answer.matches) byKey.set(matchKey(match.sport, match.id), match);
    }
    const wanted = new Set(shown);
    for (const [liveKey, match] of live) {
      const ofToday = today === 'all' || (today === 'shown' && wanted.has(match.sport));
      if (byKey.has(liveKey) || ofToday) byKey.set(liveKey, match);
    }
    const loaded = shown.length === 0 || [...states.values()].some((state) => state !== 'loading');
    return { loaded, matches: byKey, states, errors };
  }, [answers, rangeKey, sportsKey, live, today]);
}
