import { describe, expect, it } from 'vitest';
import { TOTAL_MAXIMO } from '@atalaya/shared/contracts/common';
import { rememberedCappedTotal, rememberTotal } from './capped-totals';

describe('capped list totals', () => {
  it('remembers only capped counts, per database, for 30 s', () => {
    const db = {};
    const other = {};
    rememberTotal(db, 'exacto', 42, 0);
    expect(rememberedCappedTotal(db, 'exacto', 1)).toBeUndefined();

    rememberTotal(db, 'tope', TOTAL_MAXIMO + 1, 0);
    expect(rememberedCappedTotal(db, 'tope', 29_999)).toBe(TOTAL_MAXIMO + 1);
    expect(rememberedCappedTotal(other, 'tope', 1)).toBeUndefined();
    expect(rememberedCappedTotal(db, 'tope', 30_000)).toBeUndefined();
    expect(rememberedCappedTotal(db, 'tope', 1)).toBeUndefined();
  });
});
