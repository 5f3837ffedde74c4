// Which competition a team plays in, when no match of it is known yet: the team record's tournament
// ({team: {tournament: {id, name, uniqueTournament: {id}}}}) and the tournament's seasons
// ({seasons: [{id, name, year}]}, current first). Neither is shown in the interface; anything
// else reads as "not known".

import { locateArray } from './containers';
import { isObject } from './primitives';

export function parseTeamTournament(body: unknown): { id: number; name: string } | null {
  const team = isObject(body) && isObject(body.team) ? body.team : body;
  if (!isObject(team)) return null;
  const tournament = isObject(team.tournament)
    ? team.tournament
    : isObject(team.primaryUniqueTournament)
      ? team.primaryUniqueTournament
      : null;
  if (!tournament) return null;
  const unique = isObject(tournament.uniqueTournament) ? tournament.uniqueTournament.id : null;
  const id = wholeNumber(unique) ?? wholeNumber(tournament.id);
  const name = typeof tournament.name === 'string' ? tournament.name : '';
  return id === null ? null : { id, name };
}

export function parseCurrentSeason(body: unknown): number | null {
  const seasons = locateArray(body, ['seasons']);
  const first = seasons?.find(isObject);
  return first ? wholeNumber(first.id) : null;
}

function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d{1,12}$/.test(value)) return Number(value) || null;
  return null;
}
