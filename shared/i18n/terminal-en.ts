// English words of the headless mode's own lines (its ticker for a person, and the sentence of a
// `status` line) and of the connection states they say. Kept apart from en.ts like the fan's day.
// The NDJSON fields that scripts match on (`type`, `state`, `kind`) stay codes in every language.

export const terminalEn = {
  watching: 'Scoretray is watching: {{sports}}',
  watchingNothing: 'Scoretray is watching: nothing yet',
  pausedUntil: 'alerts paused until {{time}}',
  pausedUntilResumed: 'alerts paused until resumed (--resume-alerts)',
  demoFollowing: 'Demo mode: following {{teams}}',
  status: 'Status: {{state}}',
  error: 'Error: {{message}}',
  calendar_one: 'Calendar: {{count}} fixture written to {{file}}',
  calendar_other: 'Calendar: {{count}} fixtures written to {{file}}',
  liveNow: 'Live now: {{counts}}',
  liveNothing: 'Live now: nothing',
  fromService: "from the service's counts",
  fromLists: 'counted from the live lists',
  // The sentence of a status line: what the connection does and what Scoretray does about it.
  state: {
    unauthorized:
      'The service rejected the API key; it is tried again now and then (sooner if you change it), nothing else is sent',
    suspended:
      'The service refuses this account; the key is tried again now and then (sooner if you change it), nothing else is sent',
    quota: 'Daily quota used up; nothing is sent until it resets',
    quotaUntil: 'Daily quota used up; nothing is sent until {{time}}',
    offline: 'The service cannot be reached; Scoretray tries again by itself',
    retrying: 'Cannot reach the service yet; trying again',
    unreadable:
      'The service answers with nothing Scoretray can read; it asks again less and less often until an answer reads again',
    pushDown: 'Live push is down; reconnecting, scores are polled meanwhile',
    connecting: 'Connecting',
  },
  // A --player line and a --team line for a person.
  player: {
    line: '[{{sport}}] {{name}} · {{team}} · {{details}}',
    unknown: '[{{sport}}] player {{id}}: not available',
    season: 'season: {{appearances}} apps, {{goals}} goals, rating {{rating}}',
    recent: 'recent ratings: {{ratings}}',
  },
  team: {
    line: '[{{sport}}] {{name}} · manager {{manager}} · venue {{venue}} · squad of {{count}} · form {{form}}',
    unknown: '[{{sport}}] team {{id}}: not available',
  },
  // A --table line for a person: the competition, then a row per team and the bracket's rounds.
  // A --match line for a person: the match, then what its page holds beyond the score.
  match: {
    title: '[{{sport}}] match {{id}}',
    unknown: '[{{sport}}] match {{id}}: not available',
    lineups: 'line-ups: {{home}} / {{away}}',
    forecast: 'pre-match forecast: {{home}}% · {{draw}}% · {{away}}%',
    highlights: 'highlights: {{count}}',
    missing: 'missing: {{names}}',
    setting: 'venue: {{venue}} · referee: {{referee}}',
  },
  table: {
    title: '[{{sport}}] {{name}} · season {{season}}',
    noSeason: '[{{sport}}] {{name}} · no season known',
    tournament: 'tournament {{id}}',
    notAvailable: 'table and bracket: not available',
    row: '{{position}}. {{team}} · {{figures}}',
  },
  // A --search line for a person: the query, then one result a row.
  search: {
    title: 'Search "{{query}}": {{count}} found',
    nothing: 'Search "{{query}}": nothing found',
    failed: 'Search "{{query}}": could not be made',
    row: '{{type}} · [{{sport}}] {{name}} ({{id}})',
    type: { team: 'team', player: 'player', tournament: 'competition' },
  },
  // A --watchlist line for a person: one followed team's next match, last result, form and place.
  watchlist: {
    line: '[{{sport}}] {{name}} · next: {{next}} · last: {{last}} · form: {{form}} · table: {{table}}',
    team: 'team {{id}}',
    home: 'vs {{team}} ({{competition}})',
    away: 'at {{team}} ({{competition}})',
    dateOpen: 'date to be announced',
    on: 'on {{channels}}',
    none: 'n/a',
    won: 'won',
    drew: 'drew',
    lost: 'lost',
    formWon: 'W',
    formDrew: 'D',
    formLost: 'L',
  },
};
