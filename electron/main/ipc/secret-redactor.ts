// A last line of defence for the rule "the key never reaches the renderer": every push payload and
// every error message crossing to the renderer is scrubbed of the secrets main knows (the user's key,
// the demo key), in case some message upstream quoted a URL or header carrying one.

import type { SecretSource } from '../../core/secret-redaction';

export type { SecretSource };

const REPLACEMENT = '[redacted]';

export class SecretRedactor {
  constructor(private readonly secrets: SecretSource) {}

  text(value: string): string {
    let result = value;
    for (const secret of this.usableSecrets()) result = result.split(secret).join(REPLACEMENT);
    return result;
  }

  /** A deep copy of a JSON-like value with every string scrubbed. */
  value<T>(payload: T): T {
    const secrets = this.usableSecrets();
    if (secrets.length === 0) return payload;
    return scrub(payload, secrets) as T;
  }

  private usableSecrets(): string[] {
    // Very short strings would blank out ordinary words; keys are long.
    return this.secrets().filter(
      (secret): secret is string => typeof secret === 'string' && secret.length >= 6,
    );
  }
}

function scrub(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string') {
    let result = value;
    for (const secret of secrets) result = result.split(secret).join(REPLACEMENT);
    return result;
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, secrets));
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = scrub(item, secrets);
    return copy;
  }
  return value;
}
