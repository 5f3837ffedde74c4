// What a route answers, before the server adds headers and faults.

export interface Reply {
  status: number;
  /** JSON value, or raw bytes for images. */
  body: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

export function ok(body: unknown): Reply {
  return { status: 200, body };
}

/** The service's error body (all sports and versions): success false, error.code, error.message. */
export function errorReply(status: number, code: string, message: string): Reply {
  return { status, body: { success: false, error: { code, message } } };
}

export function notFound(what: string): Reply {
  return errorReply(404, 'NOT_FOUND', `${what} does not exist for this sport`);
}

export function badRequest(message: string): Reply {
  return errorReply(400, 'BAD_REQUEST', message);
}

/** Images answer a 404 with their own body: error, hint, status. */
export function imageNotFound(type: string, id: string): Reply {
  return {
    status: 404,
    body: {
      error: `No image for ${type} ${id}`,
      hint: 'Check the id with the data endpoint, or find the canonical id by searching for the name',
      status: 404,
    },
  };
}

export const UNAUTHORIZED_MESSAGE = 'A valid x-api-key header or bearer token is required';

export function unauthorized(): Reply {
  return errorReply(401, 'UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
}

export function forbidden(): Reply {
  return errorReply(403, 'FORBIDDEN', 'Access denied: this account is suspended');
}

export function quotaExceeded(): Reply {
  return errorReply(429, 'RATE_LIMIT_EXCEEDED', 'Daily quota exceeded; it resets at midnight UTC');
}

export function serverError(status: number): Reply {
  return status === 503
    ? errorReply(503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable')
    : errorReply(status, 'INTERNAL_ERROR', 'Internal server error');
}
