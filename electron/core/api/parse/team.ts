// A team's details: the team object at the top or under `team` / `data`.

import type { SportSlug, TeamInfo } from '../../../../shared/domain';
import { describeShape, locateRecord } from './containers';
import { describeIssues, ParseError } from './parse-error';
import { entityFields, nameOf } from './primitives';

export function parseTeam(sport: SportSlug, body: unknown): TeamInfo {
  const record = locateRecord(
    body,
    ['team'],
    (candidate) => 'id' in candidate && 'name' in candidate,
  );
  if (!record) throw new ParseError('team', `no team in the response (${describeShape(body)})`);
  const parsed = entityFields.safeParse(record);
  if (!parsed.success) throw new ParseError('team', describeIssues(parsed.error));
  const name = parsed.data.name ?? parsed.data.shortName;
  if (!name) throw new ParseError('team', 'the team has no name');
  const country = nameOf(parsed.data.country) ?? nameOf(parsed.data.category);
  return {
    sport,
    id: parsed.data.id,
    name,
    country: country && country.trim() !== '' ? country : null,
  };
}
