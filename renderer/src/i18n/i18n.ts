// The window's i18n instance: the shared resources, wrapped for React. The language follows the
// system (navigator.languages) until Settings names one; dates, times and numbers follow it too.

import { useEffect } from 'react';
import { initReactI18next } from 'react-i18next';
import i18next from 'i18next';
import { i18nOptions, localeFor, pickLanguage, type Language } from '../../../shared/i18n';
import type { LanguageChoice } from '../../../shared/settings';

function systemLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

const first = pickLanguage(null, systemLanguages());
export const i18n = i18next.createInstance().use(initReactI18next);
void i18n.init(i18nOptions(first));

let locale = localeFor(first, systemLanguages());

/** The Intl locale of the window's current language ("en-GB", "de"). */
export function activeLocale(): string {
  return locale;
}

/** The language the system asks for, as we have it (for "As the system (English)"). */
export function systemLanguage(): Language {
  return pickLanguage(null, systemLanguages());
}

export function applyLanguage(choice: LanguageChoice | null | undefined): void {
  const language = pickLanguage(choice === 'system' ? null : choice, systemLanguages());
  locale = localeFor(language, systemLanguages());
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/** Keeps the window's language on the one the settings choose. */
export function useLanguageSetting(choice: LanguageChoice | null | undefined): void {
  useEffect(() => applyLanguage(choice), [choice]);
}
