// Opening a competition's page from a search result or the browse list: its current season is
// asked first (a page needs one), then the page opens with Back returning to `back`. A competition
// whose service lists no season says so where it was clicked, instead of opening an empty page.

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from './request';
import { useAction } from './use-action';
import { useApp } from './app-context';
import type { View } from './navigation';

export function useOpenCompetition(back: View) {
  const { api, navigate } = useApp();
  const { t } = useTranslation();
  const action = useAction();
  const { run } = action;
  const open = useCallback(
    (sport: string, tournamentId: number, name: string) =>
      run(async () => {
        const seasonId = await request(api, 'competition:season', { sport, tournamentId });
        if (seasonId === null) throw new Error(t('browse.browse.noSeason', { name }));
        navigate({
          name: 'standings',
          competition: { sport, tournamentId, seasonId, name },
          teamId: null,
          back,
        });
      }),
    [api, navigate, run, t, back],
  );
  return { open, busy: action.busy, error: action.error };
}
