// Words of the competition page, browse by country, search that opens and the opt-in odds.

export const browseEn = {
  competition: {
    tabs: 'Competition',
    table: 'Table',
    rounds: 'Rounds',
    scorers: 'Top scorers',
    champions: 'Champions',
    round: 'Round {{round}}',
    pickRound: 'Round',
    noRounds: 'The service lists no rounds for this season.',
    noFixtures: 'No fixtures in this round.',
    loading: 'Loading…',
    failed: 'Could not be loaded: {{message}}',
    notAvailable: 'Not available for this competition.',
    scorer: 'Player',
    goals: 'Goals',
    assists: 'Assists',
    statistics: 'Statistics',
    season: 'Season',
    champion: 'Champion',
  },
  browse: {
    title: 'Browse competitions',
    entry: 'Browse competitions by country',
    back: 'Back',
    sport: 'Sport',
    countries: 'Countries',
    competitions: 'Competitions in {{country}}',
    noCountries: 'The service lists no countries for this sport.',
    noCompetitions: 'No competitions listed for {{country}}.',
    noSeason: 'The service lists no season for {{name}}.',
  },
  search: {
    allSports: 'All sports',
  },
  odds: {
    setting: 'Show betting odds of your teams’ next matches',
    settingHint:
      'Off by default. When on, the main 1X2 prices and the win chances come from the sportsbook (one request a minute at most per match).',
    line: 'Odds {{home}} · {{draw}} · {{away}}',
    lineNoDraw: 'Odds {{home}} · {{away}}',
    chances: 'Win chance: {{home}} home, {{away}} away',
    chancesDraw: 'Win chance: {{home}} home, {{draw}} draw, {{away}} away',
    none: 'No odds for this match',
  },
};
