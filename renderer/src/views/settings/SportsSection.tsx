import type { Settings } from '../../../../shared/settings';
import { SPORTS } from '../../../../shared/sports';
import { useTranslation } from 'react-i18next';
import { sportName } from '../../i18n/words';
import { useSettingsUpdate } from '../../state/use-settings-update';
import { SaveError, SettingsSection } from './SettingsSection';

export function SportsSection({ settings }: { settings: Settings }) {
  const { update, saving, error } = useSettingsUpdate();
  const watched = settings.watchedSports;
  const { t } = useTranslation();
  const toggle = (slug: string): void => {
    const next = watched.includes(slug)
      ? watched.filter((sport) => sport !== slug)
      : [...watched, slug];
    void update({ watchedSports: next });
  };
  return (
    <SettingsSection
      id="sports"
      title={t('settings.sports.title')}
      description={t('settings.sports.description')}
    >
      <div className="settings-chips" role="group" aria-labelledby="settings-sports">
        {SPORTS.map((sport) => (
          <button
            key={sport.slug}
            type="button"
            className="chip"
            aria-pressed={watched.includes(sport.slug)}
            disabled={saving}
            onClick={() => toggle(sport.slug)}
          >
            {sportName(t, sport.slug)}
          </button>
        ))}
      </div>
      <SaveError error={error} />
    </SettingsSection>
  );
}
