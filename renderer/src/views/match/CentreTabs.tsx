import { useTranslation } from 'react-i18next';
import type { Match } from '../../../../shared/domain';
import { readableScore } from '../../../../shared/domain';
import type { MatchCentrePart } from '../../../../shared/match-centre';
import { useMatchCentre } from '../../state/use-match-centre';
import { HighlightsPanel } from './HighlightsPanel';
import { PlayerStatsPanel } from './PlayerStatsPanel';
import { RallyPanel } from './RallyPanel';
import { ProgressionChart } from './ProgressionChart';

const FOOTBALL_FAMILY = new Set(['football', 'futsal', 'minifootball', 'bandy']);

/** Momentum in football and its kin (pressure by minute), the lead over time in other goal sports. */
export function progressionKind(sport: string): 'momentum' | 'lead' {
  return FOOTBALL_FAMILY.has(sport) ? 'momentum' : 'lead';
}

/** Asked again when the score or the phase changes; the engine keeps the answer a minute. */
function revisionOf(match: Match): string {
  const score = readableScore(match);
  return `${match.status.phase}:${score.home ?? ''}:${score.away ?? ''}`;
}

function usePart(match: Match, part: MatchCentrePart) {
  return useMatchCentre(match.sport, match.id, [part], revisionOf(match));
}

function PartState({ error }: { error: string | null }) {
  const { t } = useTranslation();
  return error ? (
    <p className="notice" role="status">
      {t('centre.partFailed', { message: error })}
    </p>
  ) : (
    <p className="detail-empty" role="status">
      {t('centre.loadingPart')}
    </p>
  );
}

/** The progression tab's content: its data is asked only when the tab is opened. */
export function ProgressionTab({ match }: { match: Match }) {
  const { parts, error } = usePart(match, 'progression');
  if (!parts) return <PartState error={error} />;
  return (
    <ProgressionChart
      match={match}
      points={parts.progression ?? []}
      kind={progressionKind(match.sport)}
    />
  );
}

export function HighlightsTab({ match }: { match: Match }) {
  const { parts, error } = usePart(match, 'highlights');
  if (!parts) return <PartState error={error} />;
  return <HighlightsPanel highlights={parts.highlights ?? []} />;
}

export function PlayersTab({ match }: { match: Match }) {
  const { parts, error } = usePart(match, 'playerStatistics');
  if (!parts) return <PartState error={error} />;
  return <PlayerStatsPanel match={match} players={parts.playerStatistics ?? []} />;
}

/** Sports whose rallies the service details (/point-by-point): badminton, as the interface says. */
export function hasRallies(sport: string): boolean {
  return sport === 'badminton';
}

export function RalliesTab({ match }: { match: Match }) {
  const { parts, error } = usePart(match, 'pointByPoint');
  if (!parts) return <PartState error={error} />;
  return <RallyPanel match={match} games={parts.pointByPoint ?? []} />;
}
