// Which service the engine talks to: with a key in the vault, the service address from the settings;
// without one, the embedded demo service, started in-process on first need and stopped once a real
// key takes over. The key itself only ever flows from the vault to the engine.

import { followedTeamSchema, type Settings } from '../../../shared/settings';
import type { AccessSource, KeyVault, ServiceAccess } from '../../core/ports';
import type { DemoService } from '../../demo/demo-service-api';
import { errorText } from '../../../shared/error-text';

export interface VaultAccessSourceOptions {
  vault: Pick<KeyVault, 'load'>;
  settings: () => Settings;
  startDemo: () => Promise<DemoService>;
  log?: (message: string) => void;
  /** A key without a service address: nothing can be fetched until the user sets one. */
  onMissingEndpoint?: () => void;
}

export class VaultAccessSource implements AccessSource {
  private demo: Promise<DemoService> | null = null;
  private runningDemoKey: string | null = null;
  private stopping: Promise<void> = Promise.resolve();

  constructor(private readonly options: VaultAccessSourceOptions) {}

  async current(): Promise<ServiceAccess> {
    const key = this.options.vault.load();
    if (key) {
      this.stopDemo();
      const { addressForm, baseUrl } = this.options.settings().service;
      // The address is never guessed: without one the engine cannot reach the service, so say so.
      if (baseUrl.trim() === '') this.options.onMissingEndpoint?.();
      return { endpoint: { addressForm, baseUrl: baseUrl.trim() }, apiKey: key, demo: false };
    }
    const demo = await this.demoService();
    return {
      endpoint: { addressForm: 'path', baseUrl: demo.url },
      apiKey: demo.apiKey,
      demo: true,
      suggestedFollows: demo
        .suggestedFollows()
        .map(({ sport, teamId, name }) => followedTeamSchema.parse({ sport, teamId, name })),
    };
  }

  /** The demo key while the demo runs: a secret the renderer must not see either. */
  demoKey(): string | null {
    return this.runningDemoKey;
  }

  async dispose(): Promise<void> {
    this.stopDemo();
    await this.stopping;
  }

  private demoService(): Promise<DemoService> {
    if (!this.demo) {
      const starting = this.options.startDemo();
      this.demo = starting;
      starting.then(
        (demo) => {
          if (this.demo === starting) this.runningDemoKey = demo.apiKey;
        },
        () => undefined,
      );
      // A failed start is not remembered: the next look tries again.
      starting.catch((error: unknown) => {
        if (this.demo === starting) this.demo = null;
        this.options.log?.(`The demo service did not start: ${errorText(error)}`);
      });
    }
    return this.demo;
  }

  /** Settles once a demo that was told to stop has closed its sockets. */
  demoStopped(): Promise<void> {
    return this.stopping;
  }

  private stopDemo(): void {
    const running = this.demo;
    if (!running) return;
    this.demo = null;
    this.runningDemoKey = null;
    this.stopping = running
      .then((demo) => demo.close())
      .catch((error: unknown) =>
        this.options.log?.(`The demo service did not stop cleanly: ${String(error)}`),
      );
  }
}
