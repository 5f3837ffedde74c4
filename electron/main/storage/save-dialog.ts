// The app's FileSaver: the system's save dialog asks where (the calendar export), then the text is
// written there. Cancelling the dialog is an answer (null), not an error.

import { writeFile } from 'node:fs/promises';
import type { FileSaver } from '../../core/ports';

/** The part of Electron's dialog module this uses. */
export interface SaveDialogApi {
  showSaveDialog(options: {
    defaultPath?: string;
    filters?: { name: string; extensions: string[] }[];
  }): Promise<{ canceled: boolean; filePath?: string }>;
}

export function dialogFileSaver(
  dialog: SaveDialogApi,
  defaultDir: () => string,
  write: (path: string, text: string) => Promise<void> = (path, text) =>
    writeFile(path, text, 'utf8'),
): FileSaver {
  return {
    save: async (text, suggestedName) => {
      const extension = suggestedName.includes('.') ? suggestedName.split('.').pop() : undefined;
      const answer = await dialog.showSaveDialog({
        defaultPath: `${defaultDir()}/${suggestedName}`,
        filters: extension ? [{ name: 'Calendar', extensions: [extension] }] : undefined,
      });
      if (answer.canceled || !answer.filePath) return null;
      await write(answer.filePath, text);
      return answer.filePath;
    },
  };
}
