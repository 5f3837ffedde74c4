import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../../shared/settings';
import { SPORTS } from '../../../../shared/sports';
import { sportName } from '../../i18n/words';
import { useApp } from '../../state/app-context';
import { useRovingFocus } from '../../state/use-roving-focus';
import { useSettingsUpdate } from '../../state/use-settings-update';
import { SaveError, SettingsSection } from './SettingsSection';
import { request } from '../../state/request';

/**
 * The sports to watch, as the service lists them (the app's own list until it answers): the ones
 * watched or with matches on now first, the rest folded under "More sports". One Tab stop for the
 * chips; the arrow keys move between them.
 */
export function SportsSection({ settings }: { settings: Settings }) {
  const { api, live } = useApp();
  const { update, saving, error } = useSettingsUpdate();
  const { t } = useTranslation();
  const watched = settings.watchedSports;
  const snapshot = useSyncExternalStore(live.subscribe, live.getSnapshot);
  const [offered, setOffered] = useState<string[]>(() => SPORTS.map((sport) => sport.slug));

  useEffect(() => {
    let cancelled = false;
    request(api, 'sports:list')
      .then((sports) => {
        if (!cancelled && sports.length > 0) setOffered(sports.map((sport) => sport.slug));
      })
      .catch(() => {
        // The app's own list stays: the choice still works without the service's.
      });
    return () => {
      cancelled = true;
    };
  }, [api]);

  const counts = useMemo(() => {
    const found = new Map<string, number>();
    for (const match of snapshot.roster.values())
      found.set(match.sport, (found.get(match.sport) ?? 0) + 1);
    return found;
  }, [snapshot.roster]);

  const { first, more } = useMemo(() => {
    const all = [...new Set([...watched, ...offered])];
    const rank = (slug: string): number => counts.get(slug) ?? 0;
    const shown = all
      .filter((slug) => watched.includes(slug) || rank(slug) > 0)
      .sort((a, b) => rank(b) - rank(a) || all.indexOf(a) - all.indexOf(b));
    return { first: shown, more: all.filter((slug) => !shown.includes(slug)) };
  }, [watched, offered, counts]);

  const toggle = (slug: string): void => {
    const next = watched.includes(slug)
      ? watched.filter((sport) => sport !== slug)
      : [...watched, slug];
    void update({ watchedSports: next });
  };
  const roving = useRovingFocus(first.length, 0);
  const rovingMore = useRovingFocus(more.length, 0);

  const chip = (slug: string, index: number, group: typeof roving) => (
    <button
      key={slug}
      type="button"
      className="chip"
      {...group.itemProps(index)}
      aria-pressed={watched.includes(slug)}
      // Busy, not disabled: a disabled button drops the keyboard focus.
      aria-busy={saving || undefined}
      onClick={() => {
        if (!saving) toggle(slug);
      }}
    >
      {sportName(t, slug)}
      {(counts.get(slug) ?? 0) > 0 && (
        <span className="sport-switcher__count">
          {' '}
          {t('settings.sports.withMatches', { count: counts.get(slug) ?? 0 })}
        </span>
      )}
    </button>
  );

  return (
    <SettingsSection id="sports" described>
      <div
        className="settings-chips"
        role="group"
        aria-labelledby="settings-sports"
        onKeyDown={roving.onKeyDown}
      >
        {first.map((slug, index) => chip(slug, index, roving))}
      </div>
      {more.length > 0 && (
        <details className="settings-more">
          <summary>{t('settings.sports.more')}</summary>
          <div
            className="settings-chips"
            role="group"
            aria-label={t('settings.sports.more')}
            onKeyDown={rovingMore.onKeyDown}
          >
            {more.map((slug, index) => chip(slug, index, rovingMore))}
          </div>
        </details>
      )}
      <SaveError error={error} />
    </SettingsSection>
  );
}
