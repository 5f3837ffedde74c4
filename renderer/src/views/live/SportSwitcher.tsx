import { useTranslation } from 'react-i18next';
import { sportName } from '../../i18n/words';
import type { SportCount } from '../../state/live-rows';
import './SportSwitcher.css';

interface SportSwitcherProps {
  counts: SportCount[];
  total: number;
  selected: string | null;
  onSelect: (sport: string | null) => void;
}

export function SportSwitcher({ counts, total, selected, onSelect }: SportSwitcherProps) {
  const { t } = useTranslation();
  return (
    <div className="sport-switcher" role="group" aria-label={t('live.sportGroup')}>
      <button
        type="button"
        className="chip"
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        {t('live.all')} <span className="sport-switcher__count">{total}</span>
      </button>
      {counts.map(({ sport, count }) => (
        <button
          key={sport}
          type="button"
          className="chip"
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
