// Which service address the user's key may go to. The key is bound to the address it was saved for;
// another address takes it only once the person confirmed it (in the app a native dialog of the main
// process, in the headless mode by naming it with --base-url). What is stored is a proof, an
// HMAC-SHA256 keyed with the API key over the address: whoever edits the files on disk cannot bind
// the key to an address of their own without knowing the key, and the key itself is not stored.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalAddress, type AddressLike } from '../../../shared/service-address';
import { problem, type Problem } from '../../../shared/problems';
import type { DocumentStore } from '../ports';

const KEY_BINDING_DOCUMENT = 'key-binding';

export class KeyBinding {
  constructor(
    private readonly store: DocumentStore,
    private readonly onProblem: (reported: Problem) => void = () => undefined,
  ) {}

  /** Whether the key was saved for, or confirmed for, this address. */
  allows(key: string, address: AddressLike): boolean {
    const stored = this.storedProof();
    if (stored === null) return false;
    const expected = proof(key, address);
    return stored.length === expected.length && timingSafeEqual(stored, expected);
  }

  /** The person agreed: the key may go to this address (and no longer to the one before). */
  bind(key: string, address: AddressLike): void {
    this.store.write(KEY_BINDING_DOCUMENT, { proof: proof(key, address).toString('hex') });
  }

  private storedProof(): Buffer | null {
    let raw: unknown;
    try {
      raw = this.store.read(KEY_BINDING_DOCUMENT);
    } catch (error) {
      // Unreadable is unconfirmed: the key stays home until the person confirms again.
      this.onProblem(problem('keyBindingUnreadable', {}, String(error)));
      return null;
    }
    const hex = (raw as { proof?: unknown } | undefined)?.proof;
    return typeof hex === 'string' && /^[0-9a-f]{64}$/.test(hex) ? Buffer.from(hex, 'hex') : null;
  }
}

function proof(key: string, address: AddressLike): Buffer {
  return createHmac('sha256', key).update(canonicalAddress(address)).digest();
}
