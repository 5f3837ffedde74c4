// The app's AddressConfirmer: a native message box of the main process asks whether the stored key
// may go to a new service address. The renderer can ask for the question (key:confirm-address) but
// never answer it, so a page alone cannot move the key. "Not now" is the default and the cancel.
// Its words are asked for when it opens, so it speaks the language the user has chosen by then.

import type { AddressConfirmer } from '../../core/ports';
import { DESKTOP_TEXT } from '../desktop-text';

export interface MessageBoxLike {
  showMessageBox(options: {
    type: 'warning';
    message: string;
    detail: string;
    buttons: string[];
    defaultId: number;
    cancelId: number;
    noLink: boolean;
  }): Promise<{ response: number }>;
}

const SEND = 0;
const KEEP_HOME = 1;

export function addressConfirmDialog(
  dialog: MessageBoxLike,
  words: () => typeof DESKTOP_TEXT.keyAddress = () => DESKTOP_TEXT.keyAddress,
): AddressConfirmer {
  return {
    confirm: async (address) => {
      const text = words();
      const { response } = await dialog.showMessageBox({
        type: 'warning',
        message: text.message(address),
        detail: text.detail,
        buttons: [text.send, text.keepHome],
        defaultId: KEEP_HOME,
        cancelId: KEEP_HOME,
        noLink: true,
      });
      return response === SEND;
    },
  };
}
