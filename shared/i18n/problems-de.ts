// German words of the engine's and the shell's problems (see problems-en.ts). Typed against English,
// so a missing key fails the type check.

import type { Messages } from './en';

export const problemsDe: Messages['problems'] = {
  movedAside:
    '{{file}} war {{what}}; die Datei liegt jetzt unter {{location}}, und {{consequence}}',
  notFoundToKeep:
    '{{file}} war {{what}}; die Datei war zum Aufbewahren nicht mehr da, und {{consequence}}',
  notMovedAside: '{{file}} war {{what}} und konnte nicht beiseitegelegt werden; {{consequence}}',
  notSaved: 'Konnte nicht gespeichert werden: {{what}}; {{consequence}}',
  scoresNotSaved: 'Die zuletzt bekannten Spielstände konnten nicht gespeichert werden',
  settingsNotSaved: 'Die Einstellungen konnten nicht gespeichert werden',
  settingsUpgradeNotSaved:
    'Die Einstellungen wurden von Version {{version}} aktualisiert, konnten aber nicht gespeichert werden; die alte Datei bleibt unverändert',
  keyBindingUnreadable: 'Die bestätigte Adresse des Schlüssels konnte nicht gelesen werden',
  imageIndexMoved:
    'Das Verzeichnis des Bildspeichers ({{path}}) war unlesbar; die gespeicherten Bilder werden bei Bedarf neu geladen; die beschädigte Kopie liegt unter {{location}}',
  imageIndexNotMoved:
    'Das Verzeichnis des Bildspeichers ({{path}}) war unlesbar; die gespeicherten Bilder werden bei Bedarf neu geladen; es konnte nicht beiseitegelegt werden',
  imageIndexEntries:
    'Das Verzeichnis des Bildspeichers ({{path}}) hatte {{count}} unlesbare Einträge; diese Bilder werden bei Bedarf neu geladen',
  vaultMoved:
    'Der gespeicherte API-Schlüssel konnte nicht gelesen werden; die Datei liegt jetzt unter {{location}}. Gib den Schlüssel in den Einstellungen erneut ein.',
  vaultLost:
    'Der gespeicherte API-Schlüssel konnte nicht gelesen werden; die Datei war zum Aufbewahren nicht mehr da. Gib den Schlüssel in den Einstellungen erneut ein.',
  addressMissing:
    'Dein API-Schlüssel ist gespeichert, aber die Adresse des Dienstes ist leer: Trage sie in den Einstellungen ein',
  keyNotSentInsecure:
    'Dein API-Schlüssel wird nicht an {{address}} gesendet: Die Adresse des Dienstes muss mit https:// beginnen (einfaches http:// nur für diesen Computer: 127.0.0.1, ::1 oder localhost)',
  keyNotSentUnconfirmed:
    'Dein API-Schlüssel wird erst an {{address}} gesendet, wenn du diese Adresse unter Einstellungen → Dienst bestätigst; bis dahin läuft der Demo-Dienst',
  keyNotSentUnconfirmedRun:
    'Dein API-Schlüssel wird erst an {{address}} gesendet, wenn du diese Adresse einmal mit --base-url {{address}} nennst; bis dahin läuft der Demo-Dienst',
  addressNotConfirmed: 'Die neue Adresse konnte nicht bestätigt werden',
  keySwitchFailed: 'Der Wechsel zum neuen Schlüssel ist fehlgeschlagen',
  pushDown:
    'Die Live-Verbindung ist abgerissen; bis sie zurück ist, werden die Spielstände abgefragt',
  badAnswer: 'Der Dienst hat eine Antwort geschickt, die Scoretray nicht lesen konnte',
  unreadableEvents:
    'Der Dienst hat {{count}} Ereignisse geschickt, die Scoretray nicht lesen konnte; sie wurden übersprungen',
  server: 'Der Dienst hatte ein Problem beim Antworten; Scoretray versucht es selbst erneut',
  network: 'Der Dienst ist nicht erreichbar; Scoretray versucht es selbst erneut',
  timeout: 'Der Dienst hat nicht rechtzeitig geantwortet; Scoretray versucht es selbst erneut',
  alertsFailed: 'Die Benachrichtigungen konnten nicht ermittelt werden',
  internal: 'In Scoretray ist etwas schiefgegangen; die App läuft weiter',
  partFailed:
    'Ein Teil von Scoretray ist fehlgeschlagen und wurde ausgelassen; der Rest läuft weiter',
  startFailed: 'Scoretray konnte nicht starten; es versucht es weiter',
  engineNotStarted: 'Die Engine konnte nicht starten',
  windowFailed: 'Das Fenster konnte nicht geladen werden',
  calendarNotWritten: 'Der Kalender konnte nicht nach {{file}} geschrieben werden: {{why}}',
  calendarNotSaved: 'Der Kalender konnte nicht gespeichert werden: {{why}}',
  calendarDesktopOnly: 'Nur die Desktop-App kann eine Kalenderdatei speichern',
  countsFailed: 'Die Live-Zahlen konnten nicht abgerufen werden',
  watchlistFailed:
    'Die Angaben zu deinen Teams konnten nicht abgerufen werden; Scoretray fragt binnen einer Stunde erneut',
  tableUnknown: 'Der Dienst kennt das Turnier {{id}} ({{sport}}) nicht: es gibt keine Tabelle',
  tableFailed: 'Die Tabelle des Turniers {{id}} ({{sport}}) konnte nicht abgerufen werden',
  browseFailed: 'Ein Teil von {{sport}} {{id}} konnte nicht abgerufen werden',
  searchFailed: 'Die Suche nach „{{query}}“ war nicht möglich',
  playerUnknown: 'Der Dienst kennt den Spieler {{id}} ({{sport}}) nicht',
  playerFailed: 'Der Spieler {{id}} ({{sport}}) konnte nicht abgerufen werden',
  teamUnknown: 'Der Dienst kennt das Team {{id}} ({{sport}}) nicht',
  teamFailed: 'Das Team {{id}} ({{sport}}) konnte nicht abgerufen werden',
  dayFailed: 'Die Spiele des Tages ({{sport}}) konnten nicht abgerufen werden',
  matchUnknown: 'Der Dienst kennt das Spiel {{id}} ({{sport}}) nicht: es gibt keine Spielseite',
  matchFailed: 'Das Spiel {{id}} ({{sport}}) konnte nicht abgerufen werden',
  part: {
    damaged: 'beschädigt',
    notValid: 'ungültig',
    partlyInvalid: 'teilweise ungültig',
    partlyUnreadable: 'teilweise unlesbar',
    notUsable: 'so nicht verwendbar',
    defaultsUsed: 'es gelten die Standardwerte',
    valuesKept:
      'die Werte, die diese Version versteht, bleiben erhalten, der Rest sind Standardwerte',
    invalidReplaced: 'die ungültigen Werte wurden durch Standardwerte ersetzt',
    freshLook: 'der nächste Blick auf die Live-Spielstände beginnt von vorn',
    readableKept: 'die lesbaren Spiele bleiben erhalten',
    ledgerAfresh: 'die Liste der gesendeten Benachrichtigungen beginnt von vorn',
    otherRecordsKept:
      'die Einträge der übrigen Spiele bleiben erhalten; zu diesen Spielen können Benachrichtigungen erneut kommen',
    heldLost: 'in der Ruhezeit zurückgehaltene Benachrichtigungen konnten nicht gerettet werden',
    shownLost: 'eine Benachrichtigung kurz vor dem Beenden der App kann erneut angezeigt werden',
    heldAlerts: 'die für nach der Ruhezeit zurückgehaltenen Benachrichtigungen',
    keptUntilClose: 'sie bleiben erhalten, bis die App geschlossen wird',
    shownNote: 'der Vermerk, dass eine Benachrichtigung angezeigt wurde',
    mayShowAgain: 'sie kann nach einem Neustart erneut angezeigt werden',
    ledger: 'die Liste der gesendeten Benachrichtigungen',
    mayRepeat: 'eine Benachrichtigung kann sich nach einem Neustart wiederholen',
    noPermission: 'Scoretray darf dort nicht schreiben',
    diskFull: 'der Datenträger ist voll',
    readOnly: 'der Datenträger ist schreibgeschützt',
    noFolder: 'diesen Ordner gibt es nicht',
    isFolder: 'ein Ordner mit diesem Namen ist im Weg',
    systemRefused: 'das System hat das Schreiben der Datei verweigert',
    fixturesUnknown: 'die nächsten Spiele deiner Teams waren beim Dienst nicht zu bekommen',
  },
  notice: {
    movedAside: '{{file}} war {{what}}; eine Kopie wurde aufbewahrt, und {{consequence}}',
    imageIndexMoved:
      'Das Verzeichnis des Bildspeichers war unlesbar; die gespeicherten Bilder werden bei Bedarf neu geladen',
    imageIndexNotMoved:
      'Das Verzeichnis des Bildspeichers war unlesbar; die gespeicherten Bilder werden bei Bedarf neu geladen',
    imageIndexEntries:
      'Das Verzeichnis des Bildspeichers hatte {{count}} unlesbare Einträge; diese Bilder werden bei Bedarf neu geladen',
    vaultMoved:
      'Der gespeicherte API-Schlüssel konnte nicht gelesen werden und wurde beiseitegelegt. Gib den Schlüssel in den Einstellungen erneut ein.',
  },
};
