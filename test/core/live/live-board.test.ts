import { describe, expect, it } from 'vitest';
import { createFollowIndex } from '../../../electron/core/live/follow-index';
import { LiveBoard } from '../../../electron/core/live/live-board';
import { followedTeamSchema } from '../../../shared/settings';
import { listMatch } from '../../fixtures/match-builders';

const follows = createFollowIndex([
  followedTeamSchema.parse({ sport: 'football', teamId: 7, name: 'Seven' }),
]);
const followed = (score: [number, number], phase: 'live' | 'finished' = 'live') =>
  listMatch({ id: 1, homeId: 7, score, phase });
const other = (id: number) => listMatch({ id, score: [0, 0] });

describe('the freshest picture of a sport', () => {
  it('never lets a list fetched before a push undo that push', () => {
    const view = new LiveBoard();
    view.applyList('football', [followed([0, 0])], view.beginFetch(), follows);
    const marker = view.beginFetch();
    view.upsert([followed([1, 0])]);
    view.applyList('football', [followed([0, 0])], marker, follows);
    expect(view.get('football', 1)?.homeScore.display).toBe(1);
    // A list fetched after the push is the newer word.
    view.applyList('football', [followed([1, 1])], view.beginFetch(), follows);
    expect(view.get('football', 1)?.awayScore.display).toBe(1);
  });

  it('keeps a followed match that left the list until it is confirmed, and reports it', () => {
    const view = new LiveBoard();
    view.applyList('football', [followed([2, 1]), other(2)], view.beginFetch(), follows);
    const missing = view.applyList('football', [], view.beginFetch(), follows);
    expect(missing.map((m) => m.id)).toEqual([1]);
    expect(view.matches('football').map((m) => m.id)).toEqual([1]);
  });

  it('lets an ended followed match go without confirming', () => {
    const view = new LiveBoard();
    view.applyList('football', [followed([2, 1], 'finished')], view.beginFetch(), follows);
    expect(view.applyList('football', [], view.beginFetch(), follows)).toEqual([]);
    expect(view.matches('football')).toEqual([]);
  });

  it('keeps only followed matches still on when nobody watches the sport', () => {
    const view = new LiveBoard();
    view.applyList('football', [followed([2, 1]), other(2), other(3)], view.beginFetch(), follows);
    expect(view.retainFollowed('football', follows)).toBe(true);
    expect(view.matches('football').map((m) => m.id)).toEqual([1]);
  });

  it('takes an end of a followed match under way only when the service says so twice', () => {
    const view = new LiveBoard();
    const list = (match: ReturnType<typeof followed>) =>
      view.applyList('football', [match], view.beginFetch(), follows);
    list(followed([1, 0]));
    list(followed([1, 0], 'finished'));
    expect(view.get('football', 1)?.status.phase).toBe('live');
    expect(view.takeEndsNoted().map((m) => m.status.phase)).toEqual(['finished']);
    expect(view.takeEndsNoted()).toEqual([]);
    // Back under way: the note is forgotten, so a later single "finished" is held again.
    list(followed([2, 0]));
    list(followed([2, 0], 'finished'));
    expect(view.get('football', 1)?.status.phase).toBe('live');
    // Said again, by a push this time: taken.
    view.upsertPushed([followed([2, 0], 'finished')], follows);
    expect(view.get('football', 1)?.status.phase).toBe('finished');
  });

  it('holds a pushed end until the match endpoint (or another answer) says so too', () => {
    const view = new LiveBoard();
    view.applyList('football', [followed([0, 0])], view.beginFetch(), follows);
    expect(view.upsertPushed([followed([0, 0], 'finished')], follows).taken).toEqual([]);
    expect(view.takeEndsNoted()).toHaveLength(1);
    view.endDenied(followed([0, 0]));
    view.upsertPushed([followed([0, 0], 'finished')], follows);
    expect(view.get('football', 1)?.status.phase).toBe('live');
    view.upsert([followed([0, 0], 'finished')]);
    expect(view.get('football', 1)?.status.phase).toBe('finished');
  });

  it('hands out an end that could not be checked again, while it is still only noted', () => {
    const view = new LiveBoard();
    view.applyList('football', [followed([0, 0])], view.beginFetch(), follows);
    view.applyList('football', [followed([0, 0], 'finished')], view.beginFetch(), follows);
    const [noted] = view.takeEndsNoted();
    expect(view.isEndNoted(noted!)).toBe(true);
    view.endUnchecked(noted!);
    expect(view.takeEndsNoted()).toEqual([noted]);
    // Under way again meanwhile: nothing left to check.
    view.applyList('football', [followed([1, 0])], view.beginFetch(), follows);
    view.endUnchecked(noted!);
    expect(view.isEndNoted(noted!)).toBe(false);
    expect(view.takeEndsNoted()).toEqual([]);
  });
});
