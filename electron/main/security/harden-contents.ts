// Per-page defences: the renderer may not navigate anywhere, open windows, or embed webviews. An
// https link goes to the user's browser instead (ExternalLinks decides).

import type { ExternalLinks } from './external-links';

export interface PreventableEvent {
  preventDefault(): void;
}

export interface HardenableContents {
  on(event: 'will-navigate', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-redirect', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export function hardenContents(
  contents: HardenableContents,
  links: ExternalLinks,
  log: (message: string) => void,
): void {
  contents.on('will-navigate', (event, url) => {
    event.preventDefault();
    // A click on an https link (without target=_blank) still reaches the browser.
    if (!links.open(url)) log(`Blocked navigation to ${url.slice(0, 200)}`);
  });
  contents.on('will-redirect', (event, url) => {
    event.preventDefault();
    log(`Blocked redirect to ${url.slice(0, 200)}`);
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log('Blocked a webview');
  });
  contents.setWindowOpenHandler(({ url }) => {
    links.open(url);
    return { action: 'deny' };
  });
}
