// Zod schemas written from the tables of service-interface.md, field by field, used to check that
// the demo service speaks the documented forms.

import { z } from 'zod';

const int = z.number().int();

export const timezoneSchema = z.object({
  name: z.string(),
  source: z.string(),
  utcOffset: z.string().regex(/^[+-]\d{2}:\d{2}$/),
});

export function envelopeSchema<T extends z.ZodTypeAny>(event: T) {
  return z.object({
    success: z.literal(true),
    count: int,
    events: z.array(event),
    timezone: timezoneSchema,
  });
}

export const errorBodySchema = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string(), message: z.string() }),
});

export const imageNotFoundSchema = z.object({
  error: z.string(),
  hint: z.string(),
  status: z.literal(404),
});

const statusTypeSchema = z.enum(['notstarted', 'inprogress', 'finished', 'postponed', 'canceled']);

/** Score objects per sport ("Score object by sport", plus the football and tennis fields of the brief). */
const n = int.nonnegative();
/** Futsal's and handball's score: the interface document gives both the same fields. */
const halvesScoreSchema = z.strictObject({
  current: n,
  display: n.optional(),
  period1: n,
  period2: n.optional(),
  overtime: n.optional(),
  penalties: n.optional(),
});
/** Ice hockey's score, and floorball's: three periods, then overtime and a shoot-out. */
const threePeriodsScoreSchema = z.strictObject({
  current: n,
  display: n.optional(),
  period1: n,
  period2: n.optional(),
  period3: n.optional(),
  overtime: n.optional(),
  penalties: n.optional(),
});
/** Basketball's score and water polo's: four quarters (basketball adds overtime). */
const quartersScoreFields = {
  current: n,
  display: n,
  period1: n,
  period2: n.optional(),
  period3: n.optional(),
  period4: n.optional(),
};
export const scoreSchemas = {
  football: z.strictObject({
    current: n,
    display: n,
    period1: n,
    period2: n.optional(),
    normaltime: n.optional(),
    extra1: n.optional(),
    extra2: n.optional(),
    overtime: n.optional(),
    penalties: n.optional(),
  }),
  basketball: z.strictObject({
    ...quartersScoreFields,
    overtime: n.optional(),
    normaltime: n.optional(),
  }),
  futsal: halvesScoreSchema,
  // "minifootball: period1, period2, current, overtime, penalties": the futsal fields.
  minifootball: halvesScoreSchema,
  handball: halvesScoreSchema,
  'ice-hockey': threePeriodsScoreSchema,
  tennis: z.strictObject({
    current: n,
    display: n.optional(),
    period1: n,
    period2: n.optional(),
    period3: n.optional(),
    period4: n.optional(),
    period5: n.optional(),
    point: z.string().regex(/^(0|15|30|40|A|\d+)$/),
  }),
  esports: z.strictObject({
    current: n,
    display: n.optional(),
    period1: n,
    period2: n,
    period3: n,
    period4: n,
    period5: n,
  }),
  cycling: z.strictObject({ current: n, display: n }),
  // "badminton: period1..period3, one per game": the points of each game, current the games won.
  badminton: z.strictObject({
    current: int.min(0).max(2),
    display: n.optional(),
    period1: int.min(0).max(30),
    period2: int.min(0).max(30).optional(),
    period3: int.min(0).max(30).optional(),
  }),
  // The interface names the next four sports and shows no score object for them; these are the
  // demo's (electron/demo/README.md "Sports simulated").
  floorball: threePeriodsScoreSchema,
  'water-polo': z.strictObject(quartersScoreFields),
  // Frames won, no field per frame.
  snooker: z.strictObject({ current: n, display: n }),
  // Runs, and the runs of each inning (period1, period2, ... as many as are played).
  baseball: z
    .record(z.string().regex(/^(current|display|period[1-9]\d?)$/), n)
    .refine((score) => 'current' in score && 'period1' in score, 'runs and the first inning'),
} as const;

/** "Live event, V2 basketball form". */
export const basketballEventSchema = z.object({
  id: int,
  homeTeam: z.string().min(1),
  awayTeam: z.string().min(1),
  homeTeamId: int,
  awayTeamId: int,
  homeScore: scoreSchemas.basketball,
  awayScore: scoreSchemas.basketball,
  status: z.string().min(1),
  statusCode: int,
  tournament: z.string().min(1),
  tournamentId: int,
  season: z.string().min(1),
  seasonId: int,
  startTimestamp: int,
});

const teamObjectSchema = z.object({
  id: int.positive(),
  name: z.string().min(1),
  nameCode: z.string().length(3),
  shortName: z.string().min(1),
});

/** "Live event, V2 futsal / cycling form", with the object form's status and a time object. */
export function objectEventSchema(score: z.ZodTypeAny) {
  return z.object({
    id: int,
    homeTeam: teamObjectSchema,
    awayTeam: teamObjectSchema,
    homeScore: score,
    awayScore: score,
    status: z.object({ code: int, description: z.string().min(1), type: statusTypeSchema }),
    tournament: z.object({ name: z.string().min(1), id: int }),
    startTimestamp: int,
    time: z.object({ currentPeriodStartTimestamp: int }),
  });
}

/** Cycling: the stage label in the home team's name, an empty away name, ids 0, season {name}. */
export const stageEventSchema = z.object({
  id: int,
  homeTeam: z.object({ id: z.literal(0), name: z.string().min(1) }),
  awayTeam: z.object({ id: z.literal(0), name: z.literal('') }),
  homeScore: scoreSchemas.cycling,
  awayScore: scoreSchemas.cycling,
  status: z.object({ code: int, description: z.string(), type: statusTypeSchema }),
  tournament: z.object({ name: z.string().min(1), id: int }),
  season: z.object({ name: z.string().min(1) }),
  startTimestamp: int,
});
