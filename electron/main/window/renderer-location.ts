// Where the renderer comes from: the built file out/renderer/index.html, or the vite dev server in
// development. The same answer decides which frames may talk to main over IPC.

import { pathToFileURL } from 'node:url';

export type RendererLocation = { kind: 'file'; path: string } | { kind: 'dev'; url: string };

/** The dev server only ever counts when it is on loopback: a remote page must never get the API. */
export function rendererLocation(
  builtIndexPath: string,
  devServerUrl: string | undefined,
  packaged: boolean,
): RendererLocation {
  if (!packaged && devServerUrl && isLoopbackHttp(devServerUrl))
    return { kind: 'dev', url: devServerUrl };
  return { kind: 'file', path: builtIndexPath };
}

export function rendererUrl(location: RendererLocation): string {
  return location.kind === 'file' ? pathToFileURL(location.path).href : location.url;
}

/**
 * Whether a frame URL is the app's own renderer. The built renderer must be exactly its index.html
 * (any query or hash is the app's own routing); in development, any page of the dev server's origin.
 */
export function isAppRendererUrl(location: RendererLocation, frameUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(frameUrl);
  } catch {
    return false;
  }
  if (location.kind === 'file') {
    const expected = new URL(rendererUrl(location));
    return (
      url.protocol === 'file:' && url.host === expected.host && url.pathname === expected.pathname
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
