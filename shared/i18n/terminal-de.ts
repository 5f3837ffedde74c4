// German words of the headless mode's own lines (see terminal-en.ts). Typed against English, so a
// missing key fails the type check.

import type { terminalEn } from './terminal-en';
import type { Messages } from './en';

export const terminalDe: Messages<typeof terminalEn> = {
  watching: 'Scoretray beobachtet: {{sports}}',
  watchingNothing: 'Scoretray beobachtet: noch nichts',
  pausedUntil: 'Benachrichtigungen pausiert bis {{time}}',
  pausedUntilResumed: 'Benachrichtigungen pausiert, bis sie fortgesetzt werden (--resume-alerts)',
  demoFollowing: 'Demo-Modus: folgt {{teams}}',
  status: 'Zustand: {{state}}',
  error: 'Fehler: {{message}}',
  calendar_one: 'Kalender: {{count}} Spiel nach {{file}} geschrieben',
  calendar_other: 'Kalender: {{count}} Spiele nach {{file}} geschrieben',
  liveNow: 'Jetzt live: {{counts}}',
  liveNothing: 'Jetzt live: nichts',
  fromService: 'laut den Zahlen des Dienstes',
  fromLists: 'aus den Live-Listen gezählt',
  state: {
    unauthorized:
      'Der Dienst hat den API-Schlüssel abgelehnt; er wird ab und zu erneut versucht (sofort bei einem neuen Schlüssel), sonst wird nichts gesendet',
    suspended:
      'Der Dienst verweigert dieses Konto; der Schlüssel wird ab und zu erneut versucht (sofort bei einem neuen Schlüssel), sonst wird nichts gesendet',
    quota: 'Das Tageskontingent ist aufgebraucht; bis es zurückgesetzt wird, wird nichts gesendet',
    quotaUntil: 'Das Tageskontingent ist aufgebraucht; bis {{time}} wird nichts gesendet',
    offline: 'Der Dienst ist nicht erreichbar; Scoretray versucht es selbst erneut',
    retrying: 'Der Dienst ist noch nicht erreichbar; neuer Versuch folgt',
    unreadable:
      'Der Dienst antwortet mit nichts, was Scoretray lesen kann; bis eine Antwort wieder lesbar ist, fragt es immer seltener nach',
    pushDown:
      'Die Live-Verbindung ist abgerissen; sie wird neu aufgebaut, bis dahin werden die Spielstände abgefragt',
    connecting: 'Verbindung wird aufgebaut',
  },
  player: {
    line: '[{{sport}}] {{name}} · {{team}} · {{details}}',
    unknown: '[{{sport}}] Spieler {{id}}: nicht verfügbar',
    season: 'Saison: {{appearances}} Einsätze, {{goals}} Tore, Note {{rating}}',
    recent: 'letzte Noten: {{ratings}}',
  },
  team: {
    line: '[{{sport}}] {{name}} · Trainer {{manager}} · Stadion {{venue}} · Kader von {{count}} · Form {{form}}',
    unknown: '[{{sport}}] Team {{id}}: nicht verfügbar',
  },
  match: {
    title: '[{{sport}}] Spiel {{id}}',
    unknown: '[{{sport}}] Spiel {{id}}: nicht verfügbar',
    lineups: 'Aufstellungen: {{home}} / {{away}}',
    forecast: 'Prognose vor dem Spiel: {{home}} % · {{draw}} % · {{away}} %',
    highlights: 'Highlights: {{count}}',
    missing: 'Es fehlen: {{names}}',
    setting: 'Spielort: {{venue}} · Schiedsrichter: {{referee}}',
  },
  table: {
    title: '[{{sport}}] {{name}} · Saison {{season}}',
    noSeason: '[{{sport}}] {{name}} · keine Saison bekannt',
    tournament: 'Turnier {{id}}',
    notAvailable: 'Tabelle und K.-o.-Runde: nicht verfügbar',
    row: '{{position}}. {{team}} · {{figures}}',
  },
  search: {
    title: 'Suche „{{query}}“: {{count}} gefunden',
    nothing: 'Suche „{{query}}“: nichts gefunden',
    failed: 'Suche „{{query}}“: nicht möglich',
    row: '{{type}} · [{{sport}}] {{name}} ({{id}})',
    type: { team: 'Team', player: 'Spieler', tournament: 'Wettbewerb' },
  },
  watchlist: {
    line: '[{{sport}}] {{name}} · nächstes: {{next}} · letztes: {{last}} · Form: {{form}} · Tabelle: {{table}}',
    team: 'Team {{id}}',
    home: 'gegen {{team}} ({{competition}})',
    away: 'bei {{team}} ({{competition}})',
    dateOpen: 'Termin steht noch nicht fest',
    on: 'auf {{channels}}',
    none: 'k. A.',
    won: 'gewonnen',
    drew: 'unentschieden',
    lost: 'verloren',
    formWon: 'S',
    formDrew: 'U',
    formLost: 'N',
  },
};
