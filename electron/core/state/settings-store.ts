// The user's settings on top of a DocumentStore: loaded once (migrated from older shapes, validated,
// damaged files kept aside with a message), changed through validated patches, announced to
// listeners. The engine, the headless mode and the UI harness all keep their settings here.

import {
  followedCompetitionSchema,
  followedTeamSchema,
  settingsPatchSchema,
  settingsSchema,
  defaultSettings,
  sameCompetition,
  sameTeam,
  type FollowedCompetition,
  type FollowedTeam,
  type Settings,
} from '../../../shared/settings';
import type { z } from 'zod';
import type { SportSlug } from '../../../shared/domain';
import type { DocumentStore } from '../ports';
import { moveAside, summariseIssues } from './load-document';
import { isRecord, migrateSettings, type RawSettings } from './settings-migrations';
import { salvageSettings } from './settings-salvage';
import { errorText } from '../../../shared/error-text';
import { problem, type Problem, type ProblemPart } from '../../../shared/problems';

export const SETTINGS_DOCUMENT = 'settings';

/** A change the store refused; the settings are as they were. */
export class SettingsUpdateError extends Error {
  override readonly name = 'SettingsUpdateError';
}

export interface SettingsStoreOptions {
  documentName?: string;
  onProblem?: (problem: Problem) => void;
}

export class SettingsStore {
  private current: Settings;
  private readonly listeners = new Set<(settings: Settings) => void>();
  private readonly reportedProblems: Problem[] = [];
  private readonly name: string;

  constructor(
    private readonly store: DocumentStore,
    private readonly options: SettingsStoreOptions = {},
  ) {
    this.name = options.documentName ?? SETTINGS_DOCUMENT;
    this.current = this.load();
  }

  get(): Settings {
    return this.current;
  }

  /** What went wrong (loading, saving, listeners), in words for the user; empty when all was well. */
  problems(): readonly Problem[] {
    return this.reportedProblems;
  }

  /**
   * Applies a partial update. Only the keys present in the patch change (nested objects are replaced
   * whole); an invalid patch throws SettingsUpdateError and changes nothing.
   */
  update(patch: unknown): Settings {
    const parsed = settingsPatchSchema.safeParse(patch);
    if (!parsed.success || !isRecord(patch)) {
      const why = parsed.success ? 'a patch must be an object' : summariseIssues(parsed.error);
      throw new SettingsUpdateError(`Settings were not changed: ${why}`);
    }
    // The patch schema fills absent keys with defaults; only what the caller sent may change.
    const changes: RawSettings = {};
    for (const key of Object.keys(parsed.data)) {
      if (Object.hasOwn(patch, key)) changes[key] = (parsed.data as RawSettings)[key];
    }
    return this.replace({ ...this.current, ...changes });
  }

  /** Follows a team, or updates its name and choices when it is followed already. */
  follow(team: FollowedTeam): Settings {
    const parsed = validated(followedTeamSchema, team, 'The team was not followed');
    const follows = upserted(this.current.follows, parsed, (held) => sameTeam(held, parsed));
    return this.replace({ ...this.current, follows });
  }

  unfollow(sport: SportSlug, teamId: number): Settings {
    const follows = this.current.follows.filter((held) => !sameTeam(held, { sport, teamId }));
    return this.replace({ ...this.current, follows });
  }

  /** Follows every match of a competition, or updates its name and choices when followed already. */
  followCompetition(competition: FollowedCompetition): Settings {
    const parsed = validated(
      followedCompetitionSchema,
      competition,
      'The competition was not followed',
    );
    const competitions = upserted(this.current.competitions, parsed, (held) =>
      sameCompetition(held, parsed),
    );
    return this.replace({ ...this.current, competitions });
  }

  unfollowCompetition(sport: SportSlug, tournamentId: number): Settings {
    const competitions = this.current.competitions.filter(
      (held) => !sameCompetition(held, { sport, tournamentId }),
    );
    return this.replace({ ...this.current, competitions });
  }

  /** Pauses alerts until an instant (epoch ms), or resumes them with null. */
  pauseAlerts(untilMs: number | null): Settings {
    return this.update({ alertsPausedUntil: untilMs === null ? null : Math.round(untilMs) });
  }

  onChange(listener: (settings: Settings) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private replace(candidate: unknown): Settings {
    const parsed = settingsSchema.safeParse(candidate);
    if (!parsed.success) {
      throw new SettingsUpdateError(`Settings were not changed: ${summariseIssues(parsed.error)}`);
    }
    if (JSON.stringify(parsed.data) === JSON.stringify(this.current)) return this.current;
    try {
      this.store.write(this.name, parsed.data);
    } catch (error) {
      const why = errorText(error);
      throw new SettingsUpdateError(`Settings were not changed: they could not be saved (${why})`);
    }
    this.current = parsed.data;
    for (const listener of this.listeners) {
      try {
        listener(parsed.data);
      } catch (error) {
        this.report(problem('internal', {}, `A settings listener failed: ${errorText(error)}`));
      }
    }
    return parsed.data;
  }

  private load(): Settings {
    let raw: unknown;
    try {
      raw = this.store.read(this.name);
    } catch (error) {
      const reason = error instanceof Error ? readableReason(error) : String(error);
      return this.recover(defaultSettings(), 'damaged', reason, 'defaultsUsed');
    }
    if (raw === undefined) return defaultSettings();

    const migrated = migrateSettings(raw);
    if (!migrated.ok) {
      const salvaged = isRecord(raw) ? salvageSettings(raw) : null;
      return salvaged
        ? this.recover(salvaged.settings, 'notUsable', migrated.reason, 'valuesKept')
        : this.recover(defaultSettings(), 'notValid', migrated.reason, 'defaultsUsed');
    }

    const parsed = settingsSchema.safeParse(migrated.settings);
    if (parsed.success && migrated.notes.length === 0) {
      if (migrated.fromVersion < parsed.data.version)
        this.saveMigrated(raw, migrated.fromVersion, parsed.data);
      return parsed.data;
    }
    const salvaged = salvageSettings(migrated.settings);
    const reasons = [...migrated.notes, ...salvaged.dropped];
    return this.recover(salvaged.settings, 'partlyInvalid', reasons.join('; '), 'invalidReplaced');
  }

  /** Keeps the original beside the migrated file, so an upgrade never costs the old settings. */
  private saveMigrated(raw: unknown, fromVersion: number, settings: Settings): void {
    try {
      this.store.write(`${this.name}.v${fromVersion}-backup`, raw);
      this.store.write(this.name, settings);
    } catch (error) {
      this.report(problem('settingsUpgradeNotSaved', { version: fromVersion }, errorText(error)));
    }
  }

  private recover(
    settings: Settings,
    what: ProblemPart,
    reason: string,
    consequence: ProblemPart,
  ): Settings {
    const moved = moveAside(this.store, this.name, what, reason, consequence);
    this.report(moved.problem);
    // Only once the old file is safe elsewhere may the usable settings take its place.
    if (moved.location !== null) {
      try {
        this.store.write(this.name, settings);
      } catch (error) {
        this.report(problem('settingsNotSaved', {}, errorText(error)));
      }
    }
    return settings;
  }

  private report(reported: Problem): void {
    this.reportedProblems.push(reported);
    this.options.onProblem?.(reported);
  }
}

function readableReason(error: Error): string {
  const detail = (error as { detail?: unknown }).detail;
  return typeof detail === 'string' ? detail : error.message;
}

/** The value as the schema reads it; a refusal in words (`refusal`: what did not happen) if not. */
function validated<T>(schema: z.ZodType<T>, value: unknown, refusal: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new SettingsUpdateError(`${refusal}: ${summariseIssues(parsed.error)}`);
  }
  return parsed.data;
}

/** The list with `item` in place of the entry `same` picks, or added at its end. */
function upserted<T>(list: readonly T[], item: T, same: (held: T) => boolean): T[] {
  const next = [...list];
  const index = next.findIndex(same);
  if (index >= 0) next[index] = item;
  else next.push(item);
  return next;
}
