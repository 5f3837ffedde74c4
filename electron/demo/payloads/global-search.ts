// The multi-sport search (/api/v1/search?q=: "teams, players, tournaments across sports"), in the
// documented search result form: type (team or tournament), id (text), name, sportId, image. The
// envelope is not shown; the demo answers `{ results: [...] }`. Team ids are the group's global
// ids (global-ids.ts), which differ from the V2 ones, and sportId is the sports list's id.

import { canonicalSport } from '../../../shared/sports';
import { badRequest, ok, type Reply } from '../http/reply';
import { simSport } from '../sim/sport-catalog';
import type { DemoWorld } from '../sim/world';
import { globalTeamId } from './global-ids';

const MAX_RESULTS = 40;

export function globalSearchPayload(world: DemoWorld, query: URLSearchParams): Reply {
  const needle = (query.get('q') ?? '').trim().toLowerCase();
  if (needle.length < 2) return badRequest('The search query q must be at least 2 characters long');
  const results: unknown[] = [];
  for (const team of world.roster.teams) {
    if (results.length >= MAX_RESULTS) break;
    if (!team.name.toLowerCase().includes(needle)) continue;
    const sport = simSport(canonicalSport(team.sport));
    results.push({
      type: 'team',
      id: globalTeamId(team.id),
      name: team.name,
      sportId: sport ? String(sport.sportId) : null,
    });
  }
  return ok({ results });
}
