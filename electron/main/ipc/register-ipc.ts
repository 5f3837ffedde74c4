// One ipcMain.handle per channel of the contract. Before any handler runs, the sender frame must be
// the app's own renderer (top frame, app URL) and the payload must fit the channel's schema; either
// failure is answered with a clear error and nothing runs. Once a handler ran, its answer is an
// InvokeResult: the value, or the failure as data. Nothing sent back carries a secret.

import { ZodError } from 'zod';
import {
  REQUEST_CHANNELS,
  parseRequest,
  type InvokeResult,
  type ParsedRequestOf,
  type RequestChannel,
  type ResponseOf,
} from '../../../shared/ipc-contract';
import type { AppApi } from '../../core/app-api';
import { invokeResult } from '../../core/app-failures';
import type { SecretRedactor } from './secret-redactor';
import { errorText } from '../../../shared/error-text';

export interface SenderFrame {
  url: string;
  /** null for a top-level frame; sub-frames never get the API. */
  parent: unknown;
}

export interface InvokeEvent {
  readonly senderFrame: SenderFrame | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

export interface RegisterIpcOptions {
  ipcMain: IpcMainLike;
  api: AppApi;
  isAppFrameUrl: (url: string) => boolean;
  redactor: SecretRedactor;
  log?: (message: string) => void;
}

export class IpcRequestError extends Error {
  override readonly name = 'IpcRequestError';
}

/** Registers every channel; returns a function that removes them again. */
export function registerIpcHandlers(options: RegisterIpcOptions): () => void {
  const { ipcMain } = options;
  for (const channel of REQUEST_CHANNELS) {
    ipcMain.handle(channel, (event, ...args) => handleRequest(options, channel, event, args));
  }
  return () => {
    for (const channel of REQUEST_CHANNELS) ipcMain.removeHandler(channel);
  };
}

export function isAllowedSender(
  frame: SenderFrame | null,
  isAppFrameUrl: (url: string) => boolean,
): boolean {
  return (
    frame !== null &&
    (frame.parent === null || frame.parent === undefined) &&
    isAppFrameUrl(frame.url)
  );
}

async function handleRequest(
  options: RegisterIpcOptions,
  channel: RequestChannel,
  event: InvokeEvent,
  args: unknown[],
): Promise<InvokeResult<unknown>> {
  const { redactor, log } = options;
  if (!isAllowedSender(event.senderFrame, options.isAppFrameUrl)) {
    log?.(
      `Refused ${channel} from ${event.senderFrame?.url.slice(0, 200) ?? 'a frame that is gone'}`,
    );
    throw new IpcRequestError(
      `${channel} refused: the request did not come from the Scoretray window`,
    );
  }
  if (args.length > 1) {
    throw new IpcRequestError(
      `${channel} refused: a request is one value, ${args.length} were sent`,
    );
  }
  let request: ParsedRequestOf<typeof channel>;
  try {
    request = parseRequest(channel, args[0]);
  } catch (error) {
    throw new IpcRequestError(redactor.text(`${channel} refused: ${describeInvalid(error)}`));
  }
  const result = await invokeResult(
    () => dispatch(options.api, channel, request),
    (error) => log?.(redactor.text(`${channel} failed: ${errorText(error)}`)),
  );
  // A refusal's words may name what was refused (an address, a file); never a key.
  return result.ok ? result : (JSON.parse(redactor.text(JSON.stringify(result))) as typeof result);
}

function dispatch<C extends RequestChannel>(
  api: AppApi,
  channel: C,
  request: ParsedRequestOf<C>,
): Promise<ResponseOf<C>> {
  const handler = api[channel] as (request: ParsedRequestOf<C>) => Promise<ResponseOf<C>>;
  return handler(request);
}

/** Where and why the payload does not fit, without echoing the values themselves. */
function describeInvalid(error: unknown): string {
  if (!(error instanceof ZodError)) return 'the request is not valid';
  const parts = error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path === '' ? issue.message : `${path}: ${issue.message}`;
  });
  return parts.join('; ');
}
