import { describe, expect, it } from 'vitest';

import { BUSQUEDA_MAX } from '@atalaya/shared/contracts/busqueda';
import { terminoBusqueda } from './use-busqueda';

describe('terminoBusqueda', () => {
  it('asks nothing for fewer than 2 characters (spaces do not count)', () => {
    expect(terminoBusqueda('')).toBeNull();
    expect(terminoBusqueda('a')).toBeNull();
    expect(terminoBusqueda('  a  ')).toBeNull();
  });

  it('sends what the user typed, trimmed, as the server will read it', () => {
    expect(terminoBusqueda(' 12.345.678-5 ')).toBe('12.345.678-5');
    expect(terminoBusqueda('DEN-000001')).toBe('DEN-000001');
  });

  it('never sends more than the server accepts', () => {
    expect(terminoBusqueda('x'.repeat(BUSQUEDA_MAX + 20))).toHaveLength(BUSQUEDA_MAX);
  });
});
