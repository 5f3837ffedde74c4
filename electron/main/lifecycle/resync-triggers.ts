// The machine woke up or came back online: whatever the engine had is stale, so it fetches again.
// Resume comes from powerMonitor; connectivity has no event in the main process, so it is polled.

import type { Engine } from '../../core/engine/api';
import type { Clock, TimerHandle } from '../../core/ports';

export interface PowerMonitorLike {
  on(event: 'resume', listener: () => void): unknown;
  removeListener(event: 'resume', listener: () => void): unknown;
}

export interface NetLike {
  isOnline(): boolean;
}

export interface ResyncTriggerOptions {
  engine: { live: Pick<Engine['live'], 'resync'> };
  powerMonitor: PowerMonitorLike;
  net: NetLike;
  clock: Clock;
  onlinePollMs?: number;
}

export function watchForResync(options: ResyncTriggerOptions): () => void {
  const { engine, powerMonitor, net, clock } = options;
  const onResume = () => engine.live.resync('resume from sleep');
  powerMonitor.on('resume', onResume);

  let online = safeIsOnline(net);
  let timer: TimerHandle | null = null;
  let stopped = false;
  const poll = () => {
    if (stopped) return;
    const now = safeIsOnline(net);
    if (now && !online) engine.live.resync('back online');
    online = now;
    timer = clock.setTimeout(poll, options.onlinePollMs ?? 5000);
    timer.unref?.();
  };
  timer = clock.setTimeout(poll, options.onlinePollMs ?? 5000);
  timer.unref?.();

  return () => {
    stopped = true;
    powerMonitor.removeListener('resume', onResume);
    if (timer) clock.clearTimeout(timer);
  };
}

function safeIsOnline(net: NetLike): boolean {
  try {
    return net.isOnline();
  } catch {
    // Not knowing is treated as online: a false "back online" would only cost one refetch.
    return true;
  }
}
