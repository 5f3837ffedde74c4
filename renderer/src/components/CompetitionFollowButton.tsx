// Follow every match of a competition (a tournament, league or race) from wherever it is named:
// a match's header, a search result, the watchlist. Cycling is followed this way, since its stages
// carry no teams.

import { useTranslation } from 'react-i18next';
import type { FollowedCompetition } from '../../../shared/settings';
import { useApp } from '../state/app-context';
import './FollowButton.css';
import { request } from '../state/request';
import { useAction } from '../state/use-action';

interface CompetitionFollowButtonProps {
  sport: string;
  /** The ids the competition is known by (the event's tournament id, the unique one): either matches. */
  tournamentIds: readonly (number | null | undefined)[];
  name: string;
  compact?: boolean;
}

export function isCompetitionFollowed(
  competitions: readonly FollowedCompetition[] | undefined,
  sport: string,
  ids: readonly (number | null | undefined)[],
): FollowedCompetition | null {
  return (
    competitions?.find(
      (competition) => competition.sport === sport && ids.includes(competition.tournamentId),
    ) ?? null
  );
}

export function CompetitionFollowButton({
  sport,
  tournamentIds,
  name,
  compact = false,
}: CompetitionFollowButtonProps) {
  const { t } = useTranslation();
  const { api, settings, acceptSettings } = useApp();
  const { busy: pending, error, run } = useAction();
  const followed = isCompetitionFollowed(settings?.competitions, sport, tournamentIds);
  const id = tournamentIds.find((value): value is number => typeof value === 'number' && value > 0);
  if (id === undefined || !name) return null;

  const toggle = (): Promise<boolean> =>
    run(
      async () => {
        acceptSettings(
          followed
            ? await request(api, 'competition:unfollow', {
                sport,
                tournamentId: followed.tournamentId,
              })
            : await request(api, 'competition:follow', { sport, tournamentId: id, name }),
        );
      },
      (message) => t('follow.changeError', { name, message }),
    );

  return (
    <>
      <button
        type="button"
        className={`follow-button follow-button--competition${compact ? ' follow-button--compact' : ''}`}
        aria-pressed={followed !== null}
        aria-label={
          followed
            ? t('follow.unfollowCompetitionName', { name })
            : t('follow.followCompetitionName', { name })
        }
        aria-busy={pending || undefined}
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" className="follow-button__icon">
          <path d="M4 2h8v3a4 4 0 0 1-8 0zM2 3h2v2a2 2 0 0 1-2-2zm10 0h2a2 2 0 0 1-2 2zM7 9h2v3h2v2H5v-2h2z" />
        </svg>
        {!compact && (
          <span>{followed ? t('follow.followingCompetition') : t('follow.followCompetition')}</span>
        )}
      </button>
      {error && (
        <span className="follow-button__error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
