import { describe, expect, it } from 'vitest';

import { dueDiligenceCreateSchema } from '@atalaya/shared/contracts/due-diligence/solicitudes';

import { valoresIniciales } from './form-schema';
import { campoDelFormulario, payloadDueDiligence } from './payload';

const base = valoresIniciales({ companyId: '7', userId: '3' });

describe('payloadDueDiligence (SPEC §3)', () => {
  it("sends a natural person's names and empties the legal-entity fields", () => {
    const payload = payloadDueDiligence({
      ...base,
      rut: '12.345.678-5',
      firstName: 'María José',
      paternalLastName: 'González',
      maternalLastName: 'Pérez',
      // Left over from switching the type: not sent.
      socialReason: 'Otra SpA',
      peps: [{ rut: '11.111.111-1' }],
      address: 'Av. Providencia 1234',
      country: 'Chile',
      website: 'https://ejemplo.cl',
    });
    expect(payload).toEqual({
      tipo_persona: 'natural',
      tipo_de_reporte: 'lite',
      rut: '12345678-5',
      direccion: 'Av. Providencia 1234',
      pais: 'Chile',
      sitio_web: 'https://ejemplo.cl',
      empresa_id: 7,
      usuario_activo: 3,
      prioridad: 'standard',
      nombre_completo: 'María José',
      apellido_paterno: 'González',
      apellido_materno: 'Pérez',
      razon_social: '',
      nombre_fantasia: '',
      representante: '',
      empresa: '',
      peps: [],
    });
    expect(dueDiligenceCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('sends a legal entity with empresa = fantasy name and normalised PEP RUTs, names empty', () => {
    const payload = payloadDueDiligence({
      ...base,
      type: 'juridica',
      reportType: 'full',
      rut: '76.086.428-5',
      firstName: 'Sobra',
      socialReason: 'Comercial Andes SpA',
      fantasyName: 'Andes',
      representative: 'Pedro Soto',
      peps: [{ rut: '10.000.013-k' }],
    });
    expect(payload).toEqual({
      tipo_persona: 'juridica',
      tipo_de_reporte: 'full',
      rut: '76086428-5',
      direccion: '',
      pais: '',
      sitio_web: '',
      empresa_id: 7,
      usuario_activo: 3,
      prioridad: 'standard',
      nombre_completo: '',
      apellido_paterno: '',
      apellido_materno: '',
      razon_social: 'Comercial Andes SpA',
      nombre_fantasia: 'Andes',
      representante: 'Pedro Soto',
      empresa: 'Andes',
      peps: [{ rut: '10000013-K' }],
    });
    expect(dueDiligenceCreateSchema.safeParse(payload).success).toBe(true);
  });
});

describe('campoDelFormulario', () => {
  it("puts the server's field errors on the form's fields", () => {
    expect(campoDelFormulario('rut')).toBe('rut');
    expect(campoDelFormulario('nombre_completo')).toBe('firstName');
    expect(campoDelFormulario('apellido_materno')).toBe('maternalLastName');
    expect(campoDelFormulario('razon_social')).toBe('socialReason');
    expect(campoDelFormulario('sitio_web')).toBe('website');
    expect(campoDelFormulario('empresa_id')).toBe('companyId');
    expect(campoDelFormulario('peps.2.rut')).toBe('peps.2.rut');
  });

  it('has no field for anything else', () => {
    expect(campoDelFormulario('prioridad')).toBeNull();
    expect(campoDelFormulario('peps')).toBeNull();
  });
});
