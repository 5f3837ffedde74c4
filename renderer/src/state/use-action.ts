// A button's request, written once: one action at a time (a click while one runs is ignored, not
// queued), busy while it runs, and a failure kept as a readable message in the window's language.
// Busy ignores clicks rather than disabling buttons: a disabled button drops the keyboard focus.

import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../bridge';
import { useMounted } from './use-mounted';

export interface Action {
  busy: boolean;
  /** Why the last run failed, worded; null while running and after a success. */
  error: string | null;
  /**
   * Runs `action` unless one is under way; `describe` words the failure's message for this place
   * ("Could not add to the calendar: …"). Answers whether the action ran and succeeded.
   */
  run: (action: () => Promise<void>, describe?: (message: string) => string) => Promise<boolean>;
}

export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const mounted = useMounted();

  const run = useCallback<Action['run']>(
    async (action, describe = (message) => message) => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setError(null);
      try {
        await action();
        return true;
      } catch (caught) {
        if (mounted.current) setError(describe(errorMessage(caught)));
        return false;
      } finally {
        running.current = false;
        if (mounted.current) setBusy(false);
      }
    },
    [mounted],
  );

  return { busy, error, run };
}
