// Follow every match of a competition (a tournament, league or race) from wherever it is named:
// a match's header, a search result, the watchlist. Cycling is followed this way, since its stages
// carry no teams.

import { useState } from 'react';
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
  // What the last click did, said beside the button: a whole competition's alerts are many, so a
  // follow is confirmed and can be taken back at once.
  const [done, setDone] = useState<'followed' | 'unfollowed' | null>(null);
  const followed = isCompetitionFollowed(settings?.competitions, sport, tournamentIds);
  const id = tournamentIds.find((value): value is number => typeof value === 'number' && value > 0);
  if (id === undefined || !name) return null;

  const toggle = async (): Promise<void> => {
    const following = followed !== null;
    const changed = await run(
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
    if (changed) setDone(following ? 'unfollowed' : 'followed');
  };
  const shown = followed ? t('follow.followingCompetition') : t('follow.followCompetition');
  // The compact trophy is named by what a click does; the labelled button by its visible words and
  // the competition, so what is read out starts with what is seen (axe: label-content-name-mismatch).
  const label = compact
    ? followed
      ? t('follow.unfollowCompetitionName', { name })
      : t('follow.followCompetitionName', { name })
    : `${shown}: ${name}`;

  return (
    <>
      <button
        type="button"
        className={`follow-button follow-button--competition${compact ? ' follow-button--compact' : ''}`}
        aria-pressed={followed !== null}
        aria-label={label}
        // The trophy alone says little to a mouse: the tooltip names what a click does.
        title={
          followed
            ? t('fansday.competition.tooltipUnfollow', { name })
            : t('fansday.competition.tooltipFollow', { name })
        }
        aria-busy={pending || undefined}
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" className="follow-button__icon">
          <path d="M4 2h8v3a4 4 0 0 1-8 0zM2 3h2v2a2 2 0 0 1-2-2zm10 0h2a2 2 0 0 1-2 2zM7 9h2v3h2v2H5v-2h2z" />
        </svg>
        {!compact && <span>{shown}</span>}
      </button>
      <span className="follow-button__done" role="status">
        {done && !error && (
          <>
            {t(`fansday.competition.${done}`, { name })}
            {done === 'followed' && followed && (
              <button
                type="button"
                className="link-button follow-button__undo"
                aria-label={t('fansday.competition.undoName', { name })}
                onClick={() => void toggle()}
              >
                {t('fansday.competition.undo')}
              </button>
            )}
          </>
        )}
      </span>
      {error && (
        <span className="follow-button__error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
