import { useTranslation } from 'react-i18next';
import type { Match } from '../../../../shared/domain';
import type { RallyGame } from '../../../../shared/match-centre';
import './ProgressionChart.css';

const WIDTH = 300;
const HEIGHT = 60;
const MID = HEIGHT / 2;

/** The longest run of points in a row in a game, and whose. */
function longestRun(game: RallyGame): { run: number; side: 'home' | 'away' | null } {
  let best = { run: 0, side: null as 'home' | 'away' | null };
  let current = { run: 0, side: null as 'home' | 'away' | null };
  for (const point of game.points) {
    current =
      point.scorer === current.side
        ? { run: current.run + 1, side: current.side }
        : { run: 1, side: point.scorer };
    if (current.run > best.run) best = current;
  }
  return best;
}

/** Rally-level detail: each game's lead drawn rally by rally, its longest run in words. */
export function RallyPanel({ match, games }: { match: Match; games: RallyGame[] }) {
  const { t } = useTranslation();
  const played = games.filter((game) => game.points.length > 0);
  if (played.length === 0) return <p className="detail-empty">{t('centre.noRallies')}</p>;
  const team = (side: 'home' | 'away' | null) =>
    side === 'away' ? match.away.name : match.home.name;
  return (
    <div className="rallies">
      {[...played].reverse().map((game) => {
        const last = game.points.at(-1)!;
        const run = longestRun(game);
        const biggest = Math.max(
          1,
          ...game.points.map((point) => Math.abs(point.home - point.away)),
        );
        const x = (index: number) => ((index + 1) / game.points.length) * WIDTH;
        const y = (point: { home: number; away: number }) =>
          MID - ((point.home - point.away) / biggest) * (MID - 3);
        const path = `M0,${MID} ${game.points
          .map((point, index) => `H${x(index).toFixed(1)} V${y(point).toFixed(1)}`)
          .join(' ')}`;
        return (
          <figure key={game.game} className="progression" data-kind="rallies">
            <figcaption className="progression__legend">
              <span>
                {t('centre.rallyGameTitle', {
                  game: game.game,
                  homeScore: last.home,
                  awayScore: last.away,
                })}
              </span>
              <span>{t('centre.rallyRun', { run: run.run, team: team(run.side) })}</span>
            </figcaption>
            <svg
              className="progression__chart progression__chart--short"
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              role="img"
              aria-label={t('centre.rallyGame', {
                game: game.game,
                home: match.home.name,
                away: match.away.name,
                homeScore: last.home,
                awayScore: last.away,
                run: run.run,
                runTeam: team(run.side),
              })}
            >
              <line className="progression__axis" x1={0} x2={WIDTH} y1={MID} y2={MID} />
              <path className="progression__line" d={path} />
            </svg>
          </figure>
        );
      })}
    </div>
  );
}
