// A goal belongs to a player of the side that scored it. Two teams of the demo world may each have a
// player of the same name; the incidents, the player figures and the ratings once looked scorers up
// by name alone, so an 89th-minute equaliser of Wolfcliff Rovers was given to Marshdale Albion's
// Ana Amsel, and a fan opening the scorer's card met the other team (people-cli.test failed on it
// at 22:20 UTC on 2026-11-28: seed 21, that evening's world).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { getJson, startTestService } from './demo-test-kit';

interface Incident {
  incidentType: string;
  isHome?: boolean;
  player?: { id: number; name: string };
}
interface Row {
  player: { id: number };
  statistics: { goals?: number };
}

let demo: DemoService;
beforeAll(async () => {
  demo = await startTestService({ seed: 21, startAt: Date.UTC(2026, 10, 28, 22, 30, 0) });
});
afterAll(() => demo.close());

describe('the scorer of a goal', () => {
  it('plays for the side that scored, in the line-ups and the player figures', async () => {
    const played = demo.world.matches('football').filter((match) => match.phase !== 'scheduled');
    let goals = 0;
    for (const match of played) {
      const base = `/v2/football/match/${match.id}`;
      const { body: timeline } = await getJson(demo, `${base}/incidents`);
      const { body: lineups } = await getJson(demo, `${base}/lineups`);
      const { body: figures } = await getJson(demo, `${base}/player-statistics`);
      const idsOf = (side: 'home' | 'away') =>
        new Set((lineups[side].players as Row[]).map((row) => row.player.id));
      const scored = new Map<number, number>();
      for (const incident of timeline.incidents as Incident[]) {
        if (incident.incidentType !== 'goal' || !incident.player?.id) continue;
        goals += 1;
        const side = incident.isHome ? 'home' : 'away';
        expect(
          idsOf(side),
          `${incident.player.name} in ${side}'s line-up of ${match.id}`,
        ).toContain(incident.player.id);
        scored.set(incident.player.id, (scored.get(incident.player.id) ?? 0) + 1);
      }
      for (const side of ['home', 'away'] as const)
        for (const row of figures[side] as Row[])
          expect(row.statistics.goals ?? 0, `goals of ${row.player.id} in ${match.id}`).toBe(
            scored.get(row.player.id) ?? 0,
          );
    }
    expect(goals).toBeGreaterThan(20);
  });
});
