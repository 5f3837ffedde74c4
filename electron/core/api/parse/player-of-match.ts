// The player of the match from /best-players or /award. Neither payload is shown in the interface;
// the real best-players forms are football's summary {playerOfTheMatch: {value, label, player},
// bestHomeTeamPlayers, bestAwayTeamPlayers} (value: the rating) and basketball's singular
// {bestHomeTeamPlayer, bestAwayTeamPlayer}, whose value is points (label "pts") and whose rating
// sits under additionalStatistics. Award forms seen elsewhere put a player under award, mvp or data. Anything
// that names nobody reads as null: a full-time alert is never given a guessed name.

import type { PlayerOfMatch } from '../../../../shared/fansday';
import { isObject, type AnyObject } from './primitives';

const HOLDERS = ['playerOfTheMatch', 'playerOfMatch', 'award', 'mvp', 'data', 'event'];

export function parsePlayerOfMatch(body: unknown): PlayerOfMatch | null {
  return fromRecord(body, 0);
}

function fromRecord(value: unknown, depth: number): PlayerOfMatch | null {
  if (!isObject(value) || depth > 3) return null;
  const direct = entryOf(value);
  if (direct) return direct;
  for (const key of HOLDERS) {
    const found = fromRecord(value[key], depth + 1);
    if (found) return found;
  }
  // No named player of the match: the best-rated of both sides' best players, when rated.
  const best = [
    value.bestHomeTeamPlayers,
    value.bestAwayTeamPlayers,
    value.bestHomeTeamPlayer,
    value.bestAwayTeamPlayer,
  ]
    .flatMap((list) => (Array.isArray(list) ? list : list === undefined ? [] : [list]))
    .map((entry) => entryOf(entry))
    .filter((entry): entry is PlayerOfMatch => entry !== null && ratingOf(entry) !== null)
    .sort((a, b) => (ratingOf(b) ?? 0) - (ratingOf(a) ?? 0));
  return best[0] ?? null;
}

/** An entry {player: {name}, value} or a bare player {name}. */
function entryOf(value: unknown): PlayerOfMatch | null {
  if (!isObject(value)) return null;
  const player = isObject(value.player) ? value.player : null;
  const name = nameIn(player) ?? (looksLikePlayer(value) ? nameIn(value) : null);
  if (!name) return null;
  const stats = isObject(value.additionalStatistics) ? value.additionalStatistics : null;
  // `value` is what `label` names: a rating in football, points ("pts") in basketball.
  const label = typeof value.label === 'string' ? value.label.trim().toLowerCase() : null;
  const labelled = label === null || label === 'rating' ? value.value : undefined;
  const raw = stats?.rating ?? labelled ?? value.rating ?? player?.rating;
  const rating =
    typeof raw === 'number' && Number.isFinite(raw)
      ? String(raw)
      : typeof raw === 'string' && raw.trim() !== ''
        ? raw.trim()
        : null;
  return { name, rating };
}

function looksLikePlayer(value: AnyObject): boolean {
  return 'position' in value || 'jerseyNumber' in value || 'shortName' in value;
}

function nameIn(value: AnyObject | null): string | null {
  if (!value) return null;
  const name = value.name ?? value.shortName;
  return typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 120) : null;
}

function ratingOf(entry: PlayerOfMatch): number | null {
  if (entry.rating === null) return null;
  const rating = Number(entry.rating);
  return Number.isFinite(rating) ? rating : null;
}
