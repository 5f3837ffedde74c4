// German words of the competition page, browse, search and odds (see browse-en.ts).

import type { browseEn } from './browse-en';
import type { Messages } from './en';

export const browseDe: Messages<typeof browseEn> = {
  competition: {
    tabs: 'Wettbewerb',
    table: 'Tabelle',
    rounds: 'Spieltage',
    scorers: 'Torschützen',
    champions: 'Meister',
    round: 'Spieltag {{round}}',
    pickRound: 'Spieltag',
    noRounds: 'Der Dienst nennt für diese Saison keine Spieltage.',
    noFixtures: 'An diesem Spieltag gibt es keine Spiele.',
    loading: 'Wird geladen…',
    failed: 'Konnte nicht geladen werden: {{message}}',
    notAvailable: 'Für diesen Wettbewerb nicht verfügbar.',
    scorer: 'Spieler',
    goals: 'Tore',
    assists: 'Vorlagen',
    statistics: 'Statistik',
    season: 'Saison',
    champion: 'Meister',
  },
  browse: {
    title: 'Wettbewerbe durchsuchen',
    entry: 'Wettbewerbe nach Land durchsuchen',
    back: 'Zurück',
    sport: 'Sportart',
    countries: 'Länder',
    competitions: 'Wettbewerbe in {{country}}',
    noCountries: 'Der Dienst nennt für diese Sportart keine Länder.',
    noCompetitions: 'Für {{country}} sind keine Wettbewerbe verzeichnet.',
    noSeason: 'Der Dienst nennt für {{name}} keine Saison.',
  },
  search: {
    allSports: 'Alle Sportarten',
  },
  odds: {
    setting: 'Wettquoten der nächsten Spiele deiner Teams zeigen',
    settingHint:
      'Standardmäßig aus. Eingeschaltet kommen die 1X2-Hauptquoten und die Siegchancen vom Wettanbieter (höchstens eine Anfrage pro Minute und Spiel).',
    line: 'Quoten {{home}} · {{draw}} · {{away}}',
    lineNoDraw: 'Quoten {{home}} · {{away}}',
    chances: 'Siegchance: {{home}} Heim, {{away}} Gast',
    chancesDraw: 'Siegchance: {{home}} Heim, {{draw}} Unentschieden, {{away}} Gast',
    none: 'Keine Quoten für dieses Spiel',
  },
};
