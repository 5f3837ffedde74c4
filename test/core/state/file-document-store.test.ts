// The file-backed DocumentStore on a real temporary folder.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileDocumentStore } from '../../../electron/core/state/file-document-store';
import {
  CorruptDocumentError,
  InvalidDocumentNameError,
} from '../../../electron/core/state/document-errors';
import { makeTempDir, type TempDir } from '../../fixtures/temp-dir';

const NOW = Date.UTC(2026, 8, 29, 12, 30, 5, 120);

describe('FileDocumentStore', () => {
  let dir: TempDir;
  let store: FileDocumentStore;
  beforeEach(() => {
    dir = makeTempDir();
    store = new FileDocumentStore(join(dir.path, 'state'), { now: () => NOW });
  });
  afterEach(() => dir.remove());

  it('keeps one JSON file per document and reads it back', () => {
    store.write('settings', { version: 1, follows: [] });
    expect(store.read('settings')).toEqual({ version: 1, follows: [] });
    expect(JSON.parse(readFileSync(store.pathOf('settings'), 'utf8'))).toEqual({
      version: 1,
      follows: [],
    });
    expect(readdirSync(store.directory)).toEqual(['settings.json']);
  });

  it('has nothing to say about a document never written', () => {
    expect(store.read('settings')).toBeUndefined();
  });

  it('replaces a document whole on each write', () => {
    store.write('settings', { a: 1 });
    store.write('settings', { b: 2 });
    expect(store.read('settings')).toEqual({ b: 2 });
  });

  it('throws a typed error for bytes that are not JSON, naming the file', () => {
    writeFileSync(store.pathOf('settings'), '{"version": 1, "follo');
    expect(() => store.read('settings')).toThrow(CorruptDocumentError);
    try {
      store.read('settings');
    } catch (error) {
      expect(error).toMatchObject({ documentName: 'settings', location: store.pathOf('settings') });
    }
    writeFileSync(store.pathOf('settings'), '');
    expect(() => store.read('settings')).toThrow(/empty/);
  });

  it('moves a damaged document aside, keeping its bytes and why', () => {
    writeFileSync(store.pathOf('settings'), 'not json');
    const moved = store.quarantine('settings', 'not JSON');
    expect(moved).toBe(join(store.directory, 'settings.corrupt-20260929T123005120Z.json'));
    expect(readFileSync(moved ?? '', 'utf8')).toBe('not json');
    expect(existsSync(store.pathOf('settings'))).toBe(false);
    expect(
      readFileSync(
        join(store.directory, 'settings.corrupt-20260929T123005120Z.reason.txt'),
        'utf8',
      ),
    ).toContain('not JSON');
    expect(store.read('settings')).toBeUndefined();

    writeFileSync(store.pathOf('settings'), 'again');
    expect(store.quarantine('settings', 'again')).toBe(
      join(store.directory, 'settings.corrupt-20260929T123005120Z-2.json'),
    );
    expect(store.quarantine('settings', 'gone')).toBeNull();
  });

  it('keeps the previous document when a write never reached its rename', () => {
    store.write('match-memory', { version: 1, matches: ['kept'] });
    // What a crash between writing the temporary file and renaming it leaves behind.
    writeFileSync(
      join(store.directory, '.match-memory.json.tmp-4242-deadbeef'),
      '{"version": 1, "mat',
    );
    expect(store.read('match-memory')).toEqual({ version: 1, matches: ['kept'] });
    store.write('match-memory', { version: 1, matches: ['next'] });
    expect(store.read('match-memory')).toEqual({ version: 1, matches: ['next'] });
  });

  it('leaves the old document and no temporary file when the rename fails', () => {
    store.write('ledger', { kept: true });
    // A folder in the way of the target makes the rename fail on every platform.
    const blocked = new FileDocumentStore(join(dir.path, 'blocked'));
    mkdirSync(blocked.pathOf('ledger'));
    writeFileSync(join(blocked.pathOf('ledger'), 'occupant'), 'x');
    expect(() => blocked.write('ledger', { lost: true })).toThrow();
    expect(readdirSync(blocked.directory)).toEqual(['ledger.json']);
    expect(store.read('ledger')).toEqual({ kept: true });
  });

  it('refuses names that would leave the state folder', () => {
    for (const name of ['../escape', 'a/b', '.hidden', '', 'x..y']) {
      expect(() => store.write(name, {})).toThrow(InvalidDocumentNameError);
    }
    expect(() => store.write('value', undefined)).toThrow(/not JSON/);
  });
});
