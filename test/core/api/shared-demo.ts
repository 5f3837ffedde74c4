// One demo service shared by a whole test file: started once, closed at the end, and its faults
// and request log cleared before each test so no test sees another's switches or traffic.

import { afterAll, beforeAll, beforeEach } from 'vitest';
import { isServiceError, type ServiceError } from '../../../electron/core/api/service-errors';
import type { DemoService, DemoServiceOptions } from '../../../electron/demo/demo-service-api';
import { startTestDemo } from '../../fixtures/demo-service';

export function useSharedDemo(options: DemoServiceOptions = {}): () => DemoService {
  let demo: DemoService | undefined;
  beforeAll(async () => {
    demo = await startTestDemo(options);
  });
  afterAll(async () => {
    await demo?.close();
  });
  beforeEach(() => {
    demo?.faults.clear();
    demo?.log.reset();
  });
  return () => {
    if (!demo) throw new Error('the shared demo service is not running yet');
    return demo;
  };
}

/** The service error a call fails with; any other outcome fails the test. */
export async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    if (isServiceError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
