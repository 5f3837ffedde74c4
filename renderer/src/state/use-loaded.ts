// One answer a view shows, asked when the view (a tab's panel) mounts and again when its key
// changes: loading, failed (worded in the window's language) or the value. An answer for a key
// left meanwhile is dropped.

import { useEffect, useState } from 'react';
import { errorMessage } from '../bridge';

export type Loaded<T> =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'done'; value: T };

export function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [held, setHeld] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setHeld({ key, loaded: { state: 'done', value } }),
      (error: unknown) =>
        current && setHeld({ key, loaded: { state: 'failed', message: errorMessage(error) } }),
    );
    return () => {
      current = false;
    };
    // The key names what is loaded: a new load function for the same key asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return held?.key === key ? held.loaded : { state: 'loading' };
}
