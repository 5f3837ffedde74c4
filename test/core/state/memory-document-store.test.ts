// The in-memory DocumentStore behaves like the file store where callers can tell.

import { describe, expect, it } from 'vitest';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { CorruptDocumentError } from '../../../electron/core/state/document-errors';

describe('MemoryDocumentStore', () => {
  it('copies values in and out, so a caller cannot change what is stored by accident', () => {
    const store = new MemoryDocumentStore();
    const value = { follows: ['a'] };
    store.write('settings', value);
    value.follows.push('b');
    const read = store.read('settings') as { follows: string[] };
    read.follows.push('c');
    expect(store.read('settings')).toEqual({ follows: ['a'] });
    expect(store.writes()).toBe(1);
  });

  it('throws for damaged text and moves it aside with its reason', () => {
    const store = new MemoryDocumentStore({}, () => Date.UTC(2026, 0, 2));
    store.putRaw('settings', '{oops');
    expect(() => store.read('settings')).toThrow(CorruptDocumentError);
    const where = store.quarantine('settings', 'not JSON');
    expect(where).toMatch(/^memory:\/\/settings\.corrupt-20260102T000000000Z-1\.json$/);
    expect(store.read('settings')).toBeUndefined();
    expect(store.quarantinedDocuments()).toEqual([
      { name: 'settings', location: where, text: '{oops', reason: 'not JSON' },
    ]);
    expect(store.quarantine('settings', 'again')).toBeNull();
  });
});
