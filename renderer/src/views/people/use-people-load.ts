// One request of the player card or the team page, made when the part that shows it mounts (a
// card's tab loads when it opens), with what the window shows meanwhile and after a failure. An
// id the service does not know is told apart from a failure to ask: one is "unknown", the other
// says why and may be tried again by opening the page again.

import { useEffect, useState } from 'react';
import { errorMessage } from '../../bridge';
import { RequestFailed } from '../../state/request';

export type PeopleLoad<T> =
  | { state: 'loading' }
  | { state: 'unknown' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; value: T };

export function usePeopleLoad<T>(ask: () => Promise<T>, key: string): PeopleLoad<T> {
  const [load, setLoad] = useState<PeopleLoad<T>>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    ask().then(
      (value) => current && setLoad({ state: 'ready', value }),
      (error: unknown) => {
        if (!current) return;
        const unknown = error instanceof RequestFailed && error.failure.code === 'not-found';
        setLoad(unknown ? { state: 'unknown' } : { state: 'failed', message: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
    // The key names what is asked; `ask` is a new closure at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return load;
}
