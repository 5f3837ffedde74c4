import { useTranslation } from 'react-i18next';
import type { Match } from '../../../../shared/domain';
import type { WinProbability } from '../../../../shared/match-detail';
import { canDraw } from '../../format/sport-page';
import './WinProbabilityBar.css';

function percent(value: number | null): number | null {
  return value === null || !Number.isFinite(value) ? null : Math.round(value * 100);
}

export function WinProbabilityBar({
  match,
  probability,
}: {
  match: Match;
  probability: WinProbability;
}) {
  const { t } = useTranslation();
  // A sport without draws shows two sides, whatever the service put in the draw field; so does a
  // forecast that gives the draw no chance ("Draw 0%" beside a sliver of bar says nothing).
  const drawChance = canDraw(match.sport, probability.draw) ? percent(probability.draw) : null;
  const draw = drawChance === 0 ? null : drawChance;
  const parts = [
    { key: 'home', label: match.home.name, value: percent(probability.home) },
    { key: 'draw', label: t('match.draw'), value: draw },
    { key: 'away', label: match.away.name, value: percent(probability.away) },
  ].filter((part): part is { key: string; label: string; value: number } => part.value !== null);
  if (parts.length === 0) return null;
  const total = parts.reduce((sum, part) => sum + part.value, 0) || 1;

  return (
    <figure className="win-probability" data-testid="forecast">
      <figcaption className="section-label win-probability__caption">
        {t('centre.preMatchForecast')}
      </figcaption>
      <div className="win-probability__bar" aria-hidden="true">
        {parts.map((part) => (
          <span
            key={part.key}
            className="win-probability__part"
            data-part={part.key}
            style={{ flexGrow: part.value / total }}
          />
        ))}
      </div>
      <ul className="win-probability__legend">
        {parts.map((part) => (
          <li key={part.key} data-part={part.key}>
            <strong className="win-probability__value">{part.value}%</strong>
            <span className="win-probability__name">{part.label}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
