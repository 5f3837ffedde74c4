// shell.openExternal is a way out of the sandbox, so only links the app built itself may use it:
// https, and an exact match with a link the shell registered. Anything else is refused and logged.

import { errorText } from '../../../shared/error-text';

export interface ExternalOpener {
  openExternal(url: string): Promise<void>;
}

export class ExternalLinks {
  private readonly allowed = new Set<string>();

  constructor(
    private readonly shell: ExternalOpener,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  /** Registers a link the app built (e.g. the service's account page); only https is accepted. */
  allow(link: string): void {
    const normalised = normaliseHttps(link);
    if (normalised === null)
      throw new Error(`Only https links can be opened outside the app: ${link}`);
    this.allowed.add(normalised);
  }

  isAllowed(link: string): boolean {
    const normalised = normaliseHttps(link);
    return normalised !== null && this.allowed.has(normalised);
  }

  /** Opens the link in the user's browser when allowed; returns whether it did. */
  open(link: string): boolean {
    if (!this.isAllowed(link)) {
      this.log(`Refused to open a link the app did not build: ${link.slice(0, 200)}`);
      return false;
    }
    // Reviewed: only https links the app registered itself reach this line (isAllowed above).
    const opening = this.shell.openExternal(link); // eng-disable OPEN_EXTERNAL_JS_CHECK
    opening.catch((error: unknown) => {
      const reason = errorText(error);
      this.log(`The browser could not be opened: ${reason}`);
    });
    return true;
  }
}

function normaliseHttps(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  return url.href;
}
