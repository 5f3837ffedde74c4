import { useTranslation } from 'react-i18next';
import { sportName } from '../../i18n/words';
import { useRovingFocus } from '../../state/use-roving-focus';
import type { SportCount } from '../../../../shared/live-rows';
import './SportSwitcher.css';

interface SportSwitcherProps {
  counts: SportCount[];
  total: number;
  selected: string | null;
  onSelect: (sport: string | null) => void;
}

export function SportSwitcher({ counts, total, selected, onSelect }: SportSwitcherProps) {
  const { t } = useTranslation();
  // One Tab stop for the whole row of chips; the arrow keys move along it.
  const roving = useRovingFocus(
    counts.length + 1,
    selected === null ? 0 : counts.findIndex((entry) => entry.sport === selected) + 1,
  );
  return (
    <div
      className="sport-switcher"
      role="group"
      aria-label={t('live.sportGroup')}
      onKeyDown={roving.onKeyDown}
    >
      <button
        type="button"
        className="chip"
        {...roving.itemProps(0)}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        {t('live.all')} <span className="sport-switcher__count">{total}</span>
      </button>
      {counts.map(({ sport, count }, index) => (
        <button
          key={sport}
          type="button"
          className="chip"
          {...roving.itemProps(index + 1)}
          aria-pressed={selected === sport}
          aria-label={t('live.sportCount', { sport: sportName(t, sport), count })}
          onClick={() => onSelect(sport)}
        >
          {sportName(t, sport)} <span className="sport-switcher__count">{count}</span>
        </button>
      ))}
    </div>
  );
}
