import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceSettings, Settings } from '../../../../shared/settings';
import { useSettingsUpdate } from '../../state/use-settings-update';
import { serviceAddressProblem } from '../../format/service-address';
import { SaveError, SettingsSection } from './SettingsSection';

export function ServiceSection({ settings }: { settings: Settings }) {
  const { update, saving, error } = useSettingsUpdate();
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ServiceSettings>(settings.service);
  const [saved, setSaved] = useState(false);
  const problem = serviceAddressProblem(draft, t);
  const changed =
    draft.addressForm !== settings.service.addressForm ||
    draft.baseUrl.trim() !== settings.service.baseUrl;

  return (
    <SettingsSection
      id="service"
      title={t('settings.service.title')}
      description={t('settings.service.description')}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (problem) return;
          setSaved(false);
          void update({
            service: { addressForm: draft.addressForm, baseUrl: draft.baseUrl.trim() },
          }).then(setSaved);
        }}
      >
        <fieldset className="settings-fieldset">
          <legend className="settings-label">{t('settings.service.form')}</legend>
          <label className="settings-check">
            <input
              type="radio"
              name="address-form"
              checked={draft.addressForm === 'path'}
              onChange={() => setDraft({ ...draft, addressForm: 'path' })}
            />
            {t('settings.service.path')}{' '}
            <span className="settings-storage">https://host/v2/sport/…</span>
          </label>
          <label className="settings-check">
            <input
              type="radio"
              name="address-form"
              checked={draft.addressForm === 'classic'}
              onChange={() => setDraft({ ...draft, addressForm: 'classic' })}
            />
            {t('settings.service.classic')}{' '}
            <span className="settings-storage">https://v2.sport.domain/api/…</span>
          </label>
        </fieldset>
        <label className="settings-label" htmlFor="service-host">
          {draft.addressForm === 'path' ? t('settings.service.host') : t('settings.service.domain')}
        </label>
        <input
          id="service-host"
          className="field settings-wide"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={500}
          placeholder={draft.addressForm === 'path' ? 'https://api.example.com' : 'example.com'}
          value={draft.baseUrl}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'service-problem' : undefined}
          onChange={(event) => {
            setSaved(false);
            setDraft({ ...draft, baseUrl: event.target.value });
          }}
        />
        {problem && (
          <p className="settings-error" id="service-problem">
            {problem}
          </p>
        )}
        <div className="settings-row">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={saving || !changed || problem !== null}
          >
            {t('settings.service.save')}
          </button>
          {saved && !changed && (
            <span className="settings-note" role="status">
              {t('settings.service.saved')}
            </span>
          )}
        </div>
      </form>
      <SaveError error={error} />
    </SettingsSection>
  );
}
