// One i18n setup for the window, the tray and the notifications: the resources, how a language is
// chosen, and a ready translator per language. Pure (i18next is plain JS), so shared/ may hold it.

import i18next, { type i18n as I18n, type ParseKeys, type TFunction } from 'i18next';
import { de } from './de';
import { en } from './en';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A language's own name, as its speakers write it (shown in the language picker). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch' };

export const resources = {
  en: { translation: en },
  de: { translation: de },
} as const;

// Every t() key is checked against the English resource: a key missing there (or mistyped) fails
// the type check, in the window, the tray, the notifications and the headless mode alike.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** A key of the English resource (a plural by its base: 'dataProblems.title'). */
export type WordKey = ParseKeys;

/**
 * Whether `name` is a word of `group`, a part of the English resource: a key built from data
 * (`incident.goal.${variant}`) is then one of the group's keys, checked like any other.
 */
export function isWordOf<G extends object>(
  group: G,
  name: string | null | undefined,
): name is Extract<keyof G, string> {
  return typeof name === 'string' && Object.hasOwn(group, name);
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to use: the user's choice when it is one we have, else the first system preference
 * we have ("de-AT" → de), else English.
 */
export function pickLanguage(
  choice: string | null | undefined,
  preferred: readonly string[],
): Language {
  if (choice && isLanguage(choice)) return choice;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/**
 * The locale for Intl (dates, times, numbers): the system's own tag when it is in the chosen
 * language (so en-GB keeps its 24-hour clock), else the bare language.
 */
export function localeFor(language: Language, preferred: readonly string[]): string {
  const own = preferred.find((tag) => tag.toLowerCase().split(/[-_]/)[0] === language);
  return own ?? language;
}

/** The options every instance shares; initAsync false makes init() synchronous (resources inline). */
export function i18nOptions(language: Language) {
  return {
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  } as const;
}

/** A fresh, initialised instance (the renderer adds react-i18next to its own). */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.init(i18nOptions(language));
  return instance;
}

const translators = new Map<Language, TFunction>();

/** A translator for one language, made once: for the tray, the notifications and tests. */
export function translator(language: Language = 'en'): TFunction {
  let t = translators.get(language);
  if (!t) {
    t = createI18n(language).t;
    translators.set(language, t);
  }
  return t;
}

/**
 * The words and the Intl locale for a language setting: the chosen language, or for 'system' the
 * first of `system` we have (English when none is). For alerts, whose language is a setting.
 */
export function wordsFor(
  choice: string | null | undefined,
  system: readonly string[],
): { t: TFunction; locale: string } {
  const language = pickLanguage(choice, system);
  return { t: translator(language), locale: localeFor(language, system) };
}

export type { TFunction };
