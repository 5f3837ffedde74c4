// Parts of the match centre for one match, asked of the app when a tab or the preview shows them
// (IPC match:centre). The engine keeps each part by sense, so asking again when the live match
// moves on costs a request only when the kept answer has expired.

import { useEffect, useState } from 'react';
import type { MatchCentre, MatchCentrePart } from '../../../shared/match-centre';
import { errorMessage } from '../bridge';
import { useApp } from './app-context';
import { useMounted } from './use-mounted';
import { request } from './request';

export interface CentreParts {
  parts: Partial<MatchCentre> | null;
  error: string | null;
}

export function useMatchCentre(
  sport: string,
  matchId: number,
  wanted: readonly MatchCentrePart[],
  /** Changes when the match moves on (its score, its phase): the parts are asked again then. */
  revision: string,
): CentreParts {
  const { api } = useApp();
  const mounted = useMounted();
  const [state, setState] = useState<CentreParts>({ parts: null, error: null });
  const key = wanted.join(',');
  useEffect(() => {
    if (key === '') return;
    request(api, 'match:centre', {
      sport,
      matchId,
      parts: key.split(',') as MatchCentrePart[],
    })
      .then((parts) => {
        if (mounted.current) setState({ parts, error: null });
      })
      .catch((caught: unknown) => {
        if (mounted.current) setState((before) => ({ ...before, error: errorMessage(caught) }));
      });
  }, [api, sport, matchId, key, revision, mounted]);
  return state;
}
