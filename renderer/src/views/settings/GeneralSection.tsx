import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../../shared/i18n';
import { languageChoiceSchema, type Settings } from '../../../../shared/settings';
import { activeLocale, systemLanguage } from '../../i18n/i18n';
import { useSettingsUpdate } from '../../state/use-settings-update';
import { SelectField } from '../../components/SelectField';
import { CheckField, SaveError, SettingsSection } from './SettingsSection';

const SPOILER_DELAYS = [0, 15, 30, 60, 120, 300, 600];

function delayLabel(seconds: number, noDelay: string): string {
  if (seconds === 0) return noDelay;
  const unit = seconds < 60 ? 'second' : 'minute';
  const value = seconds < 60 ? seconds : seconds / 60;
  return new Intl.NumberFormat(activeLocale(), { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}

export function GeneralSection({ settings }: { settings: Settings }) {
  const { update, saving, error } = useSettingsUpdate();
  const { t } = useTranslation();
  const delays = SPOILER_DELAYS.includes(settings.spoilerDelaySeconds)
    ? SPOILER_DELAYS
    : [...SPOILER_DELAYS, settings.spoilerDelaySeconds].sort((a, b) => a - b);
  return (
    <SettingsSection id="general">
      <SelectField
        id="language"
        label={t('settings.general.language')}
        value={settings.language}
        disabled={saving}
        onChange={(value) => {
          const choice = languageChoiceSchema.safeParse(value);
          if (choice.success) void update({ language: choice.data });
        }}
      >
        <option value="system">
          {t('settings.general.languageSystem', { language: LANGUAGE_NAMES[systemLanguage()] })}
        </option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="spoiler-delay"
        label={t('settings.general.spoilerDelay')}
        value={settings.spoilerDelaySeconds}
        disabled={saving}
        describedBy="spoiler-note"
        onChange={(value) => void update({ spoilerDelaySeconds: Number(value) })}
      >
        {delays.map((seconds) => (
          <option key={seconds} value={seconds}>
            {delayLabel(seconds, t('settings.general.noDelay'))}
          </option>
        ))}
      </SelectField>
      <p className="settings-note" id="spoiler-note">
        {t('settings.general.spoilerNote')}
      </p>
      <CheckField
        className="settings-check settings-check--spaced"
        label={t('settings.general.launchAtLogin')}
        checked={settings.launchAtLogin}
        disabled={saving}
        onChange={(launchAtLogin) => void update({ launchAtLogin })}
      />
      <CheckField
        className="settings-check settings-check--spaced"
        label={t('browse.odds.setting')}
        checked={settings.showOdds}
        disabled={saving}
        onChange={(showOdds) => void update({ showOdds })}
      />
      <p className="settings-note">{t('browse.odds.settingHint')}</p>
      <SaveError error={error} />
    </SettingsSection>
  );
}
