// Following and unfollowing from any view; the settings that come back are taken at once, so the
// watchlist and the live list reflect the change before the next push.

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamKey } from '../../../shared/domain';
import { errorMessage } from '../bridge';
import { useApp } from './app-context';
import { request } from './request';

export interface FollowControls {
  isFollowed: (sport: string, teamId: number) => boolean;
  isPending: (sport: string, teamId: number) => boolean;
  toggle: (sport: string, teamId: number, name: string) => Promise<void>;
  error: string | null;
}

export function useFollow(): FollowControls {
  const { api, followedTeams, acceptSettings } = useApp();
  const { t } = useTranslation();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);

  const isFollowed = useCallback(
    (sport: string, teamId: number) => followedTeams.has(teamKey(sport, teamId)),
    [followedTeams],
  );
  const isPending = useCallback(
    (sport: string, teamId: number) => pending.has(teamKey(sport, teamId)),
    [pending],
  );

  const toggle = useCallback(
    async (sport: string, teamId: number, name: string) => {
      const key = teamKey(sport, teamId);
      setPending((current) => new Set(current).add(key));
      setError(null);
      try {
        const settings = followedTeams.has(key)
          ? await request(api, 'follow:remove', { sport, teamId })
          : await request(api, 'follow:add', { sport, teamId, name });
        acceptSettings(settings);
      } catch (caught) {
        setError(t('follow.changeError', { name, message: errorMessage(caught) }));
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        });
      }
    },
    [api, followedTeams, acceptSettings, t],
  );

  return { isFollowed, isPending, toggle, error };
}
