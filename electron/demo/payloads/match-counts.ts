// The live counts per sport (/api/v1/match-counts: sportId, slug, total, live per sport), counted
// from the same world the live lists and `today` serve, so a count never disagrees with its list:
// live is what `{sport}/live` lists now, total what `{sport}/today` lists. Ice hockey goes by the
// service's name, `hockey`, as in the service's sports list.

import { serviceSlugsOf } from '../../../shared/sports';
import { ok, type Reply } from '../http/reply';
import { SIM_SPORTS } from '../sim/sport-catalog';
import type { DemoWorld } from '../sim/world';
import { dayMatchCount, worldDayStart } from './lists';

export function matchCountsPayload(world: DemoWorld): Reply {
  const dayStart = worldDayStart(world);
  const counts = SIM_SPORTS.filter((sport) => world.has(sport.slug)).map((sport) => {
    const [documentedSlug = sport.slug] = serviceSlugsOf(sport.slug);
    return {
      sportId: String(sport.sportId),
      slug: documentedSlug,
      total: dayMatchCount(world, sport.slug, dayStart),
      live: world.liveMatches(sport.slug, 0).length,
    };
  });
  return ok({ success: true, count: counts.length, data: counts });
}
