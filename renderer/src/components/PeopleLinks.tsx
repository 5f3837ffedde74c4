import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeasonRef } from '../../../shared/people';
import { useApp } from '../state/app-context';
import type { View } from '../state/navigation';
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
  const { t } = useTranslation();
  return (
    <NameLink
      id={playerId}
      title={t('people.openPlayer', { name })}
      mark={{ 'data-player': playerId }}
      open={(view, id) => openPlayer(view, { sport, playerId: id, season })}
    >
      {children ?? name}
    </NameLink>
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
  const { t } = useTranslation();
  return (
    <NameLink
      id={teamId}
      title={t('people.openTeam', { name })}
      mark={{ 'data-team-link': teamId }}
      open={(view, id) => openTeam(view, { sport, teamId: id })}
    >
      {children ?? name}
    </NameLink>
  );
}

/** The name as a link-looking button that opens `open`'s view, or plain text without an id. */
function NameLink({
  id,
  title,
  mark,
  open,
  children,
}: {
  id: number | null | undefined;
  title: string;
  /** The data attribute that names what the link opens. */
  mark: Record<`data-${string}`, number | null | undefined>;
  open: (from: View, id: number) => View;
  children: ReactNode;
}) {
  const { view, navigate } = useApp();
  if (!id || id <= 0) return <>{children}</>;
  return (
    <button
      type="button"
      className="name-link"
      title={title}
      {...mark}
      onClick={(event) => {
        event.stopPropagation();
        navigate(open(view, id));
      }}
    >
      {children}
    </button>
  );
}
