// The day list draws only the rows near its view: a row far down exists only once scrolled to, and
// a re-render (a sport's day coming in, a minute's refresh) may replace it while a test reaches for
// it. This scrolls until the row is drawn AND in view, starting over from the top when the end
// was passed, so a row replaced on the way is simply found again.

import { expect, type Locator, type Page } from '@playwright/test';

export async function scrollListTo(app: Page, target: Locator): Promise<void> {
  const list = app.locator('.live-list');
  await list.evaluate((element) => element.scrollTo({ top: 0 }));
  await expect
    .poll(
      async () => {
        if ((await target.count()) > 0) {
          const inView = await target
            .first()
            .scrollIntoViewIfNeeded({ timeout: 1_000 })
            .then(() => true)
            .catch(() => false);
          if (inView) return true;
        }
        await list.evaluate((element) => {
          const atEnd = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
          if (atEnd) element.scrollTo({ top: 0 });
          else element.scrollBy({ top: element.clientHeight * 0.75 });
        });
        return false;
      },
      { intervals: [50], timeout: 30_000 },
    )
    .toBe(true);
}
