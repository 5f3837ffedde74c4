import { describe, expect, it } from 'vitest';
import { readPushMessage } from '../../../electron/core/live/push-message';
import { liveEvent } from '../../fixtures/stand-in-service';

// The two documented event forms: teams as objects, and as names beside their ids.
const objectForm = liveEvent(11, [1, 2], [1, 0]);
const stringForm = liveEvent(12, [3, 4], [1, 0], 'basketball');

describe('reading a push message', () => {
  it.each([
    ['a bare event', objectForm, [11]],
    ['an array of events', [objectForm, stringForm], [11, 12]],
    ['an object holding event', { event: objectForm }, [11]],
    ['an object holding events', { events: [objectForm, stringForm] }, [11, 12]],
    ['an object holding data with an event', { type: 'score', data: objectForm }, [11]],
    ['an object holding data with events', { data: { events: [stringForm] } }, [12]],
    ['an event under a key nobody named', { type: 'update', payload: objectForm }, [11]],
    ['events a level further down', { type: 'live', body: { matches: [objectForm] } }, [11]],
  ])('takes the events of %s', (_name, message, ids) => {
    const read = readPushMessage(JSON.stringify(message));
    expect(read.kind).toBe('events');
    expect(read.kind === 'events' && read.events.map((event) => event.id)).toEqual(ids);
  });

  it.each([
    ['broken JSON', '{"event": {"id": 1, "homeTe'],
    [
      'an incident, not an event',
      JSON.stringify({ type: 'incident', data: { incidentType: 'goal', time: 67 } }),
    ],
    ['an empty list', '[]'],
    ['a heartbeat word', '"ping"'],
    ['a list that is only partly events', JSON.stringify([objectForm, { hello: 1 }])],
    ['an event without sides', JSON.stringify({ event: { id: 5 } })],
    [
      'a list under another key that is only partly events',
      JSON.stringify({ payload: [objectForm, { hello: 1 }] }),
    ],
    ['null', 'null'],
  ])('treats %s as a reason to refetch', (_name, raw) => {
    expect(readPushMessage(raw).kind).toBe('unrecognised');
  });
});
