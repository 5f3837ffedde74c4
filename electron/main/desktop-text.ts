// Every word the desktop shell shows of its own (tray menu and tooltip, update, shortcut and log
// messages), in one place, so the i18n layer can route them through its translations in one edit.
// Functions take the variable parts; nothing else in electron/main spells out these words.

export const DESKTOP_TEXT = {
  tray: {
    openApp: 'Open Scoretray',
    nothingOn: 'No followed team is playing now',
    pauseAlerts: 'Pause alerts for 1 hour',
    resumeAlerts: (until: string) => `Resume alerts (paused until ${until})`,
    settings: 'Settings…',
    openLogs: 'Open logs',
    quit: 'Quit Scoretray',
    /** The match the rotating icon (Windows, Linux) or title (macOS) shows now. */
    shownInIcon: (line: string) => `In the icon: ${line}`,
    shownInTitle: (line: string) => `In the menu bar: ${line}`,
    tooltipShown: (line: string) => `Scoretray, icon shows ${line}`,
  },
  updates: {
    restartToUpdate: (version: string) => `Restart to update to ${version}`,
    downloading: (version: string) => `Downloading update ${version}…`,
    readyNotice: (version: string) =>
      `Scoretray ${version} is ready: choose "Restart to update" in the tray menu, or it installs when you quit`,
  },
  shortcut: {
    taken: (accelerator: string) =>
      `The shortcut ${accelerator} is taken by another app; choose another in Settings`,
    invalid: (accelerator: string) => `"${accelerator}" is not a shortcut this system accepts`,
  },
  logs: {
    couldNotOpen: (reason: string) => `The log folder could not be opened: ${reason}`,
  },
} as const;
