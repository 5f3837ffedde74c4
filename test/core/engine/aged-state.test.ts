// A start never fails on what is on disk: stored scores that need rewriting at load (an ended match
// past keeping, an unreadable entry) and state folders left for days or weeks all start, with the
// damaged part set aside and said. The engine's clock is the demo world's, so days pass in the
// world (and on the engine's clock) without any waiting.

import { describe, expect, it } from 'vitest';
import type { DemoMatchSummary, DemoService } from '../../../electron/demo/demo-service-api';
import { FileDocumentStore } from '../../../electron/core/state/file-document-store';
import type { Match } from '../../../shared/domain';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { sketchMatch } from '../../fixtures/match-builders';
import { makeTempDir } from '../../fixtures/temp-dir';
import { followHome, liveMatchOf, useDemoEngines, waitFor } from './engine-harness';

const harness = useDemoEngines();
const DAY = 24 * 60 * 60_000;

/** The demo's live match as the engine would have stored it. */
function storedOf(match: DemoMatchSummary): Match {
  return sketchMatch({
    id: match.id,
    home: { id: match.homeTeamId, name: match.homeTeamName },
    away: { id: match.awayTeamId, name: match.awayTeamName },
    score: [match.home, match.away],
  });
}

/** Starts an engine on `store` following the match's home team; resolves once it has started. */
async function startsOn(demo: DemoService, match: DemoMatchSummary, store: MemoryDocumentStore) {
  const running = await harness.runEngine(demo, { store, follows: [followHome(match)] });
  expect(running.seen.ready).toHaveLength(1);
  await waitFor(
    () => running.seen.scores.some((seen) => seen.id === match.id),
    'the followed match shown',
  );
  return running;
}

describe('a start with stored scores that are rewritten at load', () => {
  it('starts with a finished match older than two days beside a live one', async () => {
    const demo = await harness.startDemo();
    const match = liveMatchOf(demo, 'football');
    const now = demo.world.now();
    const store = new MemoryDocumentStore({
      'match-memory': {
        version: 1,
        matches: [
          {
            match: sketchMatch({ id: 9_000_001, phase: 'finished', score: [2, 1] }),
            seenAt: now - 3 * DAY,
          },
          { match: storedOf(match), seenAt: now - 60_000 },
        ],
      },
    });
    const running = await startsOn(demo, match, store);
    // The old finished match is gone from the rewritten file; the live one is kept.
    const written = JSON.stringify(store.read('match-memory'));
    expect(written).not.toContain('9000001');
    expect(written).toContain(String(match.id));
    expect(running.seen.problems).toEqual([]);
  });

  it('starts with one unreadable stored score beside a readable one, and says so', async () => {
    const demo = await harness.startDemo();
    const match = liveMatchOf(demo, 'football');
    const store = new MemoryDocumentStore({
      'match-memory': {
        version: 1,
        matches: [
          { match: { sport: 'football', id: 'not a number' }, seenAt: demo.world.now() },
          { match: storedOf(match), seenAt: demo.world.now() },
        ],
      },
    });
    const running = await startsOn(demo, match, store);
    expect(store.quarantinedDocuments().map((moved) => moved.name)).toEqual(['match-memory']);
    expect(running.seen.problems.map((told) => told.message).join('\n')).toMatch(
      /1 of 2 matches could not be read/,
    );
  });
});

describe('a state folder left for a while', () => {
  it('starts after three days, then after more than a week away, each time showing the followed match', async () => {
    const dir = makeTempDir();
    harness.onCleanup(() => dir.remove());
    const demo = await harness.startDemo();
    for (const daysAway of [0, 3, 9]) {
      demo.world.advance(daysAway * DAY);
      const match = liveMatchOf(demo, 'football');
      const run = await harness.runEngine(demo, {
        store: new FileDocumentStore(dir.path),
        follows: [followHome(match)],
      });
      expect(run.seen.ready).toHaveLength(1);
      await waitFor(
        () => run.seen.scores.some((seen) => seen.id === match.id),
        `the followed match shown after ${daysAway} days away`,
      );
      await run.stop();
    }
  }, 60_000);
});
