import { useTranslation } from 'react-i18next';
import type { Match } from '../../../../shared/domain';
import type { ProgressionPoint } from '../../../../shared/match-centre';
import './ProgressionChart.css';

const WIDTH = 300;
const HEIGHT = 120;
const MID = HEIGHT / 2;

/**
 * The scoring progression drawn in the page: momentum as bars per minute (football and its kin,
 * above the line the home side presses), the lead elsewhere as a stepped line. An SVG with its
 * meaning in words for screen readers, never a table of numbers.
 */
export function ProgressionChart({
  match,
  points,
  kind,
}: {
  match: Match;
  points: ProgressionPoint[];
  kind: 'momentum' | 'lead';
}) {
  const { t } = useTranslation();
  if (points.length === 0) return <p className="detail-empty">{t('centre.noProgression')}</p>;
  const lastMinute = Math.max(kind === 'momentum' ? 90 : 1, ...points.map((point) => point.minute));
  const biggest = Math.max(1, ...points.map((point) => Math.abs(point.value)));
  const x = (minute: number) => (minute / lastMinute) * WIDTH;
  const y = (value: number) => MID - (value / biggest) * (MID - 4);
  const peak = (sign: 1 | -1) => {
    const best = points.reduce<ProgressionPoint | null>(
      (found, point) => (point.value * sign > (found ? found.value * sign : 0) ? point : found),
      null,
    );
    return best
      ? t('centre.peakAt', { value: Math.abs(best.value), minute: best.minute })
      : t('centre.noPeak');
  };
  const label = t(kind === 'momentum' ? 'centre.momentumChart' : 'centre.leadChart', {
    home: match.home.name,
    away: match.away.name,
    homePeak: peak(1),
    awayPeak: peak(-1),
  });
  const barWidth = Math.max(1, WIDTH / lastMinute - 0.6);
  const steps = points
    .map((point, index) => {
      const next = points[index + 1];
      const to = next ? x(next.minute) : WIDTH;
      return `${index === 0 ? 'M' : 'L'}${x(point.minute).toFixed(1)},${y(point.value).toFixed(1)} H${to.toFixed(1)}`;
    })
    .join(' ');
  return (
    <figure className="progression" data-kind={kind}>
      <svg
        className="progression__chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
      >
        <line className="progression__axis" x1={0} x2={WIDTH} y1={MID} y2={MID} />
        {kind === 'momentum' && lastMinute > 45 && (
          <line className="progression__half" x1={x(45)} x2={x(45)} y1={4} y2={HEIGHT - 4} />
        )}
        {kind === 'momentum' ? (
          points.map((point) => (
            <rect
              key={point.minute}
              className="progression__bar"
              data-side={point.value >= 0 ? 'home' : 'away'}
              x={x(point.minute) - barWidth}
              width={barWidth}
              y={Math.min(MID, y(point.value))}
              height={Math.abs(y(point.value) - MID)}
            />
          ))
        ) : (
          <path className="progression__line" d={steps} />
        )}
      </svg>
      <figcaption className="progression__legend" aria-hidden="true">
        <span data-side="home">{match.home.name}</span>
        <span>{t('centre.minuteAxis', { from: 0, to: lastMinute })}</span>
        <span data-side="away">{match.away.name}</span>
      </figcaption>
    </figure>
  );
}
