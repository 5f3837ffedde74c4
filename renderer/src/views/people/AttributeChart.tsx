import { useTranslation } from 'react-i18next';
import type { AttributeOverview, PlayerAttributes } from '../../../../shared/people';

const AXES = ['attacking', 'technical', 'tactical', 'defending', 'creativity'] as const;
const SIZE = 220;
const CENTRE = SIZE / 2;
const RADIUS = 70;

/** The point of an axis' value (0-100) on its spoke; the first spoke points up. */
function point(index: number, value: number): [number, number] {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / AXES.length;
  const r = (RADIUS * value) / 100;
  return [CENTRE + r * Math.cos(angle), CENTRE + r * Math.sin(angle)];
}

function outline(overview: AttributeOverview): string | null {
  // An axis the service does not tell leaves no shape to draw rather than a made-up zero.
  if (AXES.some((axis) => overview[axis] === null)) return null;
  return AXES.map((axis, index) => point(index, overview[axis] ?? 0).join(',')).join(' ');
}

/**
 * Football's attribute overview as a radar drawn in the page: the player's five axes over the
 * position's average. The figures are in a table beside it for screen readers and exact reading.
 */
export function AttributeChart({
  attributes,
  name,
}: {
  attributes: PlayerAttributes;
  name: string;
}) {
  const { t } = useTranslation();
  const own = outline(attributes.player);
  const average = attributes.average ? outline(attributes.average) : null;
  const figure = (value: number | null | undefined) =>
    value === null || value === undefined ? '–' : String(value);
  return (
    <figure className="attributes" data-testid="attribute-chart">
      <svg
        className="attributes__chart"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width={SIZE}
        height={SIZE}
        aria-hidden="true"
      >
        {[25, 50, 75, 100].map((ring) => (
          <polygon
            key={ring}
            className="attributes__ring"
            points={AXES.map((_axis, index) => point(index, ring).join(',')).join(' ')}
          />
        ))}
        {AXES.map((axis, index) => {
          const [x, y] = point(index, 100);
          const [lx, ly] = point(index, 128);
          return (
            <g key={axis}>
              <line className="attributes__spoke" x1={CENTRE} y1={CENTRE} x2={x} y2={y} />
              <text
                className="attributes__label"
                x={lx}
                y={ly}
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {t(`people.player.axes.${axis}`)}
              </text>
            </g>
          );
        })}
        {average && <polygon className="attributes__average" points={average} />}
        {own && <polygon className="attributes__own" points={own} />}
      </svg>
      <figcaption className="attributes__caption">
        <span className="attributes__key attributes__key--own">{name}</span>
        {attributes.average && (
          <span className="attributes__key attributes__key--average">
            {t('people.player.average')}
          </span>
        )}
      </figcaption>
      <table className="attributes__table">
        <caption className="visually-hidden">
          {t('people.player.attributesCaption', { name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('people.player.attributes')}</th>
            <th scope="col">{name}</th>
            <th scope="col">{t('people.player.average')}</th>
          </tr>
        </thead>
        <tbody>
          {AXES.map((axis) => (
            <tr key={axis}>
              <th scope="row">{t(`people.player.axes.${axis}`)}</th>
              <td>{figure(attributes.player[axis])}</td>
              <td>{figure(attributes.average?.[axis])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
