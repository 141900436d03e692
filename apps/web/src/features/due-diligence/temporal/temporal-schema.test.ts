import { describe, expect, it } from 'vitest';

import type { DueDiligenceDetalle } from '@atalaya/shared/contracts/due-diligence/solicitudes';

import { temporalFormSchema, valoresIniciales } from './temporal-schema';

const detalle = {
  id: 7,
  tipo_persona: 'juridica',
  razon_social: 'Transportes del Sur Ltda.',
  nombre_fantasia: 'TransSur',
  nombre_completo: '',
  apellido_paterno: '',
  apellido_materno: '',
  rut: '77215904-8',
  empresa_nombre: 'Empresa Demo SpA',
  perfil: null,
  nivel_riesgo: null,
  razones_riesgo: [],
  is_pep: false,
  listas_internacionales: false,
} as unknown as DueDiligenceDetalle;

describe('temporal form schema', () => {
  it('starts from an empty profile and asks for a risk level', () => {
    const valores = valoresIniciales(detalle);
    expect(valores.perfil.nombre).toBe('TransSur');
    expect(valores.perfil.relacion_con_el_cliente.nombre_cliente_solicitante).toBe('Empresa Demo SpA');
    const r = temporalFormSchema.safeParse(valores);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['nivel_riesgo']);
  });

  it("refuses a person's invalid RUT ('RUT inválido') and sends valid ones normalized", () => {
    const valores = valoresIniciales({ ...detalle, nivel_riesgo: 'bajo' });
    valores.perfil.sociedades.socios = [
      { nombre: 'Ana Pérez', rut: '12.345.678-9', fecha_nacimiento: '', is_pep: false },
      { nombre: 'Sin RUT', rut: '', fecha_nacimiento: '', is_pep: false },
    ];
    const malo = temporalFormSchema.safeParse(valores);
    expect(malo.error?.issues).toMatchObject([
      { path: ['perfil', 'sociedades', 'socios', 0, 'rut'], message: 'RUT inválido' },
    ]);

    valores.perfil.sociedades.socios[0]!.rut = '12.345.678-5';
    const bueno = temporalFormSchema.parse(valores);
    expect(bueno.perfil.sociedades.socios.map((s) => s.rut)).toEqual(['12345678-5', '']);
  });
});
