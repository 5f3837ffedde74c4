import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../state/app-context';
import { TAB_VIEWS, tabOf } from '../state/navigation';
import './TabBar.css';

/** The view tabs: Tab reaches the bar, arrows move between tabs and open them (WAI-ARIA tabs). */
export function TabBar() {
  const { view, navigate } = useApp();
  const current = tabOf(view);
  const { t } = useTranslation();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const index = TAB_VIEWS.findIndex((tab) => tab.name === current);
    const last = TAB_VIEWS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = target === null ? undefined : TAB_VIEWS[target];
    if (target === null || !tab) return;
    event.preventDefault();
    navigate({ name: tab.name });
    buttons.current[target]?.focus();
  };

  return (
    <div className="tab-bar" role="tablist" aria-label={t('tabs.label')} onKeyDown={onKeyDown}>
      {TAB_VIEWS.map((tab, index) => {
        const selected = tab.name === current;
        return (
          <button
            key={tab.name}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.name}`}
            aria-selected={selected}
            aria-controls="view"
            tabIndex={selected ? 0 : -1}
            className="tab-bar__tab"
            onClick={() => navigate({ name: tab.name })}
          >
            {t(`tabs.${tab.name}`)}
          </button>
        );
      })}
    </div>
  );
}
