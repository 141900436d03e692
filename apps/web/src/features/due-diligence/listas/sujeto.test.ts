import { describe, expect, it } from 'vitest';

import { nombreSujeto, rutaVer, tieneResultado } from './sujeto';

const persona = {
  tipo_persona: 'natural' as const,
  nombre_completo: 'María José',
  apellido_paterno: 'González',
  apellido_materno: '',
  razon_social: '',
};

describe('nombreSujeto', () => {
  it("joins a person's names, skipping empty ones; a legal entity is its razón social", () => {
    expect(nombreSujeto(persona)).toBe('María José González');
    expect(nombreSujeto({ ...persona, tipo_persona: 'juridica', razon_social: 'Comercial Andes SpA' })).toBe(
      'Comercial Andes SpA',
    );
  });
});

describe('rutaVer', () => {
  it('opens a published report read-only and anything else on its detail', () => {
    expect(rutaVer({ id: 5, estado: 'terminado' })).toBe('/due-diligence/5/readonly');
    expect(rutaVer({ id: 5, estado: 'procesando' })).toBe('/due-diligence/5');
    expect(rutaVer({ id: 5, estado: 'en_revision' })).toBe('/due-diligence/5');
  });
});

describe('tieneResultado', () => {
  it('shows results to a client once published, to analysts already in revision', () => {
    expect(tieneResultado('terminado', { analista: false })).toBe(true);
    expect(tieneResultado('en_revision', { analista: false })).toBe(false);
    expect(tieneResultado('en_revision', { analista: true })).toBe(true);
    expect(tieneResultado('procesando', { analista: true })).toBe(false);
    expect(tieneResultado('fallido', { analista: true })).toBe(false);
  });
});
