import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// conf is the class electron-store extends; electron-store itself needs Electron's app to start.
import Conf from 'conf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsStore } from '../../../electron/core/state/settings-store';
import {
  CorruptDocumentError,
  InvalidDocumentNameError,
} from '../../../electron/core/state/document-errors';
import {
  ElectronDocumentStore,
  type DocumentFileOptions,
} from '../../../electron/main/storage/electron-document-store';
import { makeTempDir, type TempDir } from '../../fixtures/temp-dir';
import { problemLogLine } from '../../../shared/problems';

let temp: TempDir;
let store: ElectronDocumentStore;

const open = ({ name, ...options }: DocumentFileOptions) =>
  new Conf<Record<string, unknown>>({ ...options, configName: name });

beforeEach(() => {
  temp = makeTempDir();
  store = new ElectronDocumentStore({
    directory: temp.path,
    open,
    now: () => Date.UTC(2026, 8, 29, 12),
  });
});

afterEach(() => temp.remove());

describe('electron-store document store', () => {
  it('keeps a log as a plain file of lines beside the documents, read by a fresh store', () => {
    store.log('alert-ledger-shown').append(['football:7:kickoff']);
    store.log('alert-ledger-shown').append(['football:7:goal:1-0:0']);
    expect(readFileSync(join(temp.path, 'alert-ledger-shown.jsonl'), 'utf8')).toBe(
      '["football:7:kickoff"]\n["football:7:goal:1-0:0"]\n',
    );
    const fresh = new ElectronDocumentStore({ directory: temp.path, open });
    expect(fresh.log('alert-ledger-shown').read()).toEqual([
      ['football:7:kickoff'],
      ['football:7:goal:1-0:0'],
    ]);
    fresh.log('alert-ledger-shown').clear();
    expect(store.log('alert-ledger-shown').read()).toEqual([]);
  });

  it('keeps each document as its own plain JSON file, readable by a fresh store', () => {
    store.write('settings', { version: 1, launchAtLogin: true });
    store.write('sent-alerts', ['a', 'b']);
    expect(JSON.parse(readFileSync(join(temp.path, 'settings.json'), 'utf8'))).toEqual({
      version: 1,
      launchAtLogin: true,
    });
    const again = new ElectronDocumentStore({ directory: temp.path, open });
    expect(again.read('settings')).toEqual({ version: 1, launchAtLogin: true });
    expect(again.read('sent-alerts')).toEqual(['a', 'b']);
    expect(again.read('missing')).toBeUndefined();
  });

  it('reports damaged bytes as a corrupt document, then moves them aside with the reason', () => {
    writeFileSync(join(temp.path, 'memory.json'), '{"half": ');
    expect(() => store.read('memory')).toThrow(CorruptDocumentError);
    const kept = store.quarantine('memory', 'damaged: not JSON');
    expect(kept).toBe(join(temp.path, 'memory.corrupt-20260929T120000000Z.json'));
    expect(readFileSync(kept!, 'utf8')).toBe('{"half": ');
    expect(readFileSync(kept!.replace(/\.json$/, '.reason.txt'), 'utf8')).toContain('not JSON');
    expect(store.read('memory')).toBeUndefined();
    store.write('memory', { fresh: true });
    expect(store.read('memory')).toEqual({ fresh: true });
  });

  it('refuses document names that could leave the state folder', () => {
    for (const name of ['../settings', 'a/b', '.hidden', '']) {
      expect(() => store.read(name)).toThrow(InvalidDocumentNameError);
      expect(() => store.write(name, {})).toThrow(InvalidDocumentNameError);
    }
  });

  it("under the engine's settings store: a corrupted settings file is kept aside, defaults used, the user told", () => {
    writeFileSync(join(temp.path, 'settings.json'), '{ this is not json');
    const problems: string[] = [];
    const settings = new SettingsStore(store, {
      onProblem: (told) => problems.push(problemLogLine(told.words, told.detail)),
    });
    expect(settings.get().follows).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /settings\.json was damaged; moved to .*settings\.corrupt-.*\.json and defaults are used/,
    );
    expect(readdirSync(temp.path).some((file) => /^settings\.corrupt-.*\.json$/.test(file))).toBe(
      true,
    );
    expect(JSON.parse(readFileSync(join(temp.path, 'settings.json'), 'utf8'))).toMatchObject({
      version: 1,
    });
  });

  it("under the engine's settings store: an old settings shape is migrated and the original kept", () => {
    writeFileSync(
      join(temp.path, 'settings.json'),
      JSON.stringify({
        followedTeams: ['football:10'],
        teamNames: { 'football:10': 'Norwich City' },
      }),
    );
    const settings = new SettingsStore(store);
    expect(settings.get().follows).toMatchObject([
      { sport: 'football', teamId: 10, name: 'Norwich City' },
    ]);
    expect(existsSync(join(temp.path, 'settings.v0-backup.json'))).toBe(true);
  });
});
