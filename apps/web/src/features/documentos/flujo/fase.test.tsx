import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { FASES } from '@atalaya/shared/phases';

import { FaseBadge } from './components/fase-badge';
import { accionDeFase, aprobadorActual, motivoSinEdicion, NO_ASIGNADO, nombrePersona } from './fase';

describe('FaseBadge', () => {
  it.each([
    ['no_iniciado', 'No Iniciado'],
    ['borrador', 'Borrador'],
    ['revision', 'En Revisión'],
    ['en_aprobacion', 'En Aprobación'],
    ['publicacion', 'Publicación'],
    ['rechazado', 'Rechazado'],
    ['obsoleto', 'Obsoleto'],
  ])('shows %s as «%s»', (fase, etiqueta) => {
    render(<FaseBadge fase={fase} />);
    expect(screen.getByText(etiqueta)).toBeTruthy();
  });

  it("raises 'Invalid phase!' for an unknown phase", () => {
    // React logs the render error before rethrowing it.
    const consola = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<FaseBadge fase="archivado" />)).toThrow('Invalid phase!');
    consola.mockRestore();
  });
});

describe('accionDeFase', () => {
  it.each([
    ['no_iniciado', 'Iniciar', '/flujo-documental/creacion/7'],
    ['borrador', 'Continuar', '/flujo-documental/creacion/7'],
    ['revision', 'Revisar', '/flujo-documental/aprobar-revision/7'],
    ['en_aprobacion', 'Revisar', '/flujo-documental/aprobar-publicacion/7'],
    ['publicacion', 'Ver', '/flujo-documental/ver/7'],
    ['rechazado', 'Ver', '/flujo-documental/creacion/7'],
    ['obsoleto', 'Crear', '/flujo-documental/nueva-version/7'],
  ])('%s → %s at %s', (fase, etiqueta, ruta) => {
    expect(accionDeFase(fase, 7)).toEqual({ etiqueta, ruta });
  });

  it('covers every phase', () => {
    for (const fase of FASES) expect(() => accionDeFase(fase, 1)).not.toThrow();
  });

  it("raises 'Invalid phase!' for an unknown phase", () => {
    expect(() => accionDeFase('publicado', 1)).toThrow('Invalid phase!');
    expect(() => accionDeFase('', 1)).toThrow('Invalid phase!');
  });
});

describe('aprobadorActual', () => {
  const revisor = { id: 2, nombre: 'Ignacio', apellido: 'Pérez', email: 'revisor@demo.cl' };
  const aprobador = { id: 3, nombre: 'Francisca', apellido: 'González', email: 'aprobador@demo.cl' };

  it('is the revisor during review and the aprobador otherwise', () => {
    expect(aprobadorActual({ fase: 'revision', revisor, aprobador })).toBe(revisor);
    expect(aprobadorActual({ fase: 'en_aprobacion', revisor, aprobador })).toBe(aprobador);
    expect(aprobadorActual({ fase: 'no_iniciado', revisor, aprobador })).toBe(aprobador);
  });

  it("reads 'No asignado' when nobody is assigned", () => {
    expect(nombrePersona(aprobadorActual({ fase: 'revision', revisor: null, aprobador }))).toBe(NO_ASIGNADO);
    expect(nombrePersona(revisor)).toBe('Ignacio Pérez');
  });
});

describe('motivoSinEdicion', () => {
  const autor = { id: 1, nombre: 'Carolina', apellido: 'Muñoz', email: 'admin@demo.cl' };
  const revisor = { id: 2, nombre: 'Ignacio', apellido: 'Pérez', email: 'revisor@demo.cl' };
  const aprobador = { id: 3, nombre: 'Francisca', apellido: 'González', email: 'aprobador@demo.cl' };

  it('lets only the author work on a started version', () => {
    expect(motivoSinEdicion({ autor, revisor, aprobador }, 1)).toBeNull();
    expect(motivoSinEdicion({ autor, revisor, aprobador }, 4)).toBe(
      'Solo el autor de esta versión (Carolina Muñoz) puede modificar sus archivos.',
    );
  });

  it('lets anyone but the revisor and the aprobador start a version', () => {
    expect(motivoSinEdicion({ autor: null, revisor, aprobador }, 4)).toBeNull();
    expect(motivoSinEdicion({ autor: null, revisor, aprobador }, 2)).toBe(
      'El revisor y el aprobador asignados no pueden ser autores del documento.',
    );
  });
});
