import { describe, expect, it } from 'vitest';

import { formularioDueDiligenceSchema, valoresIniciales, type FormularioDueDiligence } from './form-schema';

const base = valoresIniciales({ companyId: '7', userId: '3' });

const natural: FormularioDueDiligence = {
  ...base,
  rut: '12.345.678-5',
  firstName: 'María José',
  paternalLastName: 'González',
  maternalLastName: 'Pérez',
};

const juridica: FormularioDueDiligence = {
  ...base,
  type: 'juridica',
  reportType: 'full',
  rut: '76.086.428-5',
  socialReason: 'Comercial Andes SpA',
  fantasyName: 'Andes',
  representative: 'Pedro Soto',
  peps: [{ rut: '11.111.111-1' }],
};

/** Messages by field path ('peps.0.rut'), for the failing values. */
function errores(values: FormularioDueDiligence): Record<string, string> {
  const result = formularioDueDiligenceSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('formularioDueDiligenceSchema (SPEC §5)', () => {
  it('defaults to a natural person and a lite report, every other field empty', () => {
    expect(base).toEqual({
      type: 'natural',
      reportType: 'lite',
      rut: '',
      firstName: '',
      paternalLastName: '',
      maternalLastName: '',
      socialReason: '',
      fantasyName: '',
      representative: '',
      peps: [],
      address: '',
      country: '',
      website: '',
      companyId: '7',
      userId: '3',
    });
  });

  it('accepts a complete natural person and a complete legal entity', () => {
    expect(errores(natural)).toEqual({});
    expect(errores(juridica)).toEqual({});
  });

  it('rejects a RUT with a wrong check digit with "RUT inválido", an empty one as missing', () => {
    expect(errores({ ...natural, rut: '12.345.678-9' })).toEqual({ rut: 'RUT inválido' });
    expect(errores({ ...natural, rut: '' })).toEqual({ rut: 'El RUT es obligatorio' });
    expect(errores({ ...natural, rut: '12345678' })).toEqual({ rut: 'RUT inválido' });
  });

  it('accepts RUTs with K and 0 check digits, with or without dots', () => {
    expect(errores({ ...natural, rut: '10.000.013-K' })).toEqual({});
    expect(errores({ ...natural, rut: '10000013-k' })).toEqual({});
    expect(errores({ ...natural, rut: '6.000.005-0' })).toEqual({});
  });

  it('requires the names of a natural person, each message naming its own field', () => {
    expect(errores({ ...base, rut: natural.rut })).toEqual({
      firstName: 'El nombre es obligatorio',
      paternalLastName: 'El apellido paterno es obligatorio',
      maternalLastName: 'El apellido materno es obligatorio',
    });
  });

  it('an empty submit names every missing field at once: the RUT and the names (issue 25 §4)', () => {
    expect(errores(base)).toEqual({
      rut: 'El RUT es obligatorio',
      firstName: 'El nombre es obligatorio',
      paternalLastName: 'El apellido paterno es obligatorio',
      maternalLastName: 'El apellido materno es obligatorio',
    });
  });

  it('treats blanks as empty', () => {
    expect(errores({ ...natural, firstName: '   ' })).toEqual({ firstName: 'El nombre es obligatorio' });
  });

  it('reports every error at once, the RUT with the missing names', () => {
    expect(Object.keys(errores({ ...base, rut: '1-1' }))).toEqual([
      'rut',
      'firstName',
      'paternalLastName',
      'maternalLastName',
    ]);
  });

  it("requires a legal entity's razón social, fantasy name and representative, not a person's names", () => {
    expect(errores({ ...base, type: 'juridica', rut: juridica.rut, firstName: '' })).toEqual({
      socialReason: 'La razón social es obligatoria',
      fantasyName: 'El nombre de fantasía es obligatorio',
      representative: 'El representante es obligatorio',
    });
  });

  it("needs each declared PEP's RUT, and a valid one", () => {
    expect(errores({ ...juridica, peps: [{ rut: '' }, { rut: '11.111.111-2' }, { rut: '22.222.222-2' }] })).toEqual({
      'peps.0.rut': 'El RUT es obligatorio',
      'peps.1.rut': 'RUT inválido',
    });
  });

  it("ignores a natural person's leftover PEP list (PEPs are for legal entities)", () => {
    expect(errores({ ...natural, peps: [{ rut: '' }] })).toEqual({});
  });

  it('takes an empty website or an http(s) URL', () => {
    expect(errores({ ...natural, website: '' })).toEqual({});
    expect(errores({ ...natural, website: 'https://www.andes.cl' })).toEqual({});
    expect(errores({ ...natural, website: 'www.andes.cl' })).toEqual({
      website: 'Ingrese una URL válida (https://…).',
    });
    expect(errores({ ...natural, website: 'ftp://andes.cl' })).toEqual({
      website: 'Ingrese una URL válida (https://…).',
    });
  });

  it('requires the company and the user', () => {
    expect(errores({ ...natural, companyId: '', userId: '' })).toEqual({
      companyId: 'La empresa es obligatoria.',
      userId: 'El usuario es obligatorio.',
    });
  });
});
