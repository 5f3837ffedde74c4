// What must happen before Electron is ready: one instance only (a second launch shows the first's
// window instead), and the image scheme registered as privileged, which Electron allows only now.

import { IMAGE_SCHEME_PRIVILEGES } from '../protocol/image-protocol';

export interface PreReadyApp {
  requestSingleInstanceLock(): boolean;
  quit(): void;
}

export interface PreReadyProtocol {
  registerSchemesAsPrivileged(schemes: (typeof IMAGE_SCHEME_PRIVILEGES)[]): void;
}

/** Returns false when another Scoretray already runs: this one then quits and does nothing else. */
export function prepareBeforeReady(app: PreReadyApp, protocol: PreReadyProtocol): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  protocol.registerSchemesAsPrivileged([IMAGE_SCHEME_PRIVILEGES]);
  return true;
}
