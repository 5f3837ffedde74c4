// Loading through a schema: damaged or invalid documents are kept aside, the user is told where, and
// the fallback is used; nothing throws.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { loadDocument } from '../../../electron/core/state/load-document';
import { FileDocumentStore } from '../../../electron/core/state/file-document-store';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { makeTempDir, type TempDir } from '../../fixtures/temp-dir';

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
    const problems: string[] = [];
    const loaded = loadDocument({
      store,
      name,
      schema,
      fallback,
      onProblem: (message) => problems.push(message),
    });
    return { loaded, problems };
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
    const { loaded, problems } = loadTelling('settings');
    const kept = `${dir.path}/settings.corrupt-20260929T080000000Z.json`;
    expect(loaded.value).toEqual(fallback());
    expect(loaded.outcome).toBe('recovered');
    expect(loaded.problem).toMatch(/^settings\.json was damaged \(not JSON: .+\); moved to /);
    expect(loaded.problem).toContain(`moved to ${kept} and defaults are used`);
    expect(problems).toEqual([loaded.problem]);
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
      fallbackDescription: 'the list starts empty',
    });
    expect(loaded.problem).toMatch(
      /^teams\.json was not valid \(teams\.1: .+\); moved to memory:\/\/.+ and the list starts empty$/,
    );
    expect(memory.quarantinedDocuments()).toHaveLength(1);
  });
});
