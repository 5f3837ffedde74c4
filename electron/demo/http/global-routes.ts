// The multi-sport global endpoints (/api/v1/<path>), which have no sport in their address (the
// competitor lists may carry one: /api/v1/{sport}/competitor/{id}/games).

import { competitorReply } from '../payloads/competitor-payloads';
import { globalSearchPayload } from '../payloads/global-search';
import { matchCountsPayload } from '../payloads/match-counts';
import { scoresPayload } from '../payloads/scores';
import { serviceSportsPayload } from '../payloads/service-sports';
import type { DemoWorld } from '../sim/world';
import { errorReply, ok, type Reply } from './reply';

const GLOBAL_ROUTES: Record<string, (world: DemoWorld) => Reply> = {
  sports: () => ok(serviceSportsPayload()),
  'match-counts': matchCountsPayload,
  scores: scoresPayload,
};

export function routeGlobal(world: DemoWorld, path: string, query: URLSearchParams): Reply {
  if (path === 'search') return globalSearchPayload(world, query);
  const route = GLOBAL_ROUTES[path];
  if (route) return route(world);
  return (
    competitorReply(world, path) ?? errorReply(404, 'NOT_FOUND', `No endpoint /api/v1/${path}`)
  );
}
