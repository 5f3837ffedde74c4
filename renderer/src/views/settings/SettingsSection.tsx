import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One section of the settings. Its words come from the resources under `settings.{id}`: the title,
 * and the description when the section has one (`described`).
 */
type SectionProps = { children: ReactNode } & (
  | { id: 'desktop' | 'general' | 'quota'; described?: false }
  | { id: 'alerts' | 'key' | 'quiet' | 'service' | 'sports'; described: true }
);

export function SettingsSection(props: SectionProps) {
  const { t } = useTranslation();
  const { id, children } = props;
  return (
    <section className="settings-section" aria-labelledby={`settings-${id}`}>
      <h2 className="settings-section__title" id={`settings-${id}`}>
        {t(`settings.${id}.title`)}
      </h2>
      {props.described && (
        <p className="settings-section__description">{t(`settings.${props.id}.description`)}</p>
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
