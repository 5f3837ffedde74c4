import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="settings-section" aria-labelledby={`settings-${id}`}>
      <h2 className="settings-section__title" id={`settings-${id}`}>
        {title}
      </h2>
      {description && <p className="settings-section__description">{description}</p>}
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
