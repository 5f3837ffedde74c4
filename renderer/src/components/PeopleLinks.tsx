import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeasonRef } from '../../../shared/people';
import { useApp } from '../state/app-context';
import { openPlayer, openTeam } from '../state/people-navigation';
import './PeopleLinks.css';

/**
 * A player's name that opens the player's card; without an id the service gave (0 or none) it is
 * plain text, not a link that goes nowhere.
 */
export function PlayerLink({
  sport,
  playerId,
  name,
  season = null,
  children,
}: {
  sport: string;
  playerId: number | null | undefined;
  name: string;
  season?: SeasonRef | null;
  children?: ReactNode;
}) {
  const { view, navigate } = useApp();
  const { t } = useTranslation();
  if (!playerId || playerId <= 0) return <>{children ?? name}</>;
  return (
    <button
      type="button"
      className="name-link"
      title={t('people.openPlayer', { name })}
      data-player={playerId}
      onClick={(event) => {
        event.stopPropagation();
        navigate(openPlayer(view, { sport, playerId, season }));
      }}
    >
      {children ?? name}
    </button>
  );
}

/** A team's name that opens the team's page; plain text without an id (cycling's stage names). */
export function TeamLink({
  sport,
  teamId,
  name,
  children,
}: {
  sport: string;
  teamId: number | null | undefined;
  name: string;
  children?: ReactNode;
}) {
  const { view, navigate } = useApp();
  const { t } = useTranslation();
  if (!teamId || teamId <= 0) return <>{children ?? name}</>;
  return (
    <button
      type="button"
      className="name-link"
      title={t('people.openTeam', { name })}
      data-team-link={teamId}
      onClick={(event) => {
        event.stopPropagation();
        navigate(openTeam(view, { sport, teamId }));
      }}
    >
      {children ?? name}
    </button>
  );
}
