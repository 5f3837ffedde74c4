import { useEffect, useState } from 'react';
import type { ScoretrayApi } from '../../../shared/ipc-contract';
import { request } from './request';

function isHidden(): boolean {
  return document.visibilityState === 'hidden';
}

/**
 * Tells the engine which sports the window shows: those are polled while it is open, and none
 * while it is hidden. null: not known yet, say nothing.
 */
export function useViewedSports(api: ScoretrayApi, sports: readonly string[] | null): void {
  const [hidden, setHidden] = useState(isHidden);
  const key = sports === null ? null : sports.join(',');

  useEffect(() => {
    const onChange = (): void => setHidden(isHidden());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  useEffect(() => {
    if (key === null) return;
    const viewed = hidden || key === '' ? [] : key.split(',');
    request(api, 'live:view', { sports: viewed }).catch(() => undefined);
  }, [api, key, hidden]);
}
