// The user's settings: one schema, used by the engine's storage, by the shell's electron-store, by
// IPC validation and by the renderer's forms. The API key is not here: it lives in the key vault.

import { z } from 'zod';
import { acceleratorProblem, DEFAULT_GLOBAL_SHORTCUT } from './desktop';
import { insecureAddressProblem } from './service-address';
import { canonicalSport, SPORT_SLUG_PATTERN } from './sports';

export const SETTINGS_VERSION = 1;

/** alertsPausedUntil for "until I resume": later than any clock will read. */
export const PAUSED_UNTIL_RESUMED = Number.MAX_SAFE_INTEGER;

export const languageChoiceSchema = z.enum(['system', 'en', 'de']);
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

/** A sport's slug; another name of a known sport (hockey) is taken as the app's one name for it. */
export const sportSlugSchema = z
  .string()
  .regex(SPORT_SLUG_PATTERN, 'not a sport slug')
  .transform(canonicalSport);

export const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day as HH:MM');

export const alertChoicesSchema = z.object({
  kickoff: z.boolean().default(true),
  goals: z.boolean().default(true),
  periods: z.boolean().default(true),
  fulltime: z.boolean().default(true),
});
export type AlertChoices = z.infer<typeof alertChoicesSchema>;

/** What the user holds about anything followed, a team or a competition: its name and choices. */
const followChoices = {
  name: z.string().min(1).max(200),
  alerts: alertChoicesSchema.default({ kickoff: true, goals: true, periods: true, fulltime: true }),
  muted: z.boolean().default(false),
};

export const followedTeamSchema = z.object({
  sport: sportSlugSchema,
  teamId: z.number().int().nonnegative(),
  ...followChoices,
});
export type FollowedTeam = z.infer<typeof followedTeamSchema>;

/**
 * A followed competition (tournament, league or race): every match of it is followed. Cycling is
 * followed this way, since its stages carry no teams. `tournamentId` is the tournament id of the
 * service's events (the per-season one or the unique one: either matches).
 */
export const followedCompetitionSchema = z.object({
  sport: sportSlugSchema,
  tournamentId: z.number().int().positive(),
  ...followChoices,
});
export type FollowedCompetition = z.infer<typeof followedCompetitionSchema>;

/** The same team: a team id means something only within its sport. */
export function sameTeam(
  a: Pick<FollowedTeam, 'sport' | 'teamId'>,
  b: Pick<FollowedTeam, 'sport' | 'teamId'>,
): boolean {
  return a.sport === b.sport && a.teamId === b.teamId;
}

/** The same competition (any season): a tournament id means something only within its sport. */
export function sameCompetition(
  a: Pick<FollowedCompetition, 'sport' | 'tournamentId'>,
  b: Pick<FollowedCompetition, 'sport' | 'tournamentId'>,
): boolean {
  return a.sport === b.sport && a.tournamentId === b.tournamentId;
}

export const quietHoursSchema = z.object({
  enabled: z.boolean().default(false),
  start: clockTimeSchema.default('22:00'),
  end: clockTimeSchema.default('07:00'),
  /** summarise: hold alerts and send one summary when quiet hours end; drop: discard them. */
  mode: z.enum(['summarise', 'drop']).default('summarise'),
});
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const serviceSettingsSchema = z
  .object({
    addressForm: z.enum(['path', 'classic']).default('path'),
    /** path form: the {api_host}; classic form: the {domain} (https://v2.{sport}.{domain}). */
    baseUrl: z.string().max(500).default(''),
  })
  // The key travels with every request: no plain http:// beyond this computer.
  .superRefine((service, context) => {
    const problem = insecureAddressProblem(service);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['baseUrl'] });
  });
export type ServiceSettings = z.infer<typeof serviceSettingsSchema>;

export const globalShortcutSchema = z
  .string()
  .refine((value) => acceleratorProblem(value) === null, {
    message: 'not a usable shortcut (a key with Ctrl, Alt or Cmd)',
  })
  .nullable();

export const settingsSchema = z.object({
  version: z.literal(SETTINGS_VERSION).default(SETTINGS_VERSION),
  service: serviceSettingsSchema.default({ addressForm: 'path', baseUrl: '' }),
  follows: z.array(followedTeamSchema).max(500).default([]),
  competitions: z.array(followedCompetitionSchema).max(200).default([]),
  watchedSports: z.array(sportSlugSchema).max(50).default(['football', 'basketball', 'tennis']),
  /** Global switches for each alert kind; per-team choices narrow them further. */
  alertKinds: alertChoicesSchema.default({
    kickoff: true,
    goals: true,
    periods: true,
    fulltime: true,
  }),
  quietHours: quietHoursSchema.default({
    enabled: false,
    start: '22:00',
    end: '07:00',
    mode: 'summarise',
  }),
  spoilerDelaySeconds: z.number().int().min(0).max(600).default(0),
  launchAtLogin: z.boolean().default(false),
  /** The global shortcut that opens and closes the window (Electron accelerator), or null: off. */
  globalShortcut: globalShortcutSchema.default(DEFAULT_GLOBAL_SHORTCUT),
  /** Epoch ms until which alerts are paused ("Pause alerts for 1 hour"), or null. */
  alertsPausedUntil: z.number().int().nullable().default(null),
  /** The language of the window, tray and notifications; 'system' follows the system's. */
  language: languageChoiceSchema.default('system'),
  /** A reminder this many minutes before a followed match starts; 0 turns reminders off. */
  remindBeforeMinutes: z.number().int().min(0).max(1440).default(15),
  /** "Line-ups are out" for followed matches (costs a few requests before each kick-off). */
  lineupAlerts: z.boolean().default(false),
  /** Betting prices and win probability of followed teams' next matches (V5 sportsbook); opt-in. */
  showOdds: z.boolean().default(false),
});
export type Settings = z.infer<typeof settingsSchema>;

const { version: _version, ...settingsFields } = settingsSchema.shape;

/**
 * A partial update as the renderer sends it; nested objects are replaced whole. Built from the
 * fields without their defaults: a patch that names one key must not fill in (and so reset) all
 * the others.
 */
export const settingsPatchSchema = z
  .object({
    service: settingsFields.service.unwrap(),
    follows: settingsFields.follows.unwrap(),
    competitions: settingsFields.competitions.unwrap(),
    watchedSports: settingsFields.watchedSports.unwrap(),
    alertKinds: settingsFields.alertKinds.unwrap(),
    quietHours: settingsFields.quietHours.unwrap(),
    spoilerDelaySeconds: settingsFields.spoilerDelaySeconds.unwrap(),
    launchAtLogin: settingsFields.launchAtLogin.unwrap(),
    globalShortcut: settingsFields.globalShortcut.unwrap(),
    alertsPausedUntil: settingsFields.alertsPausedUntil.unwrap(),
    language: settingsFields.language.unwrap(),
    remindBeforeMinutes: settingsFields.remindBeforeMinutes.unwrap(),
    lineupAlerts: settingsFields.lineupAlerts.unwrap(),
    showOdds: settingsFields.showOdds.unwrap(),
  })
  .partial()
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export function defaultSettings(): Settings {
  return settingsSchema.parse({});
}
