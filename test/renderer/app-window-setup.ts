// What every test of the whole window (App) needs under happy-dom, registered as vitest hooks:
// happy-dom lays nothing out, so the live list's scroll area gets the popover's size (or the
// virtual list renders no rows), and the first-run card is already dismissed.

import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { FIRST_RUN_STORAGE_KEY } from '../../renderer/src/components/FirstRunCard';

export function useAppWindow(): void {
  const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const popoverSize = (size: number, descriptor: PropertyDescriptor | undefined) => ({
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('live-list') ? size : (descriptor?.get?.call(this) ?? 0);
    },
  });
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', popoverSize(500, clientHeight));
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', popoverSize(400, clientWidth));
  });
  afterAll(() => {
    if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
    if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
  });
  beforeEach(() => window.localStorage.setItem(FIRST_RUN_STORAGE_KEY, '1'));
  afterEach(cleanup);
}
