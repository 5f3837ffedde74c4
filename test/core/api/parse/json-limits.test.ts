import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonLimitBreach } from '../../../../electron/core/api/parse/json-limits';

const limits = { maxDepth: 3, maxItems: 3, maxStringLength: 5, maxTotalItems: 12 };

describe('JSON limits', () => {
  it('passes what keeps to them, empty containers and escaped quotes included', () => {
    expect(jsonLimitBreach('{"a":[1,2,3],"b":{},"c":[]}', limits)).toBeNull();
    expect(jsonLimitBreach('["a\\"b", "12345"]', limits)).toBeNull();
    expect(jsonLimitBreach('[[[]]]', limits)).toBeNull();
  });

  it('names the limit broken', () => {
    expect(jsonLimitBreach('[[[[]]]]', limits)).toBe('nesting deeper than 3 levels');
    expect(jsonLimitBreach('[1,2,3,4]', limits)).toBe('a list or object of more than 3 items');
    expect(jsonLimitBreach('{"a":1,"b":2,"c":3,"d":4}', limits)).toBe(
      'a list or object of more than 3 items',
    );
    expect(jsonLimitBreach('["123456"]', limits)).toBe(
      'a text of 6 characters (at most 5 are read)',
    );
  });

  it('does not count commas inside strings or nested lists against the outer one', () => {
    expect(jsonLimitBreach('["1,2,3,4"]', { ...limits, maxStringLength: 50 })).toBeNull();
    expect(jsonLimitBreach('[[1,2,3],[1,2,3],[1,2,3]]', limits)).toBeNull();
  });

  it('holds the whole answer to a budget of values, however they are spread', () => {
    // 3 lists of 3 and the outer list's 3: 12 values, the budget.
    expect(jsonLimitBreach('[[1,2,3],[1,2,3],[1,2,3]]', limits)).toBeNull();
    expect(jsonLimitBreach('[[1,2,3],[1,2,3],[1,2,[4]]]', limits)).toBe(
      'more than 12 values in all',
    );
  });

  it('finds the end of every string, escaped quotes and backslashes included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', maxLength: 30 }), { maxLength: 3 }),
        (texts) => {
          const written = texts.map((text) => JSON.stringify(text).length - 2);
          // The keys are one character long.
          const longest = Math.max(1, ...written);
          const roomy = { maxDepth: 3, maxItems: 10, maxTotalItems: 100 };
          const body = JSON.stringify({ t: texts, a: [1, 2] });
          expect(jsonLimitBreach(body, { ...roomy, maxStringLength: longest })).toBeNull();
          if (longest > 1)
            expect(jsonLimitBreach(body, { ...roomy, maxStringLength: longest - 1 })).toBe(
              `a text of ${longest} characters (at most ${longest - 1} are read)`,
            );
          // A comma inside a string is no item: four items in the outer list break a limit of three.
          expect(
            jsonLimitBreach(JSON.stringify([...texts, ',', ',"\\']), {
              ...roomy,
              maxItems: 3,
              maxStringLength: 99,
            }),
          ).toBe(texts.length + 2 > 3 ? 'a list or object of more than 3 items' : null);
        },
      ),
    );
  });
});
