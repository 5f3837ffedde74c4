import { describe, expect, it } from 'vitest';
import { RendererOutbox } from '../../../electron/main/ipc/renderer-outbox';
import { SecretRedactor } from '../../../electron/main/ipc/secret-redactor';
import { StubIpcMain, StubIpcRenderer, StubWebContents } from '../../electron-stub';
import { FakeEngine } from '../fake-engine';
import { makeAlert } from '../../fixtures/match-builders';

function setup(secrets: string[] = []) {
  const contents = new StubWebContents(new StubIpcRenderer(new StubIpcMain()));
  let target: StubWebContents | null = contents;
  const channel = new RendererOutbox({
    target: () => target,
    redactor: new SecretRedactor(() => secrets),
    maxQueued: 5,
  });
  return {
    contents,
    channel,
    detach: () => (target = null),
    attach: () => (target = contents),
  };
}

const status = new FakeEngine().status();

describe('push channel', () => {
  it('holds every push until the renderer says it is ready, then sends them in order', () => {
    const { contents, channel } = setup();
    channel.push('alert:raised', makeAlert({ id: 'a' }));
    channel.push('navigate', { view: 'settings' });
    expect(contents.sent).toEqual([]);
    channel.markReady();
    expect(contents.sent.map((item) => item.channel)).toEqual(['alert:raised', 'navigate']);
    channel.push('navigate', { view: 'live' });
    expect(contents.sent).toHaveLength(3);
  });

  it('keeps only the newest status and settings while waiting', () => {
    const { contents, channel } = setup();
    channel.push('status:changed', { ...status, state: 'offline' });
    channel.push('alert:raised', makeAlert());
    channel.push('status:changed', { ...status, state: 'connected' });
    channel.markReady();
    expect(contents.sent.map((item) => item.channel)).toEqual(['alert:raised', 'status:changed']);
    expect(contents.sent[1]?.payload).toMatchObject({ state: 'connected' });
  });

  it('bounds the queue, dropping the oldest', () => {
    const { contents, channel } = setup();
    for (let index = 0; index < 8; index += 1)
      channel.push('alert:raised', makeAlert({ id: `a${index}` }));
    channel.markReady();
    expect(contents.sent.map((item) => (item.payload as { id: string }).id)).toEqual([
      'a3',
      'a4',
      'a5',
      'a6',
      'a7',
    ]);
  });

  it('holds pushes again after the renderer reloads, and while there is no window', () => {
    const { contents, channel, detach, attach } = setup();
    channel.markReady();
    channel.markNotReady();
    channel.push('navigate', { view: 'live' });
    expect(contents.sent).toEqual([]);
    detach();
    channel.markReady();
    channel.push('navigate', { view: 'watchlist' });
    expect(contents.sent).toEqual([]);
    // The window is back and says it is ready: both arrive, in order, and nothing is lost.
    attach();
    channel.markReady();
    expect(contents.sent.map((item) => item.payload)).toEqual([
      { view: 'live' },
      { view: 'watchlist' },
    ]);
  });

  it('scrubs every secret it knows from what it sends', () => {
    const { contents, channel } = setup(['sk-secret-123456']);
    channel.markReady();
    channel.push('status:changed', {
      ...status,
      detail: 'GET wss://host/ws?x-api-key=sk-secret-123456 failed',
    });
    expect(JSON.stringify(contents.sent)).not.toContain('sk-secret-123456');
    expect(contents.sent[0]?.payload).toMatchObject({
      detail: 'GET wss://host/ws?x-api-key=[redacted] failed',
    });
  });
});
