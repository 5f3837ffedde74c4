// An alert as the state files keep it (alerts held for after quiet hours, alerts decided but not yet
// shown): read back through this schema, so a damaged entry is refused rather than shown.

import { z } from 'zod';
import type { Alert } from '../../../shared/domain';

export const alertSchema = z.object({
  id: z.string(),
  kind: z.enum([
    'kickoff',
    'goal',
    'goal-cancelled',
    'halftime',
    'period-end',
    'fulltime',
    'fulltime-cancelled',
    'summary',
    'reminder',
    'lineups',
  ]),
  sport: z.string(),
  matchId: z.number().int(),
  teamId: z.number().int(),
  score: z.object({ home: z.number().int().nullable(), away: z.number().int().nullable() }),
  title: z.string(),
  body: z.string(),
  iconPath: z.string().nullable(),
  at: z.number(),
  forFollowed: z.boolean().optional(),
}) satisfies z.ZodType<Alert>;
