import { describe, expect, it } from 'vitest';
import { uniqueViolation } from './db-errors';
import { containsPattern, foldText } from './search';

describe('foldText', () => {
  it('lowers case and drops Spanish accents like the SQL translate()', () => {
    expect(foldText('ÑÚÑEZ Álvaro Güemes')).toBe('nunez alvaro guemes');
  });
});

describe('containsPattern', () => {
  it('wraps in % and takes the user’s wildcards literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('uniqueViolation', () => {
  it('finds the violated index through wrapped causes', () => {
    const pg = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'x_unique' });
    expect(uniqueViolation(new Error('Failed query', { cause: pg }))).toBe('x_unique');
    expect(uniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBeUndefined();
    expect(uniqueViolation(new Error('plain'))).toBeUndefined();
  });
});
