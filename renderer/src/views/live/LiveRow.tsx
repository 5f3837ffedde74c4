import { memo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { readableScore, type Match, type Side } from '../../../../shared/domain';
import { progressOf } from '../../../../shared/match-progress';
import { sidesShown } from '../../../../shared/side-order';
import { tennisState } from '../../../../shared/ticker-format';
import { Crest } from '../../components/Crest';
import { scoreValue, spokenScore, statusWords } from '../../format/score';
import { timeOfDay } from '../../format/time';
import type { FlashSide } from '../../state/live-store';
import { tickerFor, useMatchClock } from '../../state/use-match-clock';
import { useApp } from '../../state/app-context';
import './LiveRow.css';

interface LiveRowProps {
  match: Match;
  flash: FlashSide | undefined;
  followed: boolean;
  followedTeams: ReadonlySet<string>;
  tabIndex: number;
  /** The list item's key, handed back on focus so the list knows where the keyboard is. */
  itemKey: string;
  onOpen: (match: Match) => void;
  onFocusItem: (itemKey: string) => void;
}

export const LiveRow = memo(function LiveRow({
  match,
  flash,
  followed,
  followedTeams,
  tabIndex,
  itemKey,
  onOpen,
  onFocusItem,
}: LiveRowProps) {
  const score = readableScore(match);
  const clock = useMatchClock(match);
  const status =
    match.status.phase === 'scheduled' ? (
      match.startTimestamp !== null ? (
        <KickoffTime at={match.startTimestamp * 1000} />
      ) : (
        '–'
      )
    ) : (
      clock
    );
  const shootout = shootoutOf(match);
  const leader = winnerShown(match, score, shootout);
  const tennis = tennisState(match);
  const sets = setGames(match);
  const red = match.redCards;
  const { t } = useTranslation();
  const spokenName = [
    spokenScore(match, clock),
    ...(shootout
      ? [
          t('fansday.day.spokenShootout', {
            name: match[shootout.winner].name,
            home: shootout.home,
            away: shootout.away,
          }),
        ]
      : []),
    ...(sets
      ? [
          t('fansday.day.spokenSets', {
            sets: sets.map((set) => `${set.home ?? 0}–${set.away ?? 0}`).join(', '),
          }),
        ]
      : []),
    ...(tennis?.points ? [tennis.line] : []),
    ...(tennis?.server
      ? [`${(tennis.server === 'home' ? match.home : match.away).name} ${t('follow.serving')}`]
      : []),
    ...(['home', 'away'] as const).flatMap((side) =>
      red && red[side] > 0
        ? [t('fansday.day.spokenRedCards', { name: match[side].name, count: red[side] })]
        : [],
    ),
  ].join(', ');
  // US leagues' fans read the visitors first: "Kings @ Avalanche", the home side marked with @.
  const sides = sidesShown(match);
  const visitorsFirst = match.visitorsFirst === true;

  return (
    <button
      type="button"
      className="live-row"
      data-match={`${match.sport}:${match.id}`}
      data-followed={followed || undefined}
      data-flash={flash}
      tabIndex={tabIndex}
      onClick={() => onOpen(match)}
      onFocus={() => onFocusItem(itemKey)}
    >
      {/*
        The row is named by one sentence rather than by its visible pieces (minute, two names, two
        scores in columns), which read as a jumble; the pieces are hidden from assistive technology
        so the spoken name and the visible text never disagree (axe: label-content-name-mismatch).
      */}
      <span className="visually-hidden">{spokenName}</span>
      <span
        aria-hidden="true"
        className="live-row__status"
        data-phase={match.status.phase}
        data-testid="clock"
        title={statusWords(match)}
      >
        {status}
      </span>
      {match.isStage ? (
        <span className="live-row__stage" aria-hidden="true">
          <span className="live-row__name">{match.home.name}</span>
          <span className="live-row__sub">{match.tournament.name}</span>
        </span>
      ) : (
        <>
          <span className="live-row__teams" aria-hidden="true">
            {sides.map((side) => {
              const team = match[side];
              return (
                <span
                  key={side}
                  className="live-row__team"
                  data-side={side}
                  data-followed={followedTeams.has(`${match.sport}:${team.id}`) || undefined}
                  data-winner={(match.status.phase === 'finished' && leader === side) || undefined}
                >
                  <Crest sport={match.sport} id={team.id} name={team.name} />
                  <span className="live-row__name">
                    {visitorsFirst && side === 'home' ? `@ ${team.name}` : team.name}
                  </span>
                  {red && red[side] > 0 && <RedCards count={red[side]} />}
                  {tennis?.server === side && <ServeMark />}
                </span>
              );
            })}
          </span>
          {(sets || tennis) && (
            <span className="live-row__tennis" data-testid="games" aria-hidden="true">
              {sets?.map((set, index) => (
                <span
                  key={index}
                  className="live-row__games"
                  data-testid="set"
                  // The set under way, as the games of the set a live row has always shown.
                  data-current={(tennis !== null && index === sets.length - 1) || undefined}
                >
                  {sides.map((side) => (
                    <span key={side} data-won={setWonBy(set) === side || undefined}>
                      {scoreValue(set[side])}
                    </span>
                  ))}
                </span>
              ))}
              {tennis?.points && (
                <span className="live-row__points" data-testid="points">
                  {sides.map((side) => (
                    <span key={side}>{tennis.points?.[side] ?? '0'}</span>
                  ))}
                </span>
              )}
            </span>
          )}
          {shootout && (
            <span className="live-row__pens" data-testid="shootout" aria-hidden="true">
              {sides.map((side) => (
                <span key={side} data-won={shootout.winner === side || undefined}>
                  ({shootout[side]})
                </span>
              ))}
            </span>
          )}
          <span className="live-row__scores" data-testid="score" aria-hidden="true">
            {sides.map((side) => (
              <span
                key={side}
                className="live-row__score"
                // A side trails when the other one leads.
                data-trailing={(leader !== null && leader !== side) || undefined}
                data-flash={flash === side || flash === 'both' || undefined}
              >
                {scoreValue(score[side])}
              </span>
            ))}
          </span>
        </>
      )}
    </button>
  );
});

/**
 * An upcoming match's kick-off in local time; within the hour before it, a countdown ("in 23 min")
 * on the engine's clock. The window's one shared ticker drives it; a row re-renders only when its
 * minutes change.
 */
function KickoffTime({ at }: { at: number }) {
  const { api } = useApp();
  const { t } = useTranslation();
  const ticker = tickerFor(api);
  const minutes = useSyncExternalStore(ticker.subscribe, () =>
    Math.ceil((at - ticker.now()) / 60_000),
  );
  if (minutes > 60) return <>{timeOfDay(at)}</>;
  return (
    <time dateTime={new Date(at).toISOString()} title={timeOfDay(at)}>
      {minutes <= 0 ? t('fansday.day.startsNow') : t('fansday.day.inMinutes', { count: minutes })}
    </time>
  );
}

/** A finished or running shoot-out's kicks, and who won it when it is over. */
function shootoutOf(match: Match): { home: number; away: number; winner: Side } | null {
  const home = match.homeScore.penalties;
  const away = match.awayScore.penalties;
  if (home === null || away === null || match.status.phase === 'scheduled') return null;
  const over = match.status.phase === 'finished';
  const winner = match.winner === 'home' || match.winner === 'away' ? match.winner : null;
  if (!over || (winner === null && home === away)) return null;
  return { home, away, winner: winner ?? (home > away ? 'home' : 'away') };
}

/**
 * The side the row marks as ahead (or as the winner, once over): a shoot-out or the service's own
 * word on the result decides a level score, so a 1–1 won on penalties still shows its winner.
 */
function winnerShown(
  match: Match,
  score: { home: number | null; away: number | null },
  shootout: { winner: Side } | null,
): Side | null {
  if (shootout) return shootout.winner;
  if (match.status.phase === 'finished' && (match.winner === 'home' || match.winner === 'away'))
    return match.winner;
  if (score.home === null || score.away === null || score.home === score.away) return null;
  return score.home > score.away ? 'home' : 'away';
}

/** Tennis rows show each set's games, as a results page does ("6 4 | 3 6 | 7 5"). */
function setGames(match: Match): { home: number | null; away: number | null }[] | null {
  if (match.sport !== 'tennis') return null;
  const phase = match.status.phase;
  if (phase !== 'live' && phase !== 'finished' && phase !== 'paused') return null;
  const sets = progressOf(match).periods.filter((set) => set.home !== null || set.away !== null);
  return sets.length > 0 ? sets : null;
}

function setWonBy(set: { home: number | null; away: number | null }): Side | null {
  if (set.home === null || set.away === null || set.home === set.away) return null;
  // A set is won at six games with two clear, or seven (a tie-break); below that it is under way.
  const high = Math.max(set.home, set.away);
  const clear = Math.abs(set.home - set.away) >= 2 || high === 7;
  if (high < 6 || !clear) return null;
  return set.home > set.away ? 'home' : 'away';
}

/** Players sent off: a red card beside the name, with the number when more than one. */
function RedCards({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span
      className="live-row__red"
      data-testid="red-cards"
      title={t('fansday.day.redCards', { count })}
    >
      {count > 1 ? count : ''}
    </span>
  );
}

/** Who serves: a small ball beside the name, read out as "serving". */
function ServeMark() {
  const { t } = useTranslation();
  return (
    <span className="live-row__serve" title={t('follow.servingTitle')} data-testid="serving">
      <span className="visually-hidden">{t('follow.serving')}</span>
    </span>
  );
}
