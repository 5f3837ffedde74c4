import { useEffect, useState } from 'react';
import { useApp } from './app-context';

/**
 * The engine's time (the bridge's now(): the system clock in the app, the demo world's in the UI
 * harness), re-read every `intervalMs`, so relative labels ("3 minutes ago", "Today") stay true and
 * agree with the match clocks.
 */
export function useNow(intervalMs = 30_000): number {
  const { api } = useApp();
  const [now, setNow] = useState(() => api.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(api.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [api, intervalMs]);
  return now;
}
