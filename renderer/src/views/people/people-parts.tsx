import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { activeLocale } from '../../i18n/i18n';
import type { PeopleLoad } from './use-people-load';

/** A figure as told, in the window's language (7,08 in German), "–" where the service does not tell it. */
export function figure(value: number | null): string {
  return value === null ? '–' : new Intl.NumberFormat(activeLocale()).format(value);
}

/** A match rating with one decimal, as rating sites show it. */
export function ratingText(value: number): string {
  return new Intl.NumberFormat(activeLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** A date (epoch seconds) in the window's language. */
export function dateText(seconds: number): string {
  return new Intl.DateTimeFormat(activeLocale(), { dateStyle: 'medium' }).format(seconds * 1000);
}

/** What a part of the card or page shows while it loads, or instead of it. */
export function PeopleStatus({ load, unknown }: { load: PeopleLoad<unknown>; unknown: string }) {
  const { t } = useTranslation();
  if (load.state === 'loading')
    return (
      <div className="empty" role="status">
        <div className="spinner" aria-hidden="true" />
        <p className="empty__title">{t('people.loading')}</p>
      </div>
    );
  if (load.state === 'unknown')
    return (
      <p className="notice people__note" role="status">
        {unknown}
      </p>
    );
  if (load.state === 'failed')
    return (
      <p className="notice people__note" role="alert">
        {t('people.failed', { message: load.message })}
      </p>
    );
  return null;
}

/** A part's rows in one box, or "not told" when the service sent none. */
export function PeopleRows<T>({
  items,
  keyOf,
  testId,
  children,
}: {
  items: readonly T[] | null;
  keyOf: (item: T, index: number) => string | number;
  testId?: string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (!items || items.length === 0) return <p className="people__muted">{t('people.notTold')}</p>;
  return (
    <ul className="boxed-list" data-testid={testId}>
      {items.map((item, index) => (
        <li key={keyOf(item, index)} className="people__row">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
