// The match page's period markers in German: the service writes "HT" into its incidents, and a
// German page says "HZ" for it, as its clocks do; "FT" and "AP" follow the language as well.

import { afterEach, describe, expect, it } from 'vitest';
import { periodMarkerWords } from '../../renderer/src/format/incidents';
import { i18n } from '../../renderer/src/i18n/i18n';

describe('period markers in the window language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says half-time, full time and penalties in German on a German page', async () => {
    await i18n.changeLanguage('de');
    expect(periodMarkerWords('HT', 'football')).toBe('HZ');
    expect(periodMarkerWords('FT', 'football')).not.toBe('FT');
    expect(periodMarkerWords('AP', 'football')).not.toBe('AP');
    await i18n.changeLanguage('en');
    expect(periodMarkerWords('HT', 'football')).toBe('HT');
  });
});
