import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../state/app-context';
import { useRovingFocus } from '../../state/use-roving-focus';
import { AlertKindsSection } from './AlertKindsSection';
import { ApiKeySection } from './ApiKeySection';
import { DesktopSection } from './DesktopSection';
import { GeneralSection } from './GeneralSection';
import { QuietHoursSection } from './QuietHoursSection';
import { QuotaMeter } from './QuotaMeter';
import { ServiceSection } from './ServiceSection';
import { SportsSection } from './SportsSection';
import './SettingsView.css';

type Group = 'alerts' | 'sports' | 'account' | 'advanced';

/**
 * Settings in four groups a fan recognises: alerts, sports, account, advanced. Each group folds
 * under its heading's button; a row of group buttons at the top (one Tab stop, arrows between them)
 * opens the group it names, scrolls to it and puts the focus on its heading. The service address
 * lives folded under Advanced. Without a key of one's own (demo), Account comes first.
 */
export function SettingsView() {
  const { settings, status } = useApp();
  const { t } = useTranslation();
  const order: Group[] = status?.demo
    ? ['account', 'alerts', 'sports', 'advanced']
    : ['alerts', 'sports', 'account', 'advanced'];
  const toggles = useRef(new Map<Group, HTMLButtonElement | null>());
  const scroller = useRef<HTMLDivElement | null>(null);
  const jumpBar = useRef<HTMLElement | null>(null);
  const roving = useRovingFocus(order.length, 0);
  const [folded, setFolded] = useState<ReadonlySet<Group>>(new Set());

  const setOpen = (group: Group, open: boolean): void =>
    setFolded((current) => {
      const next = new Set(current);
      if (open) next.delete(group);
      else next.add(group);
      return next;
    });

  const jump = (group: Group): void => {
    // Opened before it is scrolled to, so the scroll lands where the group's content really is.
    flushSync(() => setOpen(group, true));
    const toggle = toggles.current.get(group);
    const view = scroller.current;
    const bar = jumpBar.current;
    if (!toggle || !view || !bar) return;
    // Just below the sticky row of jump buttons, which wraps to two lines in a narrow window.
    view.scrollTop += toggle.getBoundingClientRect().top - bar.getBoundingClientRect().bottom - 8;
    toggle.focus({ preventScroll: true });
  };

  const groups: Record<Group, ReactNode> = {
    alerts: settings && (
      <>
        <AlertKindsSection settings={settings} />
        <QuietHoursSection settings={settings} />
      </>
    ),
    sports: settings && <SportsSection settings={settings} />,
    account: (
      <>
        <ApiKeySection />
        {status && <QuotaMeter status={status} />}
      </>
    ),
    advanced: settings && (
      <>
        <GeneralSection settings={settings} />
        <DesktopSection settings={settings} />
        <details className="settings-advanced">
          <summary>{t('settings.service.title')}</summary>
          <ServiceSection settings={settings} />
        </details>
      </>
    ),
  };

  return (
    <div className="settings scroll" ref={scroller}>
      <nav
        ref={jumpBar}
        className="settings__groups"
        aria-label={t('settings.groups.label')}
        onKeyDown={roving.onKeyDown}
      >
        {order.map((group, index) => (
          <button
            key={group}
            type="button"
            className="chip"
            {...roving.itemProps(index)}
            onClick={() => jump(group)}
          >
            {t(`settings.groups.${group}`)}
          </button>
        ))}
      </nav>
      {status?.demo && (
        <div className="settings__demo" role="note">
          <strong>{t('settings.demoStrong')}</strong> {t('settings.demoText')}
        </div>
      )}
      {order.map((group) => (
        <section
          key={group}
          className="settings-group"
          data-group={group}
          // A group of sections, not a landmark of its own: its first section is often named as it
          // is ("Alerts"), and two landmarks of one name cannot be told apart (axe: landmark-unique).
          role="group"
          aria-labelledby={`settings-group-${group}`}
        >
          <h2 className="settings-group__title" id={`settings-group-${group}`}>
            <button
              type="button"
              className="settings-group__toggle"
              aria-expanded={!folded.has(group)}
              aria-controls={`settings-group-${group}-body`}
              ref={(element) => {
                toggles.current.set(group, element);
              }}
              onClick={() => setOpen(group, folded.has(group))}
            >
              {t(`settings.groups.${group}`)}
            </button>
          </h2>
          <div id={`settings-group-${group}-body`} hidden={folded.has(group)}>
            {groups[group]}
          </div>
        </section>
      ))}
      {!settings && (
        <div className="empty" role="status">
          <div className="spinner" aria-hidden="true" />
          <p className="empty__title">{t('settings.loading')}</p>
        </div>
      )}
    </div>
  );
}
