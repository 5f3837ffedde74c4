// Settings on disk: migration from older shapes, damaged files kept aside, validated updates.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSettings, type Settings } from '../../../shared/settings';
import { FileDocumentStore } from '../../../electron/core/state/file-document-store';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { SettingsStore, SettingsUpdateError } from '../../../electron/core/state/settings-store';
import { makeTempDir, type TempDir } from '../../fixtures/temp-dir';
import { problemLogLine } from '../../../shared/problems';

const rovers = { sport: 'football', teamId: 123, name: 'Northbridge Rovers' };

describe('SettingsStore loading', () => {
  let dir: TempDir;
  let store: FileDocumentStore;
  let problems: string[];
  const open = () =>
    new SettingsStore(store, {
      onProblem: (told) => problems.push(problemLogLine(told.words, told.detail)),
    });
  beforeEach(() => {
    dir = makeTempDir();
    store = new FileDocumentStore(dir.path, { now: () => Date.UTC(2026, 8, 29, 6, 0) });
    problems = [];
  });
  afterEach(() => dir.remove());

  it('starts from defaults when there is no file', () => {
    expect(open().get()).toEqual(defaultSettings());
    expect(problems).toEqual([]);
  });

  it('migrates a version 0 file and keeps the original beside it', () => {
    const v0 = {
      followedTeams: ['football:123', 'basketball:9'],
      teamNames: { 'football:123': 'Northbridge Rovers' },
      launchAtLogin: true,
    };
    writeFileSync(store.pathOf('settings'), JSON.stringify(v0));
    const settings = open().get();
    expect(settings.version).toBe(1);
    expect(settings.launchAtLogin).toBe(true);
    expect(settings.follows).toMatchObject([
      { sport: 'football', teamId: 123, name: 'Northbridge Rovers', muted: false },
      { sport: 'basketball', teamId: 9, name: 'Team 9' },
    ]);
    expect(problems).toEqual([]);
    expect(JSON.parse(readFileSync(store.pathOf('settings.v0-backup'), 'utf8'))).toEqual(v0);
    expect(open().get()).toEqual(settings);
  });

  it('tells about a version 0 entry it cannot read, and keeps the old file', () => {
    writeFileSync(
      store.pathOf('settings'),
      JSON.stringify({ followedTeams: ['football:123', 'Rovers'] }),
    );
    const settings = open().get();
    expect(settings.follows.map((team) => team.teamId)).toEqual([123]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^settings\.json was partly invalid; moved to .+settings\.corrupt-.+\.json and the invalid values were replaced by defaults \(the followed team "Rovers" is not in the form sport:teamId\)$/,
    );
  });

  it('moves a damaged file aside with a message and uses the defaults', () => {
    writeFileSync(store.pathOf('settings'), '{"version":1,"follows":[{"sport":"foot');
    const settings = open().get();
    expect(settings).toEqual(defaultSettings());
    expect(problems).toEqual([
      expect.stringMatching(
        /^settings\.json was damaged; moved to .+ and defaults are used \(not JSON: .+\)$/,
      ),
    ]);
    const kept = readdirSync(dir.path).filter((name) => name.startsWith('settings.corrupt-'));
    expect(kept).toEqual([
      'settings.corrupt-20260929T060000000Z.json',
      'settings.corrupt-20260929T060000000Z.reason.txt',
    ]);
    expect(readFileSync(join(dir.path, kept[0] ?? ''), 'utf8')).toContain('"sport":"foot');
  });

  it('keeps every valid value of a partly invalid file', () => {
    store.write('settings', {
      version: 1,
      follows: [rovers, { sport: 'football', teamId: -4, name: 'Broken' }],
      spoilerDelaySeconds: 'soon',
      launchAtLogin: true,
    });
    const settings = open().get();
    expect(settings.follows.map((team) => team.name)).toEqual(['Northbridge Rovers']);
    expect(settings.spoilerDelaySeconds).toBe(0);
    expect(settings.launchAtLogin).toBe(true);
    expect(problems[0]).toContain('follows.1: teamId:');
    expect(problems[0]).toContain('spoilerDelaySeconds:');
    expect(open().get()).toEqual(settings);
  });

  it('keeps what it understands of a file from a newer version, and the file itself', () => {
    store.write('settings', { version: 3, follows: [rovers], hologramMode: true });
    const settings = open().get();
    expect(settings.follows).toHaveLength(1);
    expect(problems[0]).toMatch(/newer Scoretray \(settings version 3\)/);
    expect(readdirSync(dir.path).some((name) => name.startsWith('settings.corrupt-'))).toBe(true);
  });
});

describe('SettingsStore updates', () => {
  it('changes only what a patch names, saves it and tells listeners', () => {
    const store = new MemoryDocumentStore();
    const settings = new SettingsStore(store);
    settings.follow({
      ...rovers,
      alerts: { kickoff: true, goals: true, periods: true, fulltime: true },
      muted: false,
    });
    const heard: Settings[] = [];
    settings.onChange((next) => heard.push(next));

    const next = settings.update({ launchAtLogin: true });
    expect(next.launchAtLogin).toBe(true);
    expect(next.follows).toHaveLength(1);
    expect(heard).toEqual([next]);
    expect(new SettingsStore(store).get()).toEqual(next);
  });

  it('refuses an invalid patch with a clear error and changes nothing', () => {
    const store = new MemoryDocumentStore();
    const settings = new SettingsStore(store);
    const heard: Settings[] = [];
    settings.onChange((next) => heard.push(next));
    expect(() =>
      settings.update({
        quietHours: { enabled: true, start: '25:00', end: '07:00', mode: 'drop' },
      }),
    ).toThrow(/^Settings were not changed: quietHours\.start: a time of day as HH:MM$/);
    expect(() => settings.update('launchAtLogin')).toThrow(SettingsUpdateError);
    expect(settings.get()).toEqual(defaultSettings());
    expect(heard).toEqual([]);
    expect(store.writes()).toBe(0);
  });

  it('follows, updates and unfollows a team, and pauses alerts', () => {
    const settings = new SettingsStore(new MemoryDocumentStore());
    const full = {
      ...rovers,
      alerts: { kickoff: true, goals: true, periods: true, fulltime: true },
      muted: false,
    };
    settings.follow(full);
    settings.follow({ ...full, muted: true });
    expect(settings.get().follows).toEqual([{ ...full, muted: true }]);
    expect(() => settings.follow({ ...full, teamId: 1.5 })).toThrow(
      /^The team was not followed: teamId/,
    );
    settings.unfollow('football', 123);
    expect(settings.get().follows).toEqual([]);
    expect(settings.pauseAlerts(1_790_000_000_000).alertsPausedUntil).toBe(1_790_000_000_000);
    expect(settings.pauseAlerts(null).alertsPausedUntil).toBeNull();
  });

  it('keeps the settings as they were when they cannot be saved', () => {
    const store = new MemoryDocumentStore();
    const settings = new SettingsStore({
      read: (name) => store.read(name),
      write: () => {
        throw new Error('disk full');
      },
      quarantine: (name, reason) => store.quarantine(name, reason),
      log: (name) => store.log(name),
    });
    expect(() => settings.update({ launchAtLogin: true })).toThrow(
      /could not be saved \(disk full\)/,
    );
    expect(settings.get().launchAtLogin).toBe(false);
  });

  it('does not write when nothing changes', () => {
    const store = new MemoryDocumentStore();
    const settings = new SettingsStore(store);
    settings.update({ launchAtLogin: false });
    expect(store.writes()).toBe(0);
  });
});
