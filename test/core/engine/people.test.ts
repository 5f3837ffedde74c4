// The player card and the team page against the demo service over loopback: a tab's data is asked
// when the tab opens and not before, an answer is kept by sense (the profile for hours, the season's
// figures for minutes), so browsing back and forth costs no requests, and an unknown id is said as
// not-found rather than shown as an empty card.

import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../../electron/core/api/service-errors';
import { requestsTo, teamWithHistory, useDemoEngines } from './engine-harness';

const harness = useDemoEngines();
const MINUTE_MS = 60_000;

describe('player card and team page', () => {
  it('load a tab when it opens, keep the profile for hours and the figures for minutes', async () => {
    const demo = await harness.startDemo();
    const { teamId } = teamWithHistory(demo, 'football');
    const running = await harness.runEngine(demo, {});
    const page = await running.engine.people.teamPage('football', teamId);
    expect(page.team.id).toBe(teamId);
    const scorer = page.squad![9]!;
    expect(page.last?.status.phase).toBe('finished');

    const overview = await running.engine.people.player({
      sport: 'football',
      playerId: scorer.id,
      tab: 'overview',
    });
    expect(overview.tab === 'overview' && overview.profile.name).toBe(scorer.name);
    const player = `/v2/football/players/${scorer.id}`;
    // The overview's tab asks nothing of the attributes' or the career's.
    expect(requestsTo(demo, `${player}/attribute-overviews`)).toBe(0);
    expect(requestsTo(demo, `${player}/transfer-history`)).toBe(0);
    const asked = requestsTo(demo, player);
    // Profile, recent matches, the season's summary (docs/quota.md).
    expect(asked).toBe(3);

    // Back to the team and to the player again: nothing asked twice.
    await running.engine.people.teamPage('football', teamId);
    await running.engine.people.player({ sport: 'football', playerId: scorer.id, tab: 'overview' });
    expect(requestsTo(demo, player)).toBe(asked);

    const attributes = await running.engine.people.player({
      sport: 'football',
      playerId: scorer.id,
      tab: 'attributes',
    });
    expect(attributes.tab === 'attributes' && attributes.attributes?.average).not.toBeNull();
    expect(requestsTo(demo, `${player}/attribute-overviews`)).toBe(1);

    // Eleven minutes on: the season's figures and recent matches are asked again, the profile not.
    demo.world.advance(11 * MINUTE_MS);
    const profileAsks = () =>
      demo.log.requests().filter((request) => request.path.endsWith(player)).length;
    const before = profileAsks();
    await running.engine.people.player({ sport: 'football', playerId: scorer.id, tab: 'overview' });
    expect(profileAsks()).toBe(before);
    expect(requestsTo(demo, `${player}/events/last/0`)).toBe(2);
  });

  it('say an unknown player is not known', async () => {
    const demo = await harness.startDemo();
    const running = await harness.runEngine(demo, {});
    const asked = running.engine.people.player({
      sport: 'football',
      playerId: 999_999,
      tab: 'overview',
    });
    await expect(asked).rejects.toSatisfy((error) => isServiceError(error, 'not-found'));
  });
});
