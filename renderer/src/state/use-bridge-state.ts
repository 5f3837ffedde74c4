// Connects the window to the app once: listens to every push, says 'app:ready', then loads settings,
// status and the live list. Live changes that arrive while the list is still on its way are already
// part of that list (both travel the same ordered channel), so they are skipped, not applied twice.

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AccountStatus, Alert } from '../../../shared/domain';
import {
  savedDataProblemSchema,
  type SavedDataProblem,
  type ScoretrayApi,
} from '../../../shared/ipc-contract';
import type { Settings } from '../../../shared/settings';
import { errorMessage } from '../bridge';
import { LiveStore, windowTimers } from './live-store';
import { viewFromTarget, type View } from './navigation';
import { request } from './request';

export interface BridgeState {
  settings: Settings | null;
  setSettings: (settings: Settings) => void;
  status: AccountStatus | null;
  live: LiveStore;
  alerts: Alert[];
  dismissAlert: (id: string) => void;
  /** Saved data set aside or not written, told until the user dismisses it. */
  dataProblems: SavedDataProblem[];
  dismissDataProblem: (problem: SavedDataProblem) => void;
  /** Why the first load failed, if it did. */
  loadError: string | null;
}

/** More would cover the little window; the newest alerts matter most. */
const MAX_TOASTS = 2;

export function useBridgeState(api: ScoretrayApi, navigate: (view: View) => void): BridgeState {
  const live = useMemo(() => new LiveStore(windowTimers()), []);
  const [settings, setSettings] = useState<Settings | null>(null);
  const [status, setStatus] = useState<AccountStatus | null>(null);
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const [dataProblems, setDataProblems] = useState<SavedDataProblem[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    let listLoaded = false;
    let disposed = false;
    const unsubscribers = [
      api.on('live:changed', (changes) => {
        if (listLoaded) live.apply(changes);
      }),
      api.on('status:changed', setStatus),
      api.on('settings:changed', setSettings),
      api.on('alert:raised', (alert) =>
        setAlerts((current) =>
          [alert, ...current.filter((shown) => shown.id !== alert.id)].slice(0, MAX_TOASTS),
        ),
      ),
      api.on('data:problem', (pushed) => {
        // Checked at the boundary like every request: words the window has no sentence for are
        // not shown as something half-worded.
        const parsed = savedDataProblemSchema.safeParse(pushed);
        if (!parsed.success) return;
        const problem = parsed.data;
        const same = JSON.stringify(problem.words);
        setDataProblems((current) =>
          current.some((told) => JSON.stringify(told.words) === same)
            ? current
            : [...current, problem],
        );
      }),
      api.on('navigate', (target) => navigateRef.current(viewFromTarget(target))),
    ];

    const load = async (): Promise<void> => {
      await request(api, 'app:ready');
      const [loadedSettings, loadedStatus, matches] = await Promise.all([
        request(api, 'settings:get'),
        request(api, 'status:get'),
        request(api, 'live:list'),
      ]);
      if (disposed) return;
      setSettings(loadedSettings);
      setStatus(loadedStatus);
      live.replaceAll(matches);
      listLoaded = true;
    };
    load().catch((error: unknown) => {
      if (!disposed) setLoadError(errorMessage(error));
    });

    return () => {
      disposed = true;
      for (const unsubscribe of unsubscribers) unsubscribe();
    };
  }, [api, live]);

  useEffect(() => () => live.dispose(), [live]);

  const dismissAlert = useCallback(
    (id: string): void => setAlerts((current) => current.filter((alert) => alert.id !== id)),
    [],
  );

  const dismissDataProblem = useCallback(
    (problem: SavedDataProblem): void =>
      setDataProblems((current) => current.filter((told) => told !== problem)),
    [],
  );

  return {
    settings,
    setSettings,
    status,
    live,
    alerts,
    dismissAlert,
    dataProblems,
    dismissDataProblem,
    loadError,
  };
}
