// Names are text: a service whose team, tournament and status names carry terminal escapes (clear
// the screen, set the title), line breaks that forge a line of their own, NUL, C1 controls and bidi
// overrides, reaches neither the JSON lines nor the text ticker with any of them, in score lines
// and in notifications alike.

import { describe, expect, it } from 'vitest';
import { startFixedAnswerServer, type FixedAnswerServer } from '../fixtures/fixed-answer-server';
import { hostileNamesList } from '../fixtures/hostile-bodies';
import { makeTempDir } from '../fixtures/temp-dir';
import { waitFor } from '../core/live/wait-for';
import { useHeadlessRuns } from './headless-runs';
import { runCli } from './spawn-cli';

const runs = useHeadlessRuns('scoretray-names-');
/** Anything that is not text: C0 (tab aside), DEL, C1, bidi embeddings/overrides/isolates/marks. */
const NOT_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/;

async function hostileService(): Promise<FixedAnswerServer> {
  const service = await startFixedAnswerServer({ body: hostileNamesList({ home: 1, away: 0 }) });
  runs.onCleanup(() => service.close());
  return service;
}

const flags = (service: FixedAnswerServer) => [
  '--base-url',
  service.url,
  '--api-key',
  'names-key-123456',
  '--follow',
  'futsal:40',
  '--poll-interval-ms',
  '200',
];

describe('names from the service', () => {
  it('carry no control character or bidi override into JSON lines', async () => {
    const service = await hostileService();
    const cli = runs.start(flags(service), 'node');
    const first = await cli.waitForLine((line) => line.type === 'score', 'the score line');
    service.answer({ body: hostileNamesList({ home: 2, away: 0 }) });
    const goal = await cli.waitForLine((line) => line.type === 'notification', 'the goal');
    expect(first).toMatchObject({
      home: { id: 40, name: 'Rovers  >> Goal! Forged 9–0 — forged' },
      away: { id: 41, name: 'City United' },
      statusText: expect.stringMatching(/^2nd half ?$/),
    });
    expect(String(goal.title)).toContain('Rovers');
    for (const line of cli.lines) expect(JSON.stringify(line)).not.toMatch(/\\u00|\\r|\\n/);
    for (const line of cli.lines) expect(Object.values(line).join(' ')).not.toMatch(NOT_TEXT);
  });

  it('never drive the terminal or forge a line of the text ticker', async () => {
    const service = await hostileService();
    const dir = makeTempDir('scoretray-names-text-');
    runs.onCleanup(() => dir.remove());
    const cli = runCli([...flags(service), '--state-dir', dir.path], {}, 'node');
    runs.onCleanup(() => cli.stop('SIGKILL'));
    await waitFor(
      () => cli.strayLines.some((line) => line.includes('Rovers')),
      'the score',
      30_000,
    );
    service.answer({ body: hostileNamesList({ home: 2, away: 0 }) });
    await waitFor(
      () => cli.strayLines.some((line) => line.startsWith('>> ') && line.includes('2–0')),
      'the goal',
      30_000,
    );
    const printed = cli.strayLines.join(' ') + cli.stderr().replaceAll('\n', ' ');
    expect(printed).not.toMatch(NOT_TEXT);
    // The name's own ">> Goal! Forged" stays inside its line, never at the start of one.
    expect(cli.strayLines.filter((line) => line.startsWith('>> Goal! Forged'))).toEqual([]);
  });
});
