// A player's profile (/players/{id}). Its field names are "not shown" in the interface: the record
// is looked for at the top or under `player` / `data`, and each figure read from the names the
// service family uses (jerseyNumber or shirtNumber, proposedMarketValueRaw or marketValue, ...).
// A figure not there is null; the age comes from the date of birth when only that is told.

import { z } from 'zod';
import type { PlayerProfile } from '../../../../shared/people';
import { readNamedRecord } from './containers';
import { squadFields } from './team-page';
import { entityId, isObject, nameOf, optionalNumber, optionalText } from './primitives';

const YEAR_MS = 365.2425 * 24 * 3_600_000;

const profileFields = squadFields.extend({
  height: optionalNumber,
  age: optionalNumber,
  dateOfBirthTimestamp: optionalNumber,
  preferredFoot: optionalText,
  foot: optionalText,
  nationality: z.unknown().optional(),
  country: z.unknown().optional(),
  team: z.unknown().optional(),
  currentTeam: z.unknown().optional(),
  marketValue: z.unknown().optional(),
  proposedMarketValueRaw: z.unknown().optional(),
  proposedMarketValue: optionalNumber,
  marketValueCurrency: optionalText,
});

export function parsePlayerProfile(body: unknown, now: number): PlayerProfile {
  const { fields, name } = readNamedRecord(body, 'player', profileFields);
  return {
    id: fields.id,
    name,
    team: teamOf(fields.team ?? fields.currentTeam),
    position: fields.position,
    shirtNumber: fields.shirtNumber ?? fields.jerseyNumber,
    nationality: nationalityOf(fields.nationality) ?? nationalityOf(fields.country),
    age: ageOf(fields.age, fields.dateOfBirthTimestamp, now),
    height: fields.height !== null && fields.height > 0 ? fields.height : null,
    preferredFoot: fields.preferredFoot ?? fields.foot,
    marketValue: marketValueOf(
      fields.proposedMarketValueRaw ?? fields.marketValue,
      fields.proposedMarketValue,
      fields.marketValueCurrency,
    ),
  };
}

function teamOf(value: unknown): { id: number; name: string } | null {
  if (!isObject(value)) return null;
  const id = entityId.safeParse(value.id);
  const name = nameOf(value);
  return id.success && name ? { id: id.data, name } : null;
}

function nationalityOf(value: unknown): string | null {
  const name = typeof value === 'string' ? value : nameOf(value);
  return name && name.trim() !== '' ? name.trim() : null;
}

function ageOf(age: number | null, born: number | null, now: number): number | null {
  if (age !== null && age > 0 && age < 100) return Math.floor(age);
  if (born === null) return null;
  const years = Math.floor((now - born * 1000) / YEAR_MS);
  return years > 0 && years < 100 ? years : null;
}

const moneyFields = z.object({ value: optionalNumber, currency: optionalText });

function marketValueOf(
  raw: unknown,
  plain: number | null,
  currency: string | null,
): PlayerProfile['marketValue'] {
  if (isObject(raw)) {
    const money = moneyFields.parse(raw);
    if (money.value !== null && money.value > 0)
      return { value: money.value, currency: money.currency ?? currency };
  }
  const value = typeof raw === 'number' ? raw : plain;
  return value !== null && value > 0 ? { value, currency } : null;
}
