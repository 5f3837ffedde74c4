import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './DetailTabs.css';

export interface DetailTab {
  id: string;
  label: string;
  render: () => ReactNode;
}

/** Tabs inside the match detail; arrows move between them, like the view tabs. */
export function DetailTabs({ tabs, label }: { tabs: DetailTab[]; label: string }) {
  const [selectedId, setSelectedId] = useState(tabs[0]?.id ?? '');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selectedId),
  );
  const selected = tabs[selectedIndex];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (selectedIndex + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    setSelectedId(tab.id);
    buttons.current[next]?.focus();
  };

  if (!selected) return null;
  return (
    <div className="detail-tabs">
      <div className="detail-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`detail-tab-${tab.id}`}
            aria-selected={tab.id === selected.id}
            aria-controls={`detail-panel-${tab.id}`}
            tabIndex={tab.id === selected.id ? 0 : -1}
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
