// What the engine gets from a running demo service: where it is, its key, and the teams to follow
// while the user follows none. The app and the headless mode both hand the engine this, so the
// suggested follows reach every run by the one route (the engine's access) and are applied there.

import { followedTeamSchema } from '../../shared/settings';
import type { DemoAccess } from '../core/ports';
import type { DemoService } from './demo-service-api';

export function demoAccessOf(demo: DemoService): DemoAccess {
  return {
    url: demo.url,
    apiKey: demo.apiKey,
    suggestedFollows: demo
      .suggestedFollows()
      .map(({ sport, teamId, name }) => followedTeamSchema.parse({ sport, teamId, name })),
  };
}
