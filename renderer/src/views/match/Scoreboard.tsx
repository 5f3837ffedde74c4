import { useTranslation } from 'react-i18next';
import { readableScore, type Match } from '../../../../shared/domain';
import type { WinProbability } from '../../../../shared/match-detail';
import { periodWord } from '../../../../shared/match-clock';
import { progressOf } from '../../../../shared/match-progress';
import { startWordIn } from '../../../../shared/sports';
import { tennisState } from '../../../../shared/ticker-format';
import { CompetitionFollowButton } from '../../components/CompetitionFollowButton';
import { TeamLink } from '../../components/PeopleLinks';
import { Crest } from '../../components/Crest';
import { FollowButton } from '../../components/FollowButton';
import { hasScore, scoreValue, statusWords } from '../../format/score';
import { kickoffLabel } from '../../format/time';
import type { FollowControls } from '../../state/use-follow';
import { useMatchClock } from '../../state/use-match-clock';
import { useNow } from '../../state/use-now';
import { PeriodTable } from './PeriodTable';
import { WinProbabilityBar } from './WinProbabilityBar';
import './Scoreboard.css';

interface ScoreboardProps {
  match: Match;
  flash: boolean;
  winProbability: WinProbability | null;
  follow: FollowControls;
  /** Who won a finished stage, from its results; null while unknown or for a match. */
  stageWinner?: string | null;
}

export function Scoreboard({
  match,
  flash,
  winProbability,
  follow,
  stageWinner = null,
}: ScoreboardProps) {
  const score = readableScore(match);
  const showScore = hasScore(match);
  const now = useNow(60_000);
  const { t } = useTranslation();
  const clock = useMatchClock(match);
  const tennis = tennisState(match);
  const words = statusWords(match);
  // The clock ("67'") and the words ("2nd half") side by side, once when they say the same. A clock
  // that is only the period ("3rd set", "Frame 2", "Bot 1") adds nothing to "3rd set", "Frame 2"
  // or "Bottom 1st". Once it is over the words say it all: "Full time", not "FT · Full time".
  const periodOnly = clock === periodWord(match, t);
  const status =
    clock && clock !== words && !periodOnly && match.status.phase !== 'finished'
      ? `${clock} · ${words}`
      : words;
  const kickoff =
    match.startTimestamp !== null ? kickoffLabel(match.startTimestamp * 1000, now) : null;
  // A series' length says what the score means: 1–1 is over in a best of 2, halfway in a best of 3.
  const bestOf = match.isStage ? null : progressOf(match).bestOf;

  return (
    <section className="scoreboard card" aria-label={t('match.scoreboard')}>
      <div className="scoreboard__head">
        <p className="scoreboard__tournament">{competitionLine(match)}</p>
        <CompetitionFollowButton
          sport={match.sport}
          tournamentIds={[match.tournament.uniqueId, match.tournament.id]}
          name={match.tournament.name}
          compact
        />
      </div>
      {match.isStage ? (
        <div className="scoreboard__stage">
          <h2 className="scoreboard__stage-name">{match.home.name}</h2>
          <p className="scoreboard__status" data-phase={match.status.phase} data-testid="clock">
            {status}
          </p>
          {stageWinner && (
            <p className="scoreboard__winner">{t('alert.stageWinner', { name: stageWinner })}</p>
          )}
        </div>
      ) : (
        <div className="scoreboard__main">
          <TeamSide match={match} side="home" follow={follow} />
          <div className="scoreboard__centre">
            {showScore ? (
              <p className="scoreboard__score" data-flash={flash || undefined} aria-live="polite">
                <span>{scoreValue(score.home)}</span>
                <span className="scoreboard__dash" aria-hidden="true">
                  –
                </span>
                <span className="visually-hidden">{t('match.to')}</span>
                <span>{scoreValue(score.away)}</span>
              </p>
            ) : (
              <p className="scoreboard__kickoff">{kickoff ?? t('match.timeTba')}</p>
            )}
            <p className="scoreboard__status" data-phase={match.status.phase}>
              {match.status.phase === 'live' && (
                <span className="scoreboard__live-dot" aria-hidden="true" />
              )}
              <span data-testid="clock">{status}</span>
            </p>
            {tennis && tennis.line && (
              <p className="scoreboard__games" data-testid="games">
                {tennis.line}
              </p>
            )}
            {bestOf !== null && bestOf > 1 && (
              <p className="scoreboard__best-of">{t('alert.bestOf', { n: bestOf })}</p>
            )}
          </div>
          <TeamSide match={match} side="away" follow={follow} />
        </div>
      )}
      {!match.isStage && showScore && <PeriodTable match={match} />}
      {winProbability && <WinProbabilityBar match={match} probability={winProbability} />}
      {/* A match to come shows its kick-off in the middle; a stage has no middle, so it goes here. */}
      {(showScore || match.isStage) && kickoff && (
        <p className="scoreboard__meta">
          {t('match.startsAt', { word: startWordIn(match.sport, t), when: kickoff })}
        </p>
      )}
    </section>
  );
}

function TeamSide({
  match,
  side,
  follow,
}: {
  match: Match;
  side: 'home' | 'away';
  follow: FollowControls;
}) {
  const team = side === 'home' ? match.home : match.away;
  const { t } = useTranslation();
  return (
    <div className="scoreboard__team">
      <Crest sport={match.sport} id={team.id} name={team.name} size={44} />
      <h2 className="scoreboard__name">
        <TeamLink sport={match.sport} teamId={team.id} name={team.name} />
        {tennisState(match)?.server === side && (
          <span className="scoreboard__serve" title={t('follow.serving')} data-testid="serving">
            <span className="visually-hidden"> {t('follow.serving')}</span>
          </span>
        )}
      </h2>
      {team.id > 0 && (
        <FollowButton follow={follow} sport={match.sport} teamId={team.id} name={team.name} />
      )}
    </div>
  );
}

/**
 * "Crown Cup 2026/27" rather than "Crown Cup · Crown Cup 2026/27" when the season repeats the name.
 * A stage's season carries the stage's own label (the cycling form), already its heading below.
 */
function competitionLine(match: Match): string {
  const { name } = match.tournament;
  const season = match.season?.trim();
  if (!season || (match.isStage && season === match.home.name.trim())) return name;
  if (!name || season.toLowerCase().includes(name.toLowerCase())) return season;
  return `${name} · ${season}`;
}
