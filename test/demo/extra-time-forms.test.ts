// Knockout forms of the demo: a level handball knockout goes to overtime played as 2 × 5 minutes
// (both halves in the one `overtime` field), a level minifootball knockout to overtime and then
// penalties if still level (the futsal form), as the interface documents for those sports.

import { afterEach, describe, expect, it } from 'vitest';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { getJson, startTestService } from './demo-test-kit';

const MINUTE = 60_000;
let service: DemoService | null = null;
afterEach(async () => {
  await service?.close();
  service = null;
});

/** A knockout match of the sport kicked off now and levelled just before full time. */
async function levelKnockout(sport: string, cup: string, regulationMinutes: number) {
  service = await startTestService();
  const demo = service;
  const candidates = demo.world.matches(sport).filter((match) => match.phase === 'scheduled');
  let id: number | null = null;
  for (const match of candidates) {
    const event = (await getJson(demo, `/v2/${sport}/match/${match.id}`)).body.event;
    if (event.tournament.uniqueTournament.name === cup) {
      id = match.id;
      break;
    }
  }
  if (id === null) throw new Error(`no ${cup} match scheduled`);
  demo.world.kickOff(sport, id);
  demo.world.advance(regulationMinutes * MINUTE - 5_000);
  const now = demo.world.matches(sport).find((match) => match.id === id)!;
  for (let gap = now.home - now.away; gap !== 0; gap += gap > 0 ? -1 : 1)
    demo.world.score(sport, id, gap > 0 ? 'away' : 'home');
  const statusAfter = async (minutes: number) => {
    demo.world.advance(minutes * MINUTE);
    return (await getJson(demo, `/v2/${sport}/match/${id}`)).body.event;
  };
  return { statusAfter };
}

describe('knockout forms in the demo', () => {
  it('handball: overtime is two halves of 5 minutes, counted in one overtime field', async () => {
    // Two halves of 36 simulated minutes with a 10-minute break.
    const { statusAfter } = await levelKnockout('handball', 'EHF Challenge', 82);
    expect((await statusAfter(5.5)).status.description).toBe('1st overtime');
    const second = await statusAfter(7);
    expect(second.status.description).toBe('2nd overtime');
    expect(second.homeScore.overtime).toEqual(expect.any(Number));
  });

  it('minifootball: a level knockout plays overtime', async () => {
    const { statusAfter } = await levelKnockout('minifootball', 'Minifootball Champions Cup', 70);
    const overtime = await statusAfter(4);
    expect(overtime.status.description).toBe('Overtime');
    expect(overtime.homeScore).toHaveProperty('overtime');
  });
});
