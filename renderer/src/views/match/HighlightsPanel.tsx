import { useTranslation } from 'react-i18next';
import type { Highlight } from '../../../../shared/match-centre';
import './HighlightsPanel.css';

/**
 * Highlights as links the shell hands to the browser (target _blank goes through its window-open
 * rule: https only, electron/main/security/external-links.ts); the parser kept https links alone.
 */
export function HighlightsPanel({ highlights }: { highlights: Highlight[] }) {
  const { t } = useTranslation();
  if (highlights.length === 0) return <p className="detail-empty">{t('centre.noHighlights')}</p>;
  return (
    <ul className="highlights">
      {highlights.map((item) => (
        <li key={item.url} className="highlights__item">
          <a className="highlights__link" href={item.url} target="_blank" rel="noreferrer noopener">
            <span className="highlights__title">{item.title}</span>
            {item.subtitle && <span className="highlights__subtitle">{item.subtitle}</span>}
            <span className="visually-hidden"> ({t('centre.opensInBrowser')})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
