// The embedded demo service for the engine's runs without a usable key: started in-process on first
// need, stopped once a real key takes over. The engine decides when; this only keeps one demo at a
// time and knows its key, so the shell can cut it out of logs and renderer pushes.

import type { DemoAccess, DemoSource } from '../../core/ports';
import { demoAccessOf } from '../../demo/demo-access';
import type { DemoService } from '../../demo/demo-service-api';
import { errorText } from '../../../shared/error-text';

export interface EmbeddedDemoSourceOptions {
  startDemo: () => Promise<DemoService>;
  log?: (message: string) => void;
}

export class EmbeddedDemoSource implements DemoSource {
  private demo: Promise<DemoService> | null = null;
  private runningDemoKey: string | null = null;
  private stopping: Promise<void> = Promise.resolve();

  constructor(private readonly options: EmbeddedDemoSourceOptions) {}

  async start(): Promise<DemoAccess> {
    return demoAccessOf(await this.demoService());
  }

  /** The demo key while the demo runs: a secret the renderer must not see either. */
  demoKey(): string | null {
    return this.runningDemoKey;
  }

  stop(): void {
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

  async dispose(): Promise<void> {
    this.stop();
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
}
