import { sportInfo } from '../../../../shared/sports';
import type { SportCount } from '../../state/live-rows';
import './SportSwitcher.css';

interface SportSwitcherProps {
  counts: SportCount[];
  total: number;
  selected: string | null;
  onSelect: (sport: string | null) => void;
}

export function SportSwitcher({ counts, total, selected, onSelect }: SportSwitcherProps) {
  return (
    <div className="sport-switcher" role="group" aria-label="Sport">
      <button
        type="button"
        className="chip"
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        All <span className="sport-switcher__count">{total}</span>
      </button>
      {counts.map(({ sport, count }) => (
        <button
          key={sport}
          type="button"
          className="chip"
          aria-pressed={selected === sport}
          aria-label={`${sportInfo(sport).name}, ${count} live`}
          onClick={() => onSelect(sport)}
        >
          {sportInfo(sport).name} <span className="sport-switcher__count">{count}</span>
        </button>
      ))}
    </div>
  );
}
