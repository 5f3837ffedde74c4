// Pushed events are read with the same parser as the live list, so a pushed match is the same Match
// a poll would have produced.

import type { Match, SportSlug } from '../../../shared/domain';
import { matchSchema } from '../api/parse/match';
import { readPushMessage } from './push-message';

export type PushReading =
  | { kind: 'matches'; matches: Match[] }
  /** Not something we can apply: fetch the live list instead. */
  | { kind: 'refetch'; reason: string };

export function readPushedMatches(raw: string, sport: SportSlug, now: number): PushReading {
  const message = readPushMessage(raw);
  if (message.kind === 'unrecognised') return { kind: 'refetch', reason: message.reason };
  const schema = matchSchema({ sport, now });
  const matches: Match[] = [];
  for (const event of message.events) {
    const parsed = schema.safeParse(event);
    // One unreadable event means the message may hide a change we cannot see: refetch the list.
    if (!parsed.success) return { kind: 'refetch', reason: 'a pushed event could not be read' };
    matches.push(parsed.data);
  }
  return { kind: 'matches', matches };
}
