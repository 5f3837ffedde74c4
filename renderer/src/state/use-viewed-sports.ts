import { useEffect, useState } from 'react';
import { useApp } from './app-context';

function isHidden(): boolean {
  return document.visibilityState === 'hidden';
}

/**
 * Tells the engine which sports are on screen: those are polled while someone looks at them, and
 * nothing is when the window is hidden or the view is left. null: not known yet, say nothing.
 */
export function useViewedSports(sports: readonly string[] | null): void {
  const { api } = useApp();
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
    api.invoke('live:view', { sports: viewed }).catch(() => undefined);
    return () => {
      api.invoke('live:view', { sports: [] }).catch(() => undefined);
    };
  }, [api, key, hidden]);
}
