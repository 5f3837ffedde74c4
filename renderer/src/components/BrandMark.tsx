import { markSvgParts } from '../../../shared/brand-mark';
import './BrandMark.css';

const TILE = 20;
const MARK = 13;
const parts = markSvgParts(MARK);
const offset = (TILE - MARK) / 2;

/** The Scoretray mark on its tile: the same geometry the tray and app icons are drawn from. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      className={['brand-mark', className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${TILE} ${TILE}`}
      aria-hidden="true"
      data-mark="scoretray"
    >
      <rect className="brand-mark__tile" x="0" y="0" width={TILE} height={TILE} rx="5" />
      <g transform={`translate(${offset} ${offset})`}>
        <circle
          className="brand-mark__ring"
          cx={parts.circle.cx}
          cy={parts.circle.cy}
          r={parts.circle.r}
          strokeWidth={parts.circle.strokeWidth}
        />
        <polygon className="brand-mark__patch" points={parts.patchPoints} />
      </g>
    </svg>
  );
}
