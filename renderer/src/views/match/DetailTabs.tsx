import { useState, type ReactNode } from 'react';
import { useTabList } from '../../state/use-tab-list';
import './DetailTabs.css';

export interface DetailTab {
  id: string;
  label: string;
  render: () => ReactNode;
}

/** Tabs inside the match detail; arrows move between them, like the view tabs. */
export function DetailTabs({ tabs, label }: { tabs: DetailTab[]; label: string }) {
  const [selectedId, setSelectedId] = useState(tabs[0]?.id ?? '');
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selectedId),
  );
  const selected = tabs[selectedIndex];
  const list = useTabList(tabs.length, selectedIndex, (index) =>
    setSelectedId(tabs[index]?.id ?? selectedId),
  );

  if (!selected) return null;
  return (
    <div className="detail-tabs">
      <div
        className="detail-tabs__list"
        role="tablist"
        aria-label={label}
        onKeyDown={list.onKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            {...list.tabProps(index)}
            id={`detail-tab-${tab.id}`}
            aria-controls={`detail-panel-${tab.id}`}
            className="detail-tabs__tab"
            onClick={() => setSelectedId(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className="detail-tabs__panel"
        role="tabpanel"
        id={`detail-panel-${selected.id}`}
        aria-labelledby={`detail-tab-${selected.id}`}
        tabIndex={0}
      >
        {selected.render()}
      </div>
    </div>
  );
}
