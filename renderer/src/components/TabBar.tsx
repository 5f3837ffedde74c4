import { useTranslation } from 'react-i18next';
import { useApp } from '../state/app-context';
import { TAB_VIEWS, tabOf } from '../state/navigation';
import { useTabList } from '../state/use-tab-list';
import './TabBar.css';

/** The view tabs: Tab reaches the bar, arrows move between tabs and open them (WAI-ARIA tabs). */
export function TabBar() {
  const { view, navigate } = useApp();
  const current = tabOf(view);
  const { t } = useTranslation();
  const tabs = useTabList(
    TAB_VIEWS.length,
    TAB_VIEWS.findIndex((tab) => tab.name === current),
    (index) => {
      const tab = TAB_VIEWS[index];
      if (tab) navigate({ name: tab.name });
    },
  );

  return (
    <div className="tab-bar" role="tablist" aria-label={t('tabs.label')} onKeyDown={tabs.onKeyDown}>
      {TAB_VIEWS.map((tab, index) => (
        <button
          key={tab.name}
          {...tabs.tabProps(index)}
          id={`tab-${tab.name}`}
          aria-controls="view"
          className="tab-bar__tab"
          onClick={() => navigate({ name: tab.name })}
        >
          {t(`tabs.${tab.name}`)}
        </button>
      ))}
    </div>
  );
}
