// The bridge the renderer gets as window.scoretray: invoke() for the contract's request channels,
// on() for its push events, imageUrl() for the image protocol, now() for match clocks. Nothing else
// crosses: never the raw ipcRenderer, never an event object, never the key (main keeps it).

// Types only: a value import of the contract would bundle its schemas, and zod cannot be required
// by a sandboxed preload. The tables below are checked against the contract by tsc and by tests.
import type {
  EventChannel,
  EventTypes,
  RequestChannel,
  ScoretrayApi,
} from '../../shared/ipc-contract';
import type { ImageKind } from '../../shared/domain';

/** A flag's id: as shared/domain's imageIdFor takes it (the preload keeps its own copy). */
const COUNTRY_CODE = /^[A-Za-z]{2,3}$/;

export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

// The Record types make tsc fail when a channel or event is added to or removed from the contract.
const REQUEST_CHANNEL_SET: Readonly<Record<RequestChannel, true>> = {
  'app:ready': true,
  'live:list': true,
  'live:view': true,
  'live:counts': true,
  'match:detail': true,
  'match:centre': true,
  'search:run': true,
  'follow:add': true,
  'follow:remove': true,
  'competition:follow': true,
  'competition:unfollow': true,
  'sports:list': true,
  'watchlist:get': true,
  'day:schedule': true,
  'team:overviews': true,
  'competition:tables': true,
  'calendar:export': true,
  'competition:rounds': true,
  'competition:round': true,
  'competition:leaders': true,
  'competition:champions': true,
  'competition:season': true,
  'browse:countries': true,
  'browse:tournaments': true,
  'search:all': true,
  'match:odds': true,
  'people:player': true,
  'people:team': true,
  'settings:get': true,
  'settings:update': true,
  'status:get': true,
  'alerts:pause': true,
  'key:set': true,
  'key:test': true,
  'key:masked': true,
  'key:clear': true,
  'key:confirm-address': true,
  'desktop:status': true,
  'desktop:open-logs': true,
  'desktop:restart-to-update': true,
};

const EVENT_CHANNEL_SET: Readonly<Record<EventChannel, true>> = {
  'live:changed': true,
  'status:changed': true,
  'alert:raised': true,
  'settings:changed': true,
  navigate: true,
  'desktop:changed': true,
  'data:problem': true,
};

const IMAGE_KIND_SET: Readonly<Record<ImageKind, true>> = {
  team: true,
  tournament: true,
  player: true,
  country: true,
};

/** Same scheme and form as the contract's imageProtocolUrl (a test holds them equal). */
const IMAGE_PROTOCOL = 'scoretray-img';

export function isBridgeRequestChannel(value: unknown): value is RequestChannel {
  return typeof value === 'string' && Object.hasOwn(REQUEST_CHANNEL_SET, value);
}

export function isBridgeEventChannel(value: unknown): value is EventChannel {
  return typeof value === 'string' && Object.hasOwn(EVENT_CHANNEL_SET, value);
}

export function createScoretrayApi(ipc: IpcRendererLike): ScoretrayApi {
  const api: ScoretrayApi = {
    invoke(channel, ...request) {
      if (!isBridgeRequestChannel(channel)) {
        return Promise.reject(new Error(`Unknown channel: ${String(channel).slice(0, 60)}`));
      }
      if (request.length > 1)
        return Promise.reject(new Error(`${channel} takes one request value`));
      // The result type follows from the contract; main answers InvokeResult<ResponseOf<channel>>.
      return ipc.invoke(channel, ...request) as never;
    },
    on<E extends EventChannel>(event: E, listener: (payload: EventTypes[E]) => void) {
      if (!isBridgeEventChannel(event))
        throw new Error(`Unknown event: ${String(event).slice(0, 60)}`);
      if (typeof listener !== 'function') throw new TypeError('A listener must be a function');
      // Only the payload reaches the page; Electron's event object (with its sender) stays here.
      const wrapped = (_event: unknown, payload: unknown) => listener(payload as EventTypes[E]);
      ipc.on(event, wrapped);
      return () => {
        ipc.removeListener(event, wrapped);
      };
    },
    // The engine in main reads the system clock (systemClock in electron/main/index.ts), as this does.
    now: () => Date.now(),
    imageUrl(kind, sport, id) {
      if (typeof kind !== 'string' || !Object.hasOwn(IMAGE_KIND_SET, kind))
        throw new Error(`Unknown image kind: ${String(kind).slice(0, 30)}`);
      const where = `${IMAGE_PROTOCOL}://${kind}/${encodeURIComponent(String(sport))}`;
      if (kind === 'country') {
        if (typeof id !== 'string' || !COUNTRY_CODE.test(id))
          throw new Error('A flag is named by a 2-3 letter country code');
        return `${where}/${id.toUpperCase()}`;
      }
      if (typeof id !== 'number' || !Number.isFinite(id) || id < 0)
        throw new Error('An image id is a number');
      return `${where}/${Math.trunc(id)}`;
    },
  };
  return Object.freeze(api);
}
