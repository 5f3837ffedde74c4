// Every word the desktop shell shows of its own (tray menu and tooltip, update, shortcut and log
// messages), in one place, routed through the shared i18n resources (shared/i18n, `desktop.*`).
// Functions take the variable parts; nothing else in electron/main spells out these words.

import { translator, type TFunction } from '../../shared/i18n';

export function desktopText(t: TFunction = translator('en')) {
  return {
    tray: {
      openApp: t('desktop.tray.openApp'),
      nothingOn: t('desktop.tray.nothingOn'),
      pauseAlerts: t('desktop.tray.pauseAlerts'),
      resumeAlerts: (until: string) => t('desktop.tray.resumeAlerts', { until }),
      settings: t('desktop.tray.settings'),
      openLogs: t('desktop.tray.openLogs'),
      addToCalendar: t('fansday.tray.addToCalendar'),
      calendarEmpty: t('fansday.tray.calendarEmpty'),
      quit: t('desktop.tray.quit'),
      /** The match the rotating icon (Windows, Linux) or title (macOS) shows now. */
      shownInIcon: (line: string) => t('desktop.tray.shownInIcon', { line }),
      shownInTitle: (line: string) => t('desktop.tray.shownInTitle', { line }),
      tooltipShown: (line: string) => t('desktop.tray.tooltipShown', { line }),
    },
    updates: {
      restartToUpdate: (version: string) => t('desktop.updates.restartToUpdate', { version }),
      downloading: (version: string) => t('desktop.updates.downloading', { version }),
      readyNotice: (version: string) => t('desktop.updates.readyNotice', { version }),
    },
    shortcut: {
      taken: (accelerator: string) => t('desktop.shortcut.taken', { accelerator }),
      invalid: (accelerator: string) => t('desktop.shortcut.invalid', { accelerator }),
    },
    logs: {
      couldNotOpen: (reason: string) => t('desktop.logs.couldNotOpen', { reason }),
    },
    keyAddress: {
      message: (address: string) => t('desktop.keyAddress.message', { address }),
      detail: t('desktop.keyAddress.detail'),
      send: t('desktop.keyAddress.send'),
      keepHome: t('desktop.keyAddress.keepHome'),
    },
  };
}

/** The English words, for the places that speak before any setting is known (logs, tests). */
export const DESKTOP_TEXT = desktopText();
