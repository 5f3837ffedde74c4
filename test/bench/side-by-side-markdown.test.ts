import { describe, expect, it } from 'vitest';
import { replaceSection } from '../../bench/bench-report';
import { keptNotes, sectionMarkdown, tableMarkdown } from '../../bench/side-by-side-markdown';

const HEADING = '## Engine: an example';
const BEFORE = `# Benchmarks

${HEADING}

Machine: Old CPU, 2 cores. Measured 2026-11-21.

What is measured: 40 looks at 2,000 events.

| code | events/s |
|---|---|
| \`aaaaaaa\` | 81,764 |

What bounds it: the zod schema.

## Next section

Its own text.
`;

const trees = [
  { label: 'base `dfd45ea`', root: '/work/wt/base' },
  { label: 'this `1234567`', root: '/work/wt/this' },
];

function rerun(document: string, eventsPerSecond: [number, number]): string {
  const section = sectionMarkdown(
    { heading: HEADING, how: 'each checkout’s bench' },
    trees,
    [
      {
        rows: [
          { code: trees[0]!.label, eventsPerSecond: eventsPerSecond[0] },
          { code: trees[1]!.label, eventsPerSecond: eventsPerSecond[1] },
        ],
      },
    ],
    {
      startedAt: new Date(Date.UTC(2026, 10, 28, 22, 40)),
      seconds: 84,
      loadBefore: '1.0 1.0 1.0',
      loadAfter: '1.1 1.0 1.0',
    },
    keptNotes(document, HEADING),
  );
  return replaceSection(document, section);
}

describe('a section of BENCHMARKS.md re-run side by side', () => {
  it('has both trees’ rows and the run’s circumstances, keeps its notes, and drops the old figures', () => {
    const after = rerun(BEFORE, [20_000, 40_000]);
    expect(after).toContain('| base `dfd45ea` | 20,000 |');
    expect(after).toContain('| this `1234567` | 40,000 |');
    expect(after).toContain('2026-11-28 22:40 UTC, 84 s');
    expect(after).toContain('Load average (1, 5, 15 min) 1.0 1.0 1.0 before, 1.1 1.0 1.0 after');
    expect(after).toContain('What is measured: 40 looks at 2,000 events.');
    expect(after).toContain('What bounds it: the zod schema.');
    expect(after).not.toContain('81,764');
    expect(after).not.toContain('Old CPU');
    expect(after).toContain('## Next section\n\nIts own text.');
  });

  it('keeps the same notes once over several runs, with only the last run’s rows', () => {
    const twice = rerun(rerun(BEFORE, [20_000, 40_000]), [21_000, 41_000]);
    expect(twice.split('What bounds it: the zod schema.')).toHaveLength(2);
    expect(twice.split('What is measured: 40 looks').length).toBe(2);
    expect(twice).toContain('| this `1234567` | 41,000 |');
    expect(twice).not.toContain('40,000');
    expect(twice.split('Side by side in one run')).toHaveLength(2);
  });
});

describe("a bench's result as a row", () => {
  it('gives nested counts their own columns and a list of samples its spread', () => {
    const latencies = Array.from({ length: 100 }, (_, index) => index + 1);
    const table = tableMarkdown([
      { code: 'base', goals: 100, latencies, scorer: { named: 100, p50: 4.42 } },
    ]);
    expect(table.split('\n')[0]).toBe('| code | goals | latencies | scorer.named | scorer.p50 |');
    expect(table).toContain('| base | 100 | 100 values: p50 50, p99 99, max 100 | 100 | 4.42 |');
  });
});
