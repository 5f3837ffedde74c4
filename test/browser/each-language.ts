// What the specs that read the window in English and in German share: a describe per language in
// which the page's locale and the harness's system language are that language, the words the
// window should show (`t`) and the prefix of the shots' names (none for English).

import { translator, type Language, type TFunction } from '../../shared/i18n';
import { test } from './fixtures';

interface InLanguage {
  language: Language;
  t: TFunction;
  prefix: string;
}

/**
 * `harnessArgs` and `viewport` (else the config's) hold in both languages; the system language is
 * added for German.
 */
export function inEachLanguage(
  options: { viewport?: { width: number; height: number }; harnessArgs: string[] },
  body: (words: InLanguage) => void,
): void {
  for (const language of ['en', 'de'] as Language[]) {
    test.describe(`in ${language}`, () => {
      test.use({
        locale: language === 'en' ? 'en-GB' : 'de-DE',
        ...(options.viewport ? { viewport: options.viewport } : {}),
        harnessArgs: [
          ...options.harnessArgs,
          ...(language === 'en' ? [] : ['--system-language', 'de-DE']),
        ],
      });
      body({ language, t: translator(language), prefix: language === 'en' ? '' : `${language}-` });
    });
  }
}
