// Which side a match's rows, ticker and words name first. Most fans read "Home v Away"; the US
// leagues' fans read the visitors first ("Away @ Home"), and the service says so per event
// (`displayInverseHomeAwayTeams`, Match.visitorsFirst). Scores follow the sides' order.

import { readableScore, type Match, type Side } from './domain';

const HOME_FIRST: readonly Side[] = ['home', 'away'];
const VISITORS_FIRST: readonly Side[] = ['away', 'home'];

/** The sides in the order a fan of this match reads them. */
export function sidesShown(match: Pick<Match, 'visitorsFirst'>): readonly Side[] {
  return match.visitorsFirst === true ? VISITORS_FIRST : HOME_FIRST;
}

/** "Japan v Ecuador"; "Los Angeles Kings @ Colorado Avalanche" where the visitors come first. */
export function fixtureText(match: Pick<Match, 'home' | 'away' | 'visitorsFirst'>): string {
  return match.visitorsFirst === true
    ? `${match.away.name} @ ${match.home.name}`
    : `${match.home.name} v ${match.away.name}`;
}

/** The score in the sides' order ("4–8" for the visitors' 4), or "–" while there is none. */
export function scoreShown(
  match: Pick<Match, 'homeScore' | 'awayScore' | 'visitorsFirst'>,
): string {
  const score = readableScore(match);
  if (score.home === null && score.away === null) return '–';
  const [first, second] = sidesShown(match);
  return `${score[first ?? 'home'] ?? 0}–${score[second ?? 'away'] ?? 0}`;
}
