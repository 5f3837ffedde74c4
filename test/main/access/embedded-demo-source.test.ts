import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedDemoSource } from '../../../electron/main/access/embedded-demo-source';
import type { DemoService } from '../../../electron/demo/demo-service-api';
import { startTestDemo } from '../../fixtures/demo-service';

const started: DemoService[] = [];
let source: EmbeddedDemoSource | null = null;

afterEach(async () => {
  await source?.dispose();
  await Promise.all(started.splice(0).map((demo) => demo.close().catch(() => undefined)));
});

function setup(failFirst = false) {
  let starts = 0;
  source = new EmbeddedDemoSource({
    startDemo: async () => {
      starts += 1;
      if (failFirst && starts === 1) throw new Error('port in use');
      const demo = await startTestDemo();
      started.push(demo);
      return demo;
    },
  });
  return { source, starts: () => starts };
}

describe('the embedded demo source', () => {
  it('starts the demo service once and answers its address and key', async () => {
    const { source, starts } = setup();
    const access = await source.start();
    expect(access.url).toBe(started[0]?.url);
    expect(access.apiKey).toBe(started[0]?.apiKey);
    expect(source.demoKey()).toBe(access.apiKey);
    await source.start();
    expect(starts()).toBe(1);
    // The demo really answers on loopback with that key.
    const live = await request(`${access.url}/v2/football/events/live`, {
      headers: { 'x-api-key': access.apiKey },
    });
    expect(live.statusCode).toBe(200);
    await live.body.dump();
  });

  it('starts one demo when two looks ask at the same time', async () => {
    const { source, starts } = setup();
    const [first, second] = await Promise.all([source.start(), source.start()]);
    expect(starts()).toBe(1);
    expect(second).toEqual(first);
  });

  it('closes the demo when a key takes over, and forgets its key', async () => {
    const { source } = setup();
    const access = await source.start();
    source.stop();
    expect(source.demoKey()).toBeNull();
    // dispose() waits for the stop already under way to close the demo's sockets.
    await source.dispose();
    await expect(
      request(`${access.url}/v2/football/events/live`, {
        headers: { 'x-api-key': access.apiKey },
      }).then((r) => r.body.dump()),
    ).rejects.toThrow();
  });

  it('tries the demo again after a failed start', async () => {
    const { source } = setup(true);
    await expect(source.start()).rejects.toThrow('port in use');
    const access = await source.start();
    expect(access.url).toBe(started[0]?.url);
  });
});
