import { describe, expect, it } from 'vitest';

import { formatVersion } from './version';

describe('formatVersion', () => {
  it('shows a date as dd/mm/aaaa and a month as mm/aaaa', () => {
    expect(formatVersion('2026-02-27')).toBe('27/02/2026');
    expect(formatVersion('2021-07')).toBe('07/2021');
  });
});
