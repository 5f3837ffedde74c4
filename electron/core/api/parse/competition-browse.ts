// Readers of the competition page's answers and browse-by-country: a season's rounds (V2
// /rounds), the V6 top scorers, statistics and champions history, the countries (categories) of a
// sport and a category's tournaments. Their shapes are "not shown" beyond the V6 detail fields, so
// each list is looked for under the names such lists go by, and an item without a name is left
// out rather than guessed at. A figure that is absent is null.

import type {
  BrowseCountry,
  Champion,
  CompetitionRounds,
  CompetitionStat,
  TopScorer,
} from '../../../../shared/browse';
import type { SportSlug } from '../../../../shared/domain';
import { locateArray } from './containers';
import { ParseError } from './parse-error';
import { isObject, nameOf } from './primitives';

const MAX_ITEMS = 400;

/** A whole number from a number or numeric text; null otherwise. */
export function wholeNumber(raw: unknown): number | null {
  const value = typeof raw === 'string' && /^\s*\d{1,12}\s*$/.test(raw) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

function text(raw: unknown): string | null {
  if (typeof raw === 'string') return raw.trim() || null;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return null;
}

function first<T>(...values: (T | null | undefined)[]): T | null {
  for (const value of values) if (value !== null && value !== undefined) return value;
  return null;
}

function listOf(body: unknown, keys: readonly string[], what: string): unknown[] {
  const items = locateArray(body, keys);
  if (!items) throw new ParseError(what, 'no list in the answer');
  return items.slice(0, MAX_ITEMS);
}

/** /tournament/{id}/season/{sid}/rounds: {currentRound: {round}, rounds: [{round, name?}]}. */
export function parseRounds(body: unknown): CompetitionRounds {
  const items = listOf(body, ['rounds'], 'rounds');
  const rounds = items.flatMap((item) => {
    if (!isObject(item)) return [];
    const round = wholeNumber(item.round ?? item.number ?? item.id);
    if (round === null) return [];
    return [{ round, name: text(item.name) }];
  });
  const currentRaw = isObject(body)
    ? (body.currentRound ?? (isObject(body.data) ? body.data.currentRound : undefined))
    : undefined;
  const current = isObject(currentRaw) ? wholeNumber(currentRaw.round) : wholeNumber(currentRaw);
  return { current, rounds };
}

/** V6 /competition/{id}/top-scorers: the player's and team's names with goals and assists. */
export function parseTopScorers(body: unknown): TopScorer[] {
  const items = listOf(body, ['topScorers', 'scorers', 'players', 'items', 'rows'], 'top scorers');
  return items.flatMap((item) => {
    if (!isObject(item)) return [];
    const player = isObject(item.player) ? item.player : null;
    const team = isObject(item.team) ? item.team : null;
    const name = first(player ? nameOf(player) : null, text(item.playerName), text(item.name));
    if (!name) return [];
    const stats = isObject(item.statistics) ? item.statistics : item;
    return [
      {
        name,
        teamName: first(team ? nameOf(team) : null, text(item.teamName)),
        goals: wholeNumber(stats.goals ?? stats.goal ?? item.value),
        assists: wholeNumber(stats.assists ?? stats.assist),
      },
    ];
  });
}

/**
 * V6 /competition/{id}/stats: a list of {name|label|title, value}, or an object of named figures.
 * Only figures a person can read (text or numbers) are kept.
 */
export function parseCompetitionStats(body: unknown): CompetitionStat[] {
  const items = locateArray(body, ['stats', 'statistics', 'items']);
  if (items) {
    return items.slice(0, MAX_ITEMS).flatMap((item) => {
      if (!isObject(item)) return [];
      const name = first(text(item.name), text(item.label), text(item.title), text(item.type));
      const value = first(text(item.value), text(item.total), text(item.count));
      return name && value ? [{ name, value }] : [];
    });
  }
  const record = isObject(body)
    ? [body.stats, body.statistics, body.data].find((inner) => isObject(inner))
    : undefined;
  if (!isObject(record)) throw new ParseError('competition statistics', 'none in the answer');
  return Object.entries(record).flatMap(([name, raw]) => {
    const value = typeof raw === 'number' || typeof raw === 'string' ? text(raw) : null;
    return value ? [{ name, value }] : [];
  });
}

/** V6 /competition/{id}/archive: the historical champions list with team names, newest first. */
export function parseArchive(body: unknown): Champion[] {
  const items = listOf(
    body,
    ['archive', 'champions', 'compHonors', 'seasonHonors', 'honors', 'seasons', 'items'],
    'champions',
  );
  return items.flatMap((item) => {
    if (!isObject(item)) return [];
    const seasonRaw = item.season;
    const season = first(
      isObject(seasonRaw) ? first(text(seasonRaw.year), text(seasonRaw.name)) : text(seasonRaw),
      text(item.year),
      text(item.seasonName),
    );
    const champion = [item.champion, item.winner, item.team, item.items].find(
      (candidate) => candidate !== undefined,
    );
    const holder = Array.isArray(champion) ? champion[0] : champion;
    const teamObject = isObject(holder) && isObject(holder.team) ? holder.team : holder;
    const teamName = first(
      isObject(teamObject) ? nameOf(teamObject) : text(teamObject),
      text(item.teamName),
    );
    if (!season || !teamName) return [];
    return [{ season, teamName }];
  });
}

/** /countries: {categories: [{id, name, alpha2?}]}; an item without a whole id is left out. */
export function parseCountries(body: unknown): BrowseCountry[] {
  const items = listOf(body, ['categories', 'countries'], 'countries');
  return items.flatMap((item) => {
    if (!isObject(item)) return [];
    const id = wholeNumber(item.id);
    const name = nameOf(item);
    if (id === null || !name) return [];
    const code = text(item.alpha2) ?? text(item.flag);
    return [{ id, name, alpha2: code && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : null }];
  });
}

/**
 * /categories/{id}/tournaments: the unique tournaments of a category, flat or in groups
 * ({groups: [{uniqueTournaments}]}).
 */
export function parseCategoryTournaments(
  sport: SportSlug,
  body: unknown,
): { sport: SportSlug; id: number; name: string }[] {
  const groups = isObject(body) ? locateArray(body, ['groups']) : null;
  const lists = groups
    ? groups.map((group) => locateArray(group, ['uniqueTournaments', 'tournaments']) ?? [])
    : [listOf(body, ['uniqueTournaments', 'tournaments'], 'tournaments')];
  const seen = new Set<number>();
  return lists.flat().flatMap((item) => {
    if (!isObject(item)) return [];
    const id = wholeNumber(item.id);
    const name = nameOf(item);
    if (id === null || !name || seen.has(id)) return [];
    seen.add(id);
    return [{ sport, id, name }];
  });
}
