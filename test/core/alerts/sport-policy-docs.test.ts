// The sports table of docs/alerts.md is what a fan reads; shared/sports.ts is what the engine does.
// This holds the two together: every sport in one is in the other, with the same start word, and the
// alert kinds the page names are those the code's policy raises.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPORTS, sportInfo, type SportInfo } from '../../../shared/sports';

interface TableRow {
  slug: string;
  startWord: string;
  alerts: string;
}

/** The table's rows, one per sport: "american-football, aussie-rules" with "Kickoff, Opening bounce". */
function tableRows(): TableRow[] {
  const page = readFileSync(new URL('../../../docs/alerts.md', import.meta.url), 'utf8');
  const section = page.split('\n## Sports\n')[1]?.split('\n## ')[0] ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| sport |'))
    .map((line) => line.split('|').map((cell) => cell.trim()));
  return rows.flatMap(([, sports = '', , , startWords = '', alerts = '']) => {
    const slugs = sports.split(', ');
    const words = startWords.split(', ');
    return slugs.map((slug, index) => ({
      slug,
      startWord: words[index] ?? words[0] ?? '',
      alerts,
    }));
  });
}

/** Whether the policy tells a period end other than half-time before full time in regular play. */
function tellsPeriodEnds(info: SportInfo): boolean {
  if (info.periodAlerts === 'none') return false;
  if (info.regularPeriods === null) return true;
  return info.regularPeriods - 1 > (info.hasHalftime ? 1 : 0);
}

const rows = tableRows();

describe("docs/alerts.md's sports table and the code's policy", () => {
  it('name the same sports', () => {
    const named = rows.map((row) => row.slug).filter((slug) => slug !== 'any other sport');
    expect(new Set(named)).toEqual(new Set(SPORTS.map((sport) => sport.slug)));
    expect(named).toHaveLength(SPORTS.length);
  });

  it.each(rows.map((row) => [row.slug, row] as const))(
    '%s: the same start word and alert kinds',
    (slug, row) => {
      const info = sportInfo(slug === 'any other sport' ? 'some-new-sport' : slug);
      expect(row.startWord).toBe(info.startWord);
      // "(no alert per goal)" of water polo says the opposite of the kind `goal`.
      const alerts = row.alerts.replace('no alert per goal', 'none per score');
      const says = (word: string) => new RegExp(`\\b${word}\\b`).test(alerts);
      expect(says('kickoff')).toBe(true);
      expect(says('fulltime')).toBe(true);
      expect(says('goal')).toBe(info.goalAlerts);
      expect(says('halftime')).toBe(info.hasHalftime);
      expect(says('period-end')).toBe(tellsPeriodEnds(info));
      expect(/only when runs/.test(row.alerts)).toBe(info.periodAlerts === 'with-score');
      expect(/between sessions/.test(row.alerts)).toBe(info.periodAlerts === 'session');
    },
  );
});
