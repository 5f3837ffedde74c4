// Older shapes of settings.json and how each becomes the next one. A migration is a step from
// version N to N + 1; loading runs the steps in order, so a file of any age ends up current. Steps
// only reshape: validation of the result happens afterwards, against the current schema.

import { SETTINGS_VERSION } from '../../../shared/settings';

export type RawSettings = Record<string, unknown>;

export interface MigrationStep {
  /** The result, still unvalidated, and what could not be carried over (said to the user). */
  (raw: RawSettings): { settings: RawSettings; notes: string[] };
}

/**
 * Version 0 (before versions existed) kept follows as "sport:teamId" strings under followedTeams,
 * with the names, when known, in teamNames keyed the same way.
 */
function fromV0(raw: RawSettings): { settings: RawSettings; notes: string[] } {
  const { followedTeams, teamNames, ...rest } = raw;
  const names = isRecord(teamNames) ? teamNames : {};
  const notes: string[] = [];
  const follows: unknown[] = Array.isArray(rest.follows) ? [...(rest.follows as unknown[])] : [];
  const entries: unknown[] = Array.isArray(followedTeams) ? followedTeams : [];
  if (followedTeams !== undefined && !Array.isArray(followedTeams)) {
    notes.push('followedTeams was not a list and could not be read');
  }
  for (const entry of entries) {
    const parsed =
      typeof entry === 'string' ? /^([a-z][a-z0-9-]*):(\d+)$/.exec(entry.trim()) : null;
    const sport = parsed?.[1];
    const teamId = parsed?.[2] === undefined ? Number.NaN : Number(parsed[2]);
    if (sport === undefined || !Number.isSafeInteger(teamId)) {
      notes.push(`the followed team ${JSON.stringify(entry)} is not in the form sport:teamId`);
      continue;
    }
    const known = names[`${sport}:${teamId}`];
    const name = typeof known === 'string' && known.trim() !== '' ? known.trim() : `Team ${teamId}`;
    follows.push({ sport, teamId, name });
  }
  return { settings: { ...rest, follows, version: 1 }, notes };
}

/** MIGRATIONS[n] turns a version-n document into a version n + 1 one. */
export const MIGRATIONS: Readonly<Record<number, MigrationStep>> = {
  0: fromV0,
};

export type MigrationResult =
  | { ok: true; settings: RawSettings; fromVersion: number; notes: string[] }
  | { ok: false; reason: string };

/** Brings a stored document to the current version, or says why it cannot. */
export function migrateSettings(raw: unknown): MigrationResult {
  if (!isRecord(raw)) return { ok: false, reason: 'it does not hold an object' };
  const fromVersion = raw.version === undefined ? 0 : raw.version;
  if (typeof fromVersion !== 'number' || !Number.isInteger(fromVersion) || fromVersion < 0) {
    return { ok: false, reason: `its version ${JSON.stringify(raw.version)} is not a version` };
  }
  if (fromVersion > SETTINGS_VERSION) {
    return {
      ok: false,
      reason: `it was written by a newer Scoretray (settings version ${fromVersion})`,
    };
  }
  let settings: RawSettings = raw;
  const notes: string[] = [];
  for (let version = fromVersion; version < SETTINGS_VERSION; version++) {
    const step = MIGRATIONS[version];
    if (!step) return { ok: false, reason: `no way is known from settings version ${version}` };
    const result = step(settings);
    settings = result.settings;
    notes.push(...result.notes);
  }
  return { ok: true, settings, fromVersion, notes };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
