// Loading through a schema: damaged or invalid documents are kept aside, the user is told where, and
// the fallback is used; nothing throws.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { loadDocument } from '../../../electron/core/state/load-document';
import { FileDocumentStore } from '../../../electron/core/state/file-document-store';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { makeTempDir, type TempDir } from '../../fixtures/temp-dir';
import { translator } from '../../../shared/i18n';
import { problemLogLine, problemText, type Problem } from '../../../shared/problems';

const schema = z.object({ version: z.literal(1), teams: z.array(z.number().int()) });
const fallback = () => ({ version: 1 as const, teams: [] });

describe('loadDocument', () => {
  let dir: TempDir;
  let store: FileDocumentStore;
  beforeEach(() => {
    dir = makeTempDir();
    store = new FileDocumentStore(dir.path, { now: () => Date.UTC(2026, 8, 29, 8, 0) });
  });
  afterEach(() => dir.remove());

  /** Loads `name` from the store on disk, with what the user is told on the side. */
  function loadTelling(name: string) {
    const problems: Problem[] = [];
    const loaded = loadDocument({
      store,
      name,
      schema,
      fallback,
      onProblem: (told) => problems.push(told),
    });
    return {
      loaded,
      problems,
      line: loaded.problem && problemLogLine(loaded.problem.words, loaded.problem.detail),
    };
  }

  it('returns a valid document as it is', () => {
    store.write('teams', { version: 1, teams: [4, 5] });
    expect(loadDocument({ store, name: 'teams', schema, fallback })).toEqual({
      value: { version: 1, teams: [4, 5] },
      outcome: 'found',
      problem: null,
    });
  });

  it('uses the fallback quietly when nothing is stored', () => {
    const { loaded, problems } = loadTelling('teams');
    expect(loaded).toMatchObject({ value: fallback(), outcome: 'missing', problem: null });
    expect(problems).toEqual([]);
  });

  it('moves unreadable JSON aside and says where, then uses the fallback', () => {
    writeFileSync(store.pathOf('settings'), '{"version": 1, "tea');
    const { loaded, problems, line } = loadTelling('settings');
    const kept = `${dir.path}/settings.corrupt-20260929T080000000Z.json`;
    expect(loaded.value).toEqual(fallback());
    expect(loaded.outcome).toBe('recovered');
    expect(line).toMatch(/^settings\.json was damaged; moved to .+ \(not JSON: .+\)$/);
    expect(line).toContain(`moved to ${kept} and defaults are used`);
    expect(problems).toEqual([loaded.problem]);
    // The same words in German: no English sentence, the place of the copy named.
    expect(problemText(loaded.problem!.words, translator('de'))).toBe(
      `settings.json war beschädigt; die Datei liegt jetzt unter ${kept}, und es gelten die Standardwerte`,
    );
    expect(readFileSync(kept, 'utf8')).toBe('{"version": 1, "tea');
  });

  it('moves a document that does not fit the schema aside, naming what is wrong', () => {
    const memory = new MemoryDocumentStore();
    memory.write('teams', { version: 1, teams: [4, 'five'] });
    const loaded = loadDocument({
      store: memory,
      name: 'teams',
      schema,
      fallback,
      fallbackDescription: 'readableKept',
    });
    expect(problemLogLine(loaded.problem!.words, loaded.problem!.detail)).toMatch(
      /^teams\.json was not valid; moved to memory:\/\/.+ and the readable matches are kept \(teams\.1: .+\)$/,
    );
    expect(memory.quarantinedDocuments()).toHaveLength(1);
  });
});
