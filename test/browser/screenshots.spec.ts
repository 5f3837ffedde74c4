// Screenshots of every view in light and dark, at 320 and 800 px wide, written to
// test-results/screenshots/ on every run for a person to look at. Each stop also checks the view
// shows what it should, that nothing shifts the page sideways, and runs axe-core on it: no serious
// or critical violation in either scheme. (german.spec.ts takes the same walk in German.)

import { test } from './fixtures';
import { screenshotLook, tourEveryView } from './view-tour';
import { STILL_WORLD } from './still-world';

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [320, 800] as const) {
    test.describe(`${scheme} scheme, ${width} px`, () => {
      // A world that stands still: rows do not move under the pointer between two clicks.
      test.use({
        colorScheme: scheme,
        viewport: { width, height: 600 },
        locale: 'en-GB',
        harnessArgs: STILL_WORLD,
      });
      // A walk through every view, with axe-core at each stop, takes longer than one test usually does.
      test.setTimeout(240_000);

      test(`every view, ${scheme}, ${width} px`, async ({ app, harness }) => {
        await tourEveryView(app, harness, 'en', screenshotLook('', scheme, width));
      });
    });
  }
}
