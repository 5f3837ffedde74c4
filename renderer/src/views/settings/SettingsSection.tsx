import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One section of the settings. Its words come from the resources under `settings.{id}`: the title,
 * and the description when the section has one (`described`).
 */
export function SettingsSection({
  id,
  described = false,
  children,
}: {
  id: string;
  described?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="settings-section" aria-labelledby={`settings-${id}`}>
      <h2 className="settings-section__title" id={`settings-${id}`}>
        {t(`settings.${id}.title`)}
      </h2>
      {described && (
        <p className="settings-section__description">{t(`settings.${id}.description`)}</p>
      )}
      {children}
    </section>
  );
}

export function SaveError({ error }: { error: string | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="settings-error" role="alert">
      {t('settings.notSaved', { message: error })}
    </p>
  );
}

/** A checkbox with its words, as every on/off setting is shown. */
export function CheckField({
  label,
  checked,
  disabled,
  onChange,
  className = 'settings-check',
}: {
  label: ReactNode;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
