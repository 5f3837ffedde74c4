// The day list's data: each shown sport's matches of the chosen local day, asked of the engine
// ('day:schedule', which caches per day), asked again every minute while the list shows, so kick-offs
// and results come in. Live matches are laid over from the live store (fresher than any list), and
// today also lists every match the live store holds, also one that began yesterday evening.

import { useEffect, useMemo, useState } from 'react';
import { matchKey, type Match } from '../../../shared/domain';
import type { ScoretrayApi } from '../../../shared/ipc-contract';
import { errorMessage } from '../bridge';
import type { DayRange } from '../../../shared/day-range';
import { request } from './request';

const REFRESH_MS = 60_000;

export interface DayScheduleState {
  /** False until every sport's answer (or failure) is in: the list shows loading meanwhile. */
  loaded: boolean;
  /** The day's matches by matchKey. */
  matches: ReadonlyMap<string, Match>;
  /** The first failure, when some sport's day could not be read. */
  error: string | null;
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
  const [answer, setAnswer] = useState<{ key: string; matches: Match[]; error: string | null }>();
  const sportsKey = sports.join(',');
  const key = `${sportsKey}|${range.from}|${range.to}`;

  useEffect(() => {
    let current = true;
    const load = (): void => {
      void Promise.allSettled(
        sportsKey
          .split(',')
          .filter((sport) => sport !== '')
          .map((sport) => request(api, 'day:schedule', { sport, from: range.from, to: range.to })),
      ).then((results) => {
        if (!current) return;
        const failed = results.find((result) => result.status === 'rejected');
        setAnswer({
          key,
          matches: results.flatMap((result) =>
            result.status === 'fulfilled' ? result.value.matches : [],
          ),
          error: failed ? errorMessage(failed.reason) : null,
        });
      });
    };
    load();
    const timer = window.setInterval(load, REFRESH_MS);
    return () => {
      current = false;
      window.clearInterval(timer);
    };
  }, [api, key, sportsKey, range.from, range.to]);

  return useMemo(() => {
    // An answer for another day or other sports is not shown as this one's.
    if (answer?.key !== key) return { loaded: false, matches: new Map(), error: null };
    const shown = new Set(sportsKey.split(','));
    const byKey = new Map(answer.matches.map((match) => [matchKey(match.sport, match.id), match]));
    for (const [liveKey, match] of live) {
      const ofToday = today === 'all' || (today === 'shown' && shown.has(match.sport));
      if (byKey.has(liveKey) || ofToday) byKey.set(liveKey, match);
    }
    return { loaded: true, matches: byKey, error: answer.error };
  }, [answer, key, sportsKey, live, today]);
}
