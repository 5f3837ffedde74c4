// The window in German, on every view (the walk of view-tour.ts), in light and dark at 320 and
// 800 px: no English word of the window may show. The visible text of each stop is held against
// the English resources: a line that is an English text (its {{values}} standing for anything) is
// a string that escaped translation. Texts German rightly shares with English (names, loanwords,
// codes: equal in both resources) are not English tells. Screenshots go to
// test-results/screenshots/de-*.png for a person to look at.

import type { Page } from '@playwright/test';
import { de } from '../../shared/i18n/de';
import { en } from '../../shared/i18n/en';
import { expect, test } from './fixtures';
import { screenshotLook, tourEveryView } from './view-tour';
import { STILL_WORLD } from './still-world';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

const german = new Map(leaves(de as unknown as Tree));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English text that German words differently, as a pattern for a whole line of the page. */
const ENGLISH_TELLS = leaves(en as unknown as Tree)
  .filter(([key, text]) => german.get(key) !== text)
  // Enough words of its own to be told apart from a name or a number.
  .filter(([, text]) => (text.replace(/\{\{\w+\}\}/g, '').match(/\p{L}/gu) ?? []).length >= 4)
  .map(([key, text]) => ({
    key,
    pattern: new RegExp(
      `^${text
        .split(/\{\{\w+\}\}/)
        .map(escape)
        .join('.+?')}$`,
      'u',
    ),
  }));

async function englishOnPage(page: Page): Promise<string[]> {
  const lines = (await page.locator('body').innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.flatMap((line) =>
    ENGLISH_TELLS.filter(({ pattern }) => pattern.test(line)).map(({ key }) => `${key}: "${line}"`),
  );
}

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [320, 800] as const) {
    test.describe(`German, ${scheme} scheme, ${width} px`, () => {
      test.use({
        colorScheme: scheme,
        viewport: { width, height: 600 },
        locale: 'de-DE',
        // The system speaks German to the engine too, as Electron's would: alerts follow it.
        harnessArgs: [...STILL_WORLD, '--system-language', 'de-DE'],
      });
      // A walk through every view, with axe-core at each stop, takes longer than one test usually does.
      test.setTimeout(240_000);

      test(`every view in German, ${scheme}, ${width} px`, async ({ app, harness }) => {
        const shoot = screenshotLook('de-', scheme, width);
        await tourEveryView(app, harness, 'de', async (page, name) => {
          await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
          expect(await englishOnPage(page), `${name}: English in the German window`).toEqual([]);
          await shoot(page, name);
        });
      });
    });
  }
}
