// The V5 sportsbook event (service-interface.md, "Event detail (V5 sportsbook)"), wrapped in data:
// the quick main odds (odds["1x2"] {home, draw, away}), else the main line of market group 1 (Full
// Time Result: selection types 1 home, 2 draw, 3 away); and winProbability {P1, PX, P2}. A price
// below 1 or a probability outside 0..1 is no figure.

import type { MatchOdds } from '../../../../shared/browse';
import type { SportSlug } from '../../../../shared/domain';
import { ParseError } from './parse-error';
import { isObject } from './primitives';

const FULL_TIME_RESULT = 1;
const SELECTION = { home: 1, draw: 2, away: 3 } as const;

function price(raw: unknown): number | null {
  const value = typeof raw === 'string' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 && value < 10_000
    ? value
    : null;
}

function chance(raw: unknown): number | null {
  const value = typeof raw === 'string' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1
    ? value
    : null;
}

function quickPrices(event: Record<string, unknown>): MatchOdds['prices'] {
  const odds = isObject(event.odds) ? event.odds : null;
  const main = odds && isObject(odds['1x2']) ? odds['1x2'] : null;
  if (!main) return null;
  const prices = { home: price(main.home), draw: price(main.draw), away: price(main.away) };
  return prices.home === null && prices.away === null ? null : prices;
}

function marketPrices(event: Record<string, unknown>): MatchOdds['prices'] {
  if (!Array.isArray(event.markets)) return null;
  const group = event.markets.find(
    (market) => isObject(market) && Number(market.id) === FULL_TIME_RESULT,
  );
  if (!isObject(group) || !Array.isArray(group.markets)) return null;
  const selections = group.markets.filter(isObject);
  const of = (type: number) => {
    const main = selections.filter((item) => Number(item.type) === type);
    const chosen = main.find((item) => item.isMainLine === true) ?? main[0];
    return chosen ? price(chosen.odds) : null;
  };
  const prices = { home: of(SELECTION.home), draw: of(SELECTION.draw), away: of(SELECTION.away) };
  return prices.home === null && prices.away === null ? null : prices;
}

export function parseSportsbookEvent(sport: SportSlug, matchId: number, body: unknown): MatchOdds {
  const event = isObject(body) && isObject(body.data) ? body.data : body;
  if (!isObject(event)) throw new ParseError('sportsbook event', 'no event in the answer');
  const win = isObject(event.winProbability) ? event.winProbability : null;
  const probability = win
    ? { home: chance(win.P1), draw: chance(win.PX), away: chance(win.P2) }
    : null;
  return {
    sport,
    matchId,
    prices: quickPrices(event) ?? marketPrices(event),
    probability:
      probability && (probability.home !== null || probability.away !== null) ? probability : null,
  };
}
