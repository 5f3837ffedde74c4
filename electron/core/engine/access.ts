// Which service the engine talks to and with which key. The engine owns the address (the run's own,
// or its settings'); the shell only hands over the key (KeySource) and is never asked for settings.
// The key goes only where it may: an https address (plain http only on this computer) that it was
// saved for or the person confirmed (KeyBinding). Otherwise, and without a key, the embedded demo
// service answers (DemoSource), started on first need and let go once a key takes over.

import { insecureAddressProblem } from '../../../shared/service-address';
import type { FollowedTeam } from '../../../shared/settings';
import {
  problem,
  ProblemError,
  problemWords,
  type Problem,
  type ProblemKey,
  type ProblemWords,
} from '../../../shared/problems';
import type { AddressConfirmer, DemoSource, KeySource, ServiceEndpoint } from '../ports';
import type { KeyBinding } from '../state/key-binding';

export interface ServiceAccess {
  endpoint: ServiceEndpoint;
  apiKey: string;
  /** True when this is the embedded demo service (no usable user key). */
  demo: boolean;
  /** The demo's picks, followed while the user follows nobody. */
  suggestedFollows?: FollowedTeam[];
  /** Why the user's key was kept back and the demo answers instead; null when it was not. */
  heldBack: KeyHeldBack | null;
}

export interface KeyHeldBack {
  /** The address the key was not sent to. */
  address: string;
  /** Why, worded in the reader's language (problemText; problemLogLine for the log). */
  words: ProblemWords;
  /** Whether the person can let it go there (a confirmation); false for an http:// address. */
  confirmable: boolean;
}

export interface AccessDeps {
  keys: KeySource;
  demo?: DemoSource;
  confirmer?: AddressConfirmer;
  binding: KeyBinding;
  /** The address the key goes to: the run's own (headless --base-url) or the settings'. */
  address: () => ServiceEndpoint;
  /** The run's own address was named by the person for this run: that is their confirmation. */
  addressNamedForRun: boolean;
  problem: (code: string, reported: Problem) => void;
}

/** The engine's access to the service: resolved on start and on every key or address change. */
export class AccessKeeper {
  private access: ServiceAccess | null = null;

  constructor(private readonly deps: AccessDeps) {}

  current(): ServiceAccess | null {
    return this.access;
  }

  async resolve(): Promise<ServiceAccess> {
    this.access = await resolveAccess(this.deps);
    return this.access;
  }

  /**
   * A key was just saved in the window: it belongs to the service address shown beside it there.
   * (Only someone who knows a key can save it, so this never moves a stored key elsewhere.)
   */
  keySaved(): void {
    const key = this.deps.keys.current();
    const address = this.deps.address();
    if (!key || address.baseUrl.trim() === '' || insecureAddressProblem(address)) return;
    this.deps.binding.bind(key, address);
  }

  /**
   * Where a key under test goes: the service address, never the demo. The stored key is not tested
   * against an address it is held back from, and no key goes to a plain http:// address.
   */
  testTarget(key: string): ServiceEndpoint {
    const address = this.deps.address();
    const held = keyHeldBack(key, address, this.deps.binding, this.deps.addressNamedForRun);
    if (held && (!held.confirmable || key === this.deps.keys.current())) {
      throw new ProblemError(held.words);
    }
    return { addressForm: address.addressForm, baseUrl: address.baseUrl.trim() };
  }

  /**
   * Asks the person, outside the renderer, whether the stored key may go to the current address;
   * binds it there when they agree. False when there is nothing to confirm or they declined.
   */
  async confirmAddress(): Promise<boolean> {
    const key = this.deps.keys.current();
    const address = this.deps.address();
    const held = key
      ? keyHeldBack(key, address, this.deps.binding, this.deps.addressNamedForRun)
      : null;
    if (!key || !held?.confirmable || !this.deps.confirmer) return false;
    if (!(await this.deps.confirmer.confirm(held.address))) return false;
    // The key or the address may have changed while the question was open: bind what was asked.
    if (this.deps.keys.current() !== key) return false;
    this.deps.binding.bind(key, address);
    return true;
  }
}

async function resolveAccess(deps: AccessDeps): Promise<ServiceAccess> {
  const key = deps.keys.current();
  const address = deps.address();
  const heldBack = key ? keyHeldBack(key, address, deps.binding, deps.addressNamedForRun) : null;
  if (key && !heldBack) {
    deps.demo?.stop();
    const baseUrl = address.baseUrl.trim();
    // The address is never guessed: without one the engine cannot reach the service, so say so.
    if (baseUrl === '') deps.problem('service-address', problem('addressMissing'));
    else if (deps.addressNamedForRun) deps.binding.bind(key, address);
    return {
      endpoint: { addressForm: address.addressForm, baseUrl },
      apiKey: key,
      demo: false,
      heldBack: null,
    };
  }
  if (heldBack) deps.problem('key-held-back', { words: heldBack.words, detail: null });
  if (!deps.demo) {
    throw heldBack
      ? new ProblemError(heldBack.words)
      : new Error('There is no API key and no demo to run on');
  }
  const demo = await deps.demo.start();
  return {
    endpoint: { addressForm: 'path', baseUrl: demo.url },
    apiKey: demo.apiKey,
    demo: true,
    suggestedFollows: demo.suggestedFollows,
    heldBack,
  };
}

/** Why the key must stay home from this address, or null when it may go there. */
export function keyHeldBack(
  key: string,
  address: ServiceEndpoint,
  binding: KeyBinding,
  namedForRun: boolean,
  /** How the person confirms it: in the app's Settings, or (headless) by naming it in a run. */
  confirmedBy: 'settings' | 'run' = 'settings',
): KeyHeldBack | null {
  const where = address.baseUrl.trim();
  if (where === '') return null;
  const heldBack = (key: ProblemKey, confirmable: boolean): KeyHeldBack => {
    const words = problemWords(key, { address: where });
    return { address: where, words, confirmable };
  };
  if (insecureAddressProblem(address)) return heldBack('keyNotSentInsecure', false);
  if (namedForRun || binding.allows(key, address)) return null;
  return heldBack(
    confirmedBy === 'run' ? 'keyNotSentUnconfirmedRun' : 'keyNotSentUnconfirmed',
    true,
  );
}
