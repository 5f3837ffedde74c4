import { memo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { readableScore, type Match } from '../../../../shared/domain';
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
  const leader =
    score.home !== null && score.away !== null && score.home !== score.away
      ? score.home > score.away
        ? 'home'
        : 'away'
      : null;
  const tennis = tennisState(match);
  const spokenName = tennis
    ? `${spokenScore(match, clock)}, ${tennis.line}${tennis.server ? `, ${(tennis.server === 'home' ? match.home : match.away).name} serving` : ''}`
    : spokenScore(match, clock);
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
                >
                  <Crest sport={match.sport} id={team.id} name={team.name} />
                  <span className="live-row__name">
                    {visitorsFirst && side === 'home' ? `@ ${team.name}` : team.name}
                  </span>
                  {tennis?.server === side && <ServeMark />}
                </span>
              );
            })}
          </span>
          {tennis && (
            <span className="live-row__tennis" data-testid="games" aria-hidden="true">
              <span className="live-row__games">
                <span>{scoreValue(tennis.games?.home ?? null)}</span>
                <span>{scoreValue(tennis.games?.away ?? null)}</span>
              </span>
              {tennis.points && (
                <span className="live-row__points" data-testid="points">
                  <span>{tennis.points.home ?? '0'}</span>
                  <span>{tennis.points.away ?? '0'}</span>
                </span>
              )}
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

/** Who serves: a small ball beside the name, read out as "serving". */
function ServeMark() {
  const { t } = useTranslation();
  return (
    <span className="live-row__serve" title={t('follow.servingTitle')} data-testid="serving">
      <span className="visually-hidden">{t('follow.serving')}</span>
    </span>
  );
}
