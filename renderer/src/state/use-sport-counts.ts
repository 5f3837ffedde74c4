import { useEffect, useRef, useState } from 'react';
import type { SportCounts } from '../../../shared/domain';
import type { ScoretrayApi } from '../../../shared/ipc-contract';
import { useMounted } from './use-mounted';
import { request } from './request';

/** The engine keeps the service's answer a minute; asking more often than this only costs IPC. */
const ASK_EVERY_MS = 5_000;

/**
 * The sport switcher's counts from the engine (live:counts), asked when the view opens and again
 * as the live matches change. null until the first answer, or when it cannot be had: the switcher
 * then counts the rows it has.
 */
export function useSportCounts(api: ScoretrayApi, changed: unknown): SportCounts | null {
  const [counts, setCounts] = useState<SportCounts | null>(null);
  const askedAt = useRef(Number.NEGATIVE_INFINITY);
  const asked = useRef(0);
  const mounted = useMounted();

  // A re-run within the throttle asks nothing, so it must not drop the answer still on its way
  // (at start-up live:list lands while live:counts is out): only unmounting or a newer request
  // makes an answer stale.
  useEffect(() => {
    const now = Date.now();
    if (now - askedAt.current < ASK_EVERY_MS) return;
    askedAt.current = now;
    const asking = ++asked.current;
    request(api, 'live:counts')
      .then((answer) => {
        if (mounted.current && asking === asked.current) setCounts(answer);
      })
      .catch(() => undefined);
  }, [api, changed, mounted]);

  return counts;
}
