// The V6 competition endpoints of a sport (competition/{compId}/top-scorers, stats, archive; the
// demo's compId is the V2 unique-tournament id) and the V5 sportsbook event (event/{id}, a demo
// match's id), besides the V2 surface of routes.ts.

import {
  archivePayload,
  competitionStatsPayload,
  sportsbookEventPayload,
  topScorersPayload,
} from '../payloads/competition-payloads';
import type { DemoTournament } from '../sim/entities';
import type { DemoWorld } from '../sim/world';
import { errorReply, notFound, type Reply } from './reply';

const V6_PARTS: Record<string, (world: DemoWorld, tournament: DemoTournament) => Reply> = {
  'top-scorers': topScorersPayload,
  stats: competitionStatsPayload,
  archive: archivePayload,
};

export function routeV6(world: DemoWorld, sport: string, path: string): Reply {
  const found = /^competition\/([^/]+)\/([a-z-]+)$/.exec(path);
  const part = found?.[2] ? V6_PARTS[found[2]] : undefined;
  if (!found || !part) return errorReply(404, 'NOT_FOUND', `No endpoint /api/v1/${path}`);
  const id = /^\d{1,12}$/.test(found[1] ?? '') ? Number(found[1]) : null;
  const tournament = id === null ? undefined : world.roster.tournamentsById.get(id);
  if (!tournament || tournament.sport !== sport) return notFound(`Competition ${found[1] ?? ''}`);
  return part(world, tournament);
}

export function routeV5(world: DemoWorld, path: string): Reply {
  const found = /^event\/(\d{1,12})$/.exec(path);
  if (!found) return errorReply(404, 'NOT_FOUND', `No endpoint /api/v1/${path}`);
  const id = Number(found[1]);
  for (const sport of world.sports()) {
    const match = world.find(sport, id);
    if (match) return sportsbookEventPayload(world, match);
  }
  return notFound(`Event ${id}`);
}
