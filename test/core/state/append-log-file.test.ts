// The append-only log of the file-backed stores, on a real temporary folder. A "kill" here is a
// second store opening the same folder while the first one still holds its descriptor open,
// unflushed, as a process killed with SIGKILL leaves it.

import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CorruptDocumentError } from '../../../electron/core/state/document-errors';
import { FileDocumentStore } from '../../../electron/core/state/file-document-store';
import { makeTempDir, type TempDir } from '../../fixtures/temp-dir';

const NOW = Date.UTC(2026, 8, 29, 12, 30, 5, 120);

describe('an append-only log of the file store', () => {
  let dir: TempDir;
  let path: string;
  const storeOn = () => new FileDocumentStore(dir.path, { now: () => NOW });
  beforeEach(() => {
    dir = makeTempDir();
    path = join(dir.path, 'marks.jsonl');
  });
  afterEach(() => dir.remove());

  it('keeps each record as one line, readable by the next process without a close or flush', () => {
    const log = storeOn().log('marks');
    log.append(['a']);
    log.append(['b', 'c']);
    expect(readFileSync(path, 'utf8')).toBe('["a"]\n["b","c"]\n');
    expect(storeOn().log('marks').read()).toEqual([['a'], ['b', 'c']]);
  });

  it('has no records before the first append, and none after a clear', () => {
    const log = storeOn().log('marks');
    expect(log.read()).toEqual([]);
    log.append(['a']);
    log.clear();
    expect(storeOn().log('marks').read()).toEqual([]);
    log.append(['b']);
    expect(storeOn().log('marks').read()).toEqual([['b']]);
  });

  it('leaves out a last record cut short, and the next append does not run into it', () => {
    storeOn().log('marks').append(['a']);
    // A kill in mid-append: the record's line end never reached the file.
    appendFileSync(path, '["b","c');
    const next = storeOn().log('marks');
    expect(next.read()).toEqual([['a']]);
    next.append(['d']);
    expect(storeOn().log('marks').read()).toEqual([['a'], ['d']]);
  });

  it('refuses a damaged record before the last, and keeps the damaged log aside', () => {
    appendFileSync(path, '["a"]\n{not json\n["b"]\n');
    const log = storeOn().log('marks');
    expect(() => log.read()).toThrow(CorruptDocumentError);
    expect(() => log.read()).toThrow(/record 2 is not JSON/);
    const kept = log.quarantine('damaged: record 2 is not JSON');
    expect(kept).toBe(join(dir.path, 'marks.corrupt-20260929T123005120Z.jsonl'));
    expect(readFileSync(kept!, 'utf8')).toBe('["a"]\n{not json\n["b"]\n');
    expect(
      readFileSync(join(dir.path, 'marks.corrupt-20260929T123005120Z.reason.txt'), 'utf8'),
    ).toBe('damaged: record 2 is not JSON\n');
    log.append(['c']);
    expect(storeOn().log('marks').read()).toEqual([['c']]);
  });

  it('refuses a FIFO in the log’s place at once, for reading and for appending', () => {
    execFileSync('mkfifo', [path]);
    const log = storeOn().log('marks');
    expect(() => log.read()).toThrow(/not a regular file/);
    expect(() => log.append(['a'])).toThrow(/not a regular file/);
    expect(readdirSync(dir.path)).toEqual(['marks.jsonl']);
  });
});
