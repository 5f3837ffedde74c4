// The team page's own answers: the team record (/teams/{id}: manager, venue, country), the squad
// (/teams/{id}/players) and the sport's news (/news). The interface shows none of their fields, so
// the team is looked for at the top or under `team` / `data`, a squad entry may hold its player
// under `player` or be the player, and an article is any object with a title (or headline).

import { z } from 'zod';
import type { NewsItem, SquadPlayer, TeamRecord } from '../../../../shared/people';
import { describeShape, locateArray, readNamedRecord } from './containers';
import { ParseError } from './parse-error';
import {
  entityFields,
  entityId,
  isObject,
  nameOf,
  optionalNumber,
  optionalText,
} from './primitives';

export function parseTeamRecord(body: unknown): TeamRecord {
  const { record, fields, name } = readNamedRecord(body, 'team', entityFields);
  return {
    id: fields.id,
    name,
    country: nameOf(fields.country) ?? nameOf(fields.category),
    manager: personName(record.manager) ?? personName(record.coach),
    venue: venueName(record.venue),
  };
}

function personName(value: unknown): string | null {
  const name = typeof value === 'string' ? value : nameOf(value);
  return name && name.trim() !== '' ? name.trim() : null;
}

/** A venue's name: its own, or its stadium's (the service family nests one in the other). */
function venueName(value: unknown): string | null {
  if (typeof value === 'string') return personName(value);
  if (!isObject(value)) return null;
  return personName(value.name) ?? personName(nameOf(value.stadium));
}

/** A player as a squad lists him; his profile reads the same fields and more (player-profile.ts). */
export const squadFields = z.object({
  id: entityId,
  name: optionalText,
  shortName: optionalText,
  position: optionalText,
  jerseyNumber: optionalText,
  shirtNumber: optionalText,
});

/** The squad, in the service's order; an entry without an id or a name is left out. */
export function parseSquad(body: unknown): SquadPlayer[] {
  const list = locateArray(body, ['players', 'squad']);
  if (!list) throw new ParseError('squad', `no players in the response (${describeShape(body)})`);
  const players: SquadPlayer[] = [];
  const seen = new Set<number>();
  for (const raw of list) {
    const entry = isObject(raw) && isObject(raw.player) ? { ...raw, ...raw.player } : raw;
    const parsed = squadFields.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    const name = parsed.data.name ?? parsed.data.shortName;
    if (!name) continue;
    seen.add(parsed.data.id);
    players.push({
      id: parsed.data.id,
      name,
      position: parsed.data.position,
      shirtNumber: parsed.data.shirtNumber ?? parsed.data.jerseyNumber,
    });
  }
  return players;
}

const articleFields = z.object({
  title: optionalText,
  headline: optionalText,
  url: optionalText,
  link: optionalText,
  publishedAt: optionalNumber,
  publishedAtTimestamp: optionalNumber,
  timestamp: optionalNumber,
  teamIds: z.array(z.unknown()).nullish().catch(null),
  teams: z.array(z.unknown()).nullish().catch(null),
  summary: optionalText,
});

/**
 * The sport's articles that name the team: by id where an article lists its teams, else by the
 * team's name in its title or summary. Newest first; only https links are kept (the window opens
 * them in the browser).
 */
export function parseTeamNews(body: unknown, team: { id: number; name: string }): NewsItem[] {
  const list = locateArray(body, ['news', 'articles', 'items']);
  if (!list) throw new ParseError('news', `no articles in the response (${describeShape(body)})`);
  const name = team.name.toLowerCase();
  const items: NewsItem[] = [];
  for (const raw of list) {
    const parsed = articleFields.safeParse(raw);
    if (!parsed.success) continue;
    const f = parsed.data;
    const title = f.title ?? f.headline;
    if (!title) continue;
    const ids = [...(f.teamIds ?? []), ...(f.teams ?? []).map((t) => (isObject(t) ? t.id : t))]
      .map((id) => entityId.safeParse(id))
      .flatMap((id) => (id.success ? [id.data] : []));
    const about =
      ids.length > 0
        ? ids.includes(team.id)
        : `${title} ${f.summary ?? ''}`.toLowerCase().includes(name);
    if (!about) continue;
    const url = f.url ?? f.link;
    items.push({
      title,
      url: url !== null && /^https:\/\//i.test(url) ? url : null,
      publishedAt: f.publishedAtTimestamp ?? f.publishedAt ?? f.timestamp,
    });
  }
  return items.sort((a, b) => (b.publishedAt ?? 0) - (a.publishedAt ?? 0));
}
