import type { Settings } from '../../../../shared/settings';
import { SPORTS } from '../../../../shared/sports';
import { useSettingsUpdate } from '../../state/use-settings-update';
import { SaveError, SettingsSection } from './SettingsSection';

export function SportsSection({ settings }: { settings: Settings }) {
  const { update, saving, error } = useSettingsUpdate();
  const watched = settings.watchedSports;
  const toggle = (slug: string): void => {
    const next = watched.includes(slug)
      ? watched.filter((sport) => sport !== slug)
      : [...watched, slug];
    void update({ watchedSports: next });
  };
  return (
    <SettingsSection
      id="sports"
      title="Sports watched"
      description="Their live matches fill the Live view. Followed teams are tracked in any sport."
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
            {sport.name}
          </button>
        ))}
      </div>
      <SaveError error={error} />
    </SettingsSection>
  );
}
