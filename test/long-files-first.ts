// vitest's order of test files: on a fresh clone it has no durations yet and runs the larger files
// first, which can leave a one-minute end-to-end file (test/headless starts the CLI as a process,
// many times) for last while the other worker idles. Those files always go first; within each group
// vitest's own order holds (once it knows durations: failed first, then slowest first).

import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SLOW_FOLDER = /[\\/]test[\\/]headless[\\/]/;

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slow = sorted.filter((file) => SLOW_FOLDER.test(file.moduleId));
    return [...slow, ...sorted.filter((file) => !SLOW_FOLDER.test(file.moduleId))];
  }
}
