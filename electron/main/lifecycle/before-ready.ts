// What must happen before Electron is ready: one instance only (a second launch shows the first's
// window instead), and the app's two schemes registered as privileged, which Electron allows only
// now and only once (so both go in one call): app:// for the window's page, scoretray-img:// for
// crests from the image cache.

import { APP_SCHEME_PRIVILEGES } from '../protocol/app-protocol';
import { IMAGE_SCHEME_PRIVILEGES } from '../protocol/image-protocol';

export interface PreReadyApp {
  requestSingleInstanceLock(): boolean;
  quit(): void;
}

type PrivilegedScheme = typeof APP_SCHEME_PRIVILEGES | typeof IMAGE_SCHEME_PRIVILEGES;

export interface PreReadyProtocol {
  registerSchemesAsPrivileged(schemes: PrivilegedScheme[]): void;
}

/** Returns false when another Scoretray already runs: this one then quits and does nothing else. */
export function prepareBeforeReady(app: PreReadyApp, protocol: PreReadyProtocol): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES, IMAGE_SCHEME_PRIVILEGES]);
  return true;
}
