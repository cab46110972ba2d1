// Named by clause 2.3's "Proved by" line: the coverage check holds that its tests name the clause.
import assert from 'node:assert/strict';
import { test } from 'node:test';

test('an order without a drink totals 0 (spec 2.3)', () => {
  assert.equal(
    [].reduce((total, price) => total + price, 0),
    0,
  );
});
