// English words of the engine's and the shell's problems: damaged or unsaved state, a key held back
// from an address, the service failing, the app failing to start. The engine and the shell carry a
// problem as a key of this group plus its values (shared/problems.ts); the notification, the window
// and the headless line word it in the user's language. Technical reasons (an OS error, a parser's
// complaint) are not part of these sentences: they go to the log and the headless `detail`.

export const problemsEn = {
  // A state file set aside; {{what}} and {{consequence}} are parts below.
  movedAside: '{{file}} was {{what}}; moved to {{location}} and {{consequence}}',
  notFoundToKeep: '{{file}} was {{what}}; it could not be found to keep and {{consequence}}',
  notMovedAside: '{{file}} was {{what}} and could not be moved aside; {{consequence}}',
  notSaved: '{{what}} could not be saved; {{consequence}}',
  scoresNotSaved: 'The last known scores could not be saved',
  settingsNotSaved: 'Settings could not be saved',
  settingsUpgradeNotSaved:
    'Settings were upgraded from version {{version}} but could not be saved; the old file is left as it is',
  keyBindingUnreadable: "The key's confirmed address could not be read",
  imageIndexMoved:
    'The image cache index ({{path}}) was unreadable; the cached images are forgotten and fetched again when needed; the damaged copy is at {{location}}',
  imageIndexNotMoved:
    'The image cache index ({{path}}) was unreadable; the cached images are forgotten and fetched again when needed; it could not be set aside',
  imageIndexEntries:
    'The image cache index ({{path}}) had {{count}} unreadable entries; those images are fetched again when needed',
  vaultMoved:
    'The saved API key could not be read; the file was moved to {{location}}. Enter the key again in Settings.',
  vaultLost:
    'The saved API key could not be read; the file could not be found to keep. Enter the key again in Settings.',
  // The service and the key.
  addressMissing: 'Your API key is saved, but the service address is empty: set it in Settings',
  keyNotSentInsecure:
    'Your API key is not sent to {{address}}: The service address must start with https:// (plain http:// only for this computer: 127.0.0.1, ::1 or localhost)',
  keyNotSentUnconfirmed:
    'Your API key is not sent to {{address}} until you confirm that address in Settings → Service; the demo service runs meanwhile',
  keyNotSentUnconfirmedRun:
    'Your API key is not sent to {{address}} until you confirm that address by naming it once with --base-url {{address}}; the demo service runs meanwhile',
  addressNotConfirmed: 'The new address could not be confirmed',
  keySwitchFailed: 'Could not switch to the new key',
  pushDown: 'Live push lost; scores are polled until it is back',
  badAnswer: 'The service sent an answer Scoretray could not read',
  unreadableEvents: 'The service sent {{count}} events Scoretray could not read; they were skipped',
  server: 'The service had a problem answering; Scoretray tries again by itself',
  network: 'The service could not be reached; Scoretray tries again by itself',
  timeout: 'The service did not answer in time; Scoretray tries again by itself',
  // The app itself.
  alertsFailed: 'Alerts could not be worked out',
  internal: 'Something went wrong inside Scoretray; it keeps running',
  // The engine's own error log lines (an image cache that cannot be used, a listener that threw).
  partFailed: 'A part of Scoretray failed and was left out; the rest keeps running',
  startFailed: 'Scoretray could not start; it keeps trying',
  engineNotStarted: 'The engine could not start',
  windowFailed: 'The window could not be loaded',
  // {{why}} is one of the file parts below (calendarWhy in electron/core/fansday/calendar.ts).
  calendarNotWritten: 'The calendar could not be written to {{file}}: {{why}}',
  calendarNotSaved: 'The calendar could not be saved: {{why}}',
  calendarDesktopOnly: 'Only the desktop app can save a calendar file',
  countsFailed: 'The live counts could not be had',
  watchlistFailed:
    "Your teams' next matches, results and tables could not be had; Scoretray asks again within the hour",
  tableUnknown: 'The service does not know {{sport}} tournament {{id}}: it has no table to show',
  tableFailed: 'The table of {{sport}} tournament {{id}} could not be had',
  browseFailed: 'A part of {{sport}} {{id}} could not be had',
  searchFailed: 'The search for "{{query}}" could not be made',
  playerUnknown: 'The service does not know {{sport}} player {{id}}',
  playerFailed: 'The {{sport}} player {{id}} could not be had',
  teamUnknown: 'The service does not know {{sport}} team {{id}}',
  teamFailed: 'The {{sport}} team {{id}} could not be had',
  dayFailed: 'The {{sport}} matches of the day could not be had',
  matchUnknown: 'The service does not know {{sport}} match {{id}}: there is no match page to show',
  matchFailed: 'The {{sport}} match {{id}} could not be had',
  // Parts the sentences above take as {{what}} and {{consequence}}.
  part: {
    damaged: 'damaged',
    notValid: 'not valid',
    partlyInvalid: 'partly invalid',
    partlyUnreadable: 'partly unreadable',
    notUsable: 'not usable as it is',
    defaultsUsed: 'defaults are used',
    valuesKept: 'the values this version understands are kept, the rest are defaults',
    invalidReplaced: 'the invalid values were replaced by defaults',
    freshLook: 'the next look at the live scores is taken as a fresh start',
    readableKept: 'the readable matches are kept',
    ledgerAfresh: 'the record of sent alerts starts afresh',
    otherRecordsKept:
      'the records of the other matches are kept; alerts of those matches may be told again',
    heldLost: 'alerts held during quiet hours could not be recovered',
    shownLost: 'an alert shown just before the app stopped may be shown again',
    heldAlerts: 'Alerts held for after quiet hours',
    keptUntilClose: 'they are kept until the app closes',
    shownNote: 'The note that an alert was shown',
    mayShowAgain: 'it may be shown again after a restart',
    ledger: 'The record of sent alerts',
    mayRepeat: 'an alert may repeat after a restart',
    // Why a file could not be written, from the system's error code.
    noPermission: 'Scoretray may not write there',
    diskFull: 'the disk is full',
    readOnly: 'the disk is read-only',
    noFolder: 'that folder does not exist',
    isFolder: 'a folder of that name is in the way',
    systemRefused: 'the system refused to write the file',
    fixturesUnknown: "your teams' next fixtures could not be had from the service",
  },
  // The window's notice of damaged data says the same without where the copy went: a path means
  // nothing to a fan and runs across a narrow window; the notification and the log keep it.
  notice: {
    movedAside: '{{file}} was {{what}}; a copy was kept and {{consequence}}',
    imageIndexMoved:
      'The image cache index was unreadable; the cached images are forgotten and fetched again when needed',
    imageIndexNotMoved:
      'The image cache index was unreadable; the cached images are forgotten and fetched again when needed',
    imageIndexEntries:
      'The image cache index had {{count}} unreadable entries; those images are fetched again when needed',
    vaultMoved:
      'The saved API key could not be read and was set aside. Enter the key again in Settings.',
  },
};
