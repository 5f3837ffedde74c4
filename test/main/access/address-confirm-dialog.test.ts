import { describe, expect, it } from 'vitest';
import { addressConfirmDialog } from '../../../electron/main/access/address-confirm-dialog';
import { StubDialog } from '../../electron-stub';

describe('the dialog that lets the key go to a new address', () => {
  it('names the address, keeps the key home unless "Send key" is clicked', async () => {
    const dialog = new StubDialog();
    const confirmer = addressConfirmDialog(dialog);
    expect(await confirmer.confirm('https://scores.example.com')).toBe(false);
    dialog.answer = 0;
    expect(await confirmer.confirm('https://scores.example.com')).toBe(true);
    const question = {
      message: 'Send your API key to https://scores.example.com?',
      buttons: ['Send key', 'Not now'],
    };
    expect(dialog.questions).toMatchObject([question, question]);
  });

  it('has "Not now" as the default button and the cancel, so Enter or Escape keeps the key home', async () => {
    const dialog = new StubDialog();
    await addressConfirmDialog(dialog).confirm('https://scores.example.com');
    const { buttons, defaultId, cancelId } = dialog.questions[0]!;
    expect(buttons[defaultId]).toBe('Not now');
    expect(buttons[cancelId]).toBe('Not now');
  });
});
