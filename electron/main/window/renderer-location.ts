// Where the renderer comes from: the built folder out/renderer served as app://scoretray/ (see
// protocol/app-protocol.ts), or the vite dev server in development. The same answer decides which
// frames may talk to main over IPC.

import { APP_ENTRY_URL, APP_HOST, APP_SCHEME } from '../protocol/app-protocol';

export type RendererLocation = { kind: 'app'; root: string } | { kind: 'dev'; url: string };

/** The dev server only ever counts when it is on loopback: a remote page must never get the API. */
export function rendererLocation(
  builtRendererFolder: string,
  devServerUrl: string | undefined,
  packaged: boolean,
): RendererLocation {
  if (!packaged && devServerUrl && isLoopbackHttp(devServerUrl))
    return { kind: 'dev', url: devServerUrl };
  return { kind: 'app', root: builtRendererFolder };
}

export function rendererUrl(location: RendererLocation): string {
  return location.kind === 'app' ? APP_ENTRY_URL : location.url;
}

/**
 * Whether a frame URL is the app's own renderer. The built renderer must be exactly its index.html
 * on the app scheme (any query or hash is the app's own routing); in development, any page of the
 * dev server's origin.
 */
export function isAppRendererUrl(location: RendererLocation, frameUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(frameUrl);
  } catch {
    return false;
  }
  if (location.kind === 'app') {
    return (
      url.protocol === `${APP_SCHEME}:` &&
      url.host === APP_HOST &&
      url.username === '' &&
      url.pathname === '/index.html'
    );
  }
  return url.origin === new URL(location.url).origin;
}

function isLoopbackHttp(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}
