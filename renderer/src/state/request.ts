// One request to the app, as the window's code wants it: the channel's value, or a RequestFailed
// that holds the failure as data (shared/ipc-contract.ts InvokeResult) for the window to word.

import type {
  InvokeFailure,
  RequestChannel,
  RequestOf,
  ResponseOf,
  ScoretrayApi,
} from '../../../shared/ipc-contract';

export class RequestFailed extends Error {
  override readonly name = 'RequestFailed';

  constructor(
    readonly channel: RequestChannel,
    readonly failure: InvokeFailure,
  ) {
    super(`${channel} failed: ${failure.code}`);
  }
}

export async function request<C extends RequestChannel>(
  api: Pick<ScoretrayApi, 'invoke'>,
  channel: C,
  ...payload: RequestOf<C> extends undefined ? [] : [RequestOf<C>]
): Promise<ResponseOf<C>> {
  const result = await api.invoke(channel, ...payload);
  if (result.ok) return result.value;
  throw new RequestFailed(channel, result.failure);
}
