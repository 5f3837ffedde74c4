// The Match of shared/domain.ts as a schema, for what the engine reads back from its own disk (the
// last known state). Hand-edited or damaged files are caught here instead of deep in the alert logic.

import { z } from 'zod';
import { STATUS_PHASES, type Match } from '../../../shared/domain';
import { MAX_SCORE } from '../api/parse/primitives';

/** The same range the parser accepts (primitives.ts scoreCount). */
export const storedCount = z.number().int().min(0).max(MAX_SCORE).nullable();
const count = storedCount;

const teamRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().optional(),
});

const scoreSideSchema = z.object({
  current: count,
  display: count,
  periods: z.array(count),
  overtime: count,
  penalties: count,
  point: z.string().nullable(),
});

const pairSchema = z.object({ home: count, away: count });
const textPairSchema = z.object({ home: z.string().nullable(), away: z.string().nullable() });
const sideSchema = z.enum(['home', 'away']).nullable();

const progressSchema = z.object({
  unit: z.string(),
  played: z.number().int().nonnegative(),
  current: z.number().int().positive().nullable(),
  periods: z.array(pairSchema),
  extra: z.enum(['overtime', 'extra-time', 'penalties']).nullable(),
  bestOf: z.number().int().positive().nullable(),
  games: pairSchema.nullable(),
  points: textPairSchema.nullable(),
  server: sideSchema,
  stage: z
    .object({ label: z.string(), number: z.number().int().nullable(), race: z.string() })
    .nullable(),
});

export const storedMatchSchema = z.object({
  sport: z.string().min(1),
  id: z.number().int(),
  home: teamRefSchema,
  away: teamRefSchema,
  homeScore: scoreSideSchema,
  awayScore: scoreSideSchema,
  status: z.object({
    phase: z.enum(STATUS_PHASES as [Match['status']['phase'], ...Match['status']['phase'][]]),
    text: z.string(),
    code: z.number().int().nullable(),
  }),
  tournament: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    uniqueId: z.number().int().nullable().optional(),
  }),
  season: z.string().nullable(),
  seasonId: z.number().int().nullable().optional(),
  startTimestamp: z.number().nullable(),
  clock: z.string().nullable(),
  isStage: z.boolean(),
  clockState: z
    .object({
      scope: z.enum(['match', 'period']),
      seconds: z.number(),
      at: z.number(),
      running: z.boolean(),
      periodEnd: z.number().nullable(),
      countdown: z.boolean(),
    })
    .nullish(),
  // Derived again from the scores when missing or damaged (progressOf), so it never costs a match.
  progress: progressSchema.optional().catch(undefined),
  winner: z.enum(['home', 'away', 'draw']).optional().catch(undefined),
  winType: z.string().max(40).optional().catch(undefined),
  visitorsFirst: z.boolean().optional().catch(undefined),
}) satisfies z.ZodType<Match>;
