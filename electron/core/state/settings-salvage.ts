// When stored settings do not validate as a whole, the values that do are kept: one bad followed team
// must not cost the user every other team. Each top-level setting is checked on its own, and lists
// item by item.

import type { z } from 'zod';
import {
  followedCompetitionSchema,
  followedTeamSchema,
  settingsSchema,
  sportSlugSchema,
  type Settings,
} from '../../../shared/settings';
import { summariseIssues } from './load-document';
import type { RawSettings } from './settings-migrations';

export interface SalvagedSettings {
  settings: Settings;
  /** What had to be dropped, one readable line each. */
  dropped: string[];
}

const LIST_ITEMS: Partial<Record<keyof Settings, { item: z.ZodType; max: number }>> = {
  follows: { item: followedTeamSchema, max: 500 },
  competitions: { item: followedCompetitionSchema, max: 200 },
  watchedSports: { item: sportSlugSchema, max: 50 },
};

export function salvageSettings(raw: RawSettings): SalvagedSettings {
  const kept: RawSettings = {};
  const dropped: string[] = [];
  for (const [key, schema] of Object.entries(settingsSchema.shape)) {
    if (key === 'version' || raw[key] === undefined) continue;
    const value = raw[key];
    const list = LIST_ITEMS[key as keyof Settings];
    if (list && Array.isArray(value)) {
      kept[key] = salvageList(key, value, list.item, list.max, dropped);
      continue;
    }
    const parsed = (schema as z.ZodType).safeParse(value);
    if (parsed.success) kept[key] = parsed.data;
    else dropped.push(`${key}: ${summariseIssues(parsed.error)}`);
  }
  return { settings: settingsSchema.parse(kept), dropped };
}

function salvageList(
  key: string,
  items: unknown[],
  item: z.ZodType,
  max: number,
  dropped: string[],
): unknown[] {
  const kept: unknown[] = [];
  items.forEach((value, index) => {
    const parsed = item.safeParse(value);
    if (!parsed.success) dropped.push(`${key}.${index}: ${summariseIssues(parsed.error)}`);
    else if (kept.length >= max) dropped.push(`${key}.${index}: more than ${max} entries`);
    else kept.push(parsed.data);
  });
  return kept;
}
