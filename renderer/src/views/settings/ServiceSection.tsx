import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceSettings, Settings } from '../../../../shared/settings';
import { useSettingsUpdate } from '../../state/use-settings-update';
import { serviceAddressProblem } from '../../format/service-address';
import { KeyHeldBackNotice } from './KeyHeldBackNotice';
import { SaveError, SettingsSection } from './SettingsSection';

/** The service's two address forms, each with what its addresses look like. */
const ADDRESS_FORMS = [
  { form: 'path', example: 'https://host/v2/sport/…' },
  { form: 'classic', example: 'https://v2.sport.domain/api/…' },
] as const;

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
    <SettingsSection id="service" described>
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
          {ADDRESS_FORMS.map(({ form, example }) => (
            <label key={form} className="settings-check">
              <input
                type="radio"
                name="address-form"
                checked={draft.addressForm === form}
                onChange={() => setDraft({ ...draft, addressForm: form })}
              />
              {t(`settings.service.${form}`)} <span className="settings-storage">{example}</span>
            </label>
          ))}
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
      <KeyHeldBackNotice />
    </SettingsSection>
  );
}
