import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeCheckDigit, isValidRut } from '@atalaya/shared/rut';
import { testConfig } from '../../../../config';
import type { DatosPersonaNatural } from '../proveedor';
import { RUTS_DEMO_EN_LISTAS } from './demo-en-listas';
import { crearProveedorMock } from './proveedor-mock';

const config = testConfig();
const ahora = () => new Date('2026-11-22T12:00:00Z');
const proveedor = crearProveedorMock(config, ahora);
const rut = (n: number) => `${n}-${computeCheckDigit(String(n))}`;
/** 300 natural-person RUTs spread over the real range. */
const personas = Array.from({ length: 300 }, (_, i) => rut(5_000_000 + i * 61_813));

async function comunasReales(): Promise<Set<string>> {
  const csv = await readFile(path.join(config.referenceDataDir!, 'chile_dpa/comunas.csv'), 'utf8');
  return new Set(
    csv
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((l) => l.split(',')[1]!),
  );
}

describe('proveedor mock', () => {
  it('answers the same for the same RUT, every time and from a new instance', async () => {
    const otro = crearProveedorMock(config, ahora);
    for (const r of ['12345678-5', '76543210-3']) {
      expect(await otro.persona(r)).toEqual(await proveedor.persona(r));
      expect(await otro.causas(r)).toEqual(await proveedor.causas(r));
      expect(await otro.situacionFinanciera(r)).toEqual(await proveedor.situacionFinanciera(r));
      expect(await otro.pep(r)).toEqual(await proveedor.pep(r));
    }
    expect(await otro.empresa('76543210-3')).toEqual(await proveedor.empresa('76543210-3'));
    expect(await proveedor.persona('12345678-5')).not.toEqual(await proveedor.persona('11111111-1'));
  });

  it('gives natural persons Spanish names, a real commune and a plausible age', async () => {
    const comunas = await comunasReales();
    for (const r of personas.slice(0, 50)) {
      const ficha = (await proveedor.persona(r))!;
      expect(ficha.person_type).toBe('natural');
      expect(comunas.has(ficha.location.commune)).toBe(true);
      const d = ficha.data as DatosPersonaNatural;
      expect(d.names).toMatch(/^[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+( [A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)?$/);
      expect(d.paternal_surname).not.toBe('');
      expect(d.age).toBe(2026 - Number(d.birthdate.slice(0, 4)));
      expect(d.age).toBeGreaterThanOrEqual(18);
      expect(d.age).toBeLessThan(100);
    }
  });

  it('describes companies with an SII activity, partners with valid RUTs and a size', async () => {
    const cinco = [76_000_123, 76_543_210, 77_111_222, 96_500_100, 99_520_000].map(rut);
    for (const r of cinco) {
      const e = await proveedor.empresa(r);
      expect(e.razon_social).toMatch(/(SpA|S\.A\.|Ltda\.|EIRL|Limitada)$/);
      expect(e.actividad_economica).toMatch(/^\d{6} \S/);
      const personasSociedad = [
        ...e.sociedades.socios,
        ...e.sociedades.representante_legal,
        ...e.sociedades.beneficiarios,
      ];
      expect(e.sociedades.socios.length).toBeGreaterThan(0);
      expect(e.sociedades.representante_legal).toHaveLength(1);
      for (const p of personasSociedad) {
        expect(isValidRut(p.rut)).toBe(true);
        // A partner looked up on their own is the same person.
        const ficha = (await proveedor.persona(p.rut))!.data as DatosPersonaNatural;
        expect([ficha.names, ficha.paternal_surname, ficha.maternal_surname].join(' ')).toBe(p.nombre);
        expect(ficha.birthdate).toBe(p.fecha_nacimiento);
      }
      expect(['PyME', 'mediana', 'grande']).toContain((await proveedor.situacionFinanciera(r)).tipo_de_empresa);
      expect((await proveedor.persona(r))!.data).toEqual({ company_name: e.razon_social });
    }
  });

  it('makes about one person in ten a PEP and gives some of them court cases and debts', async () => {
    const peps = (await Promise.all(personas.map((r) => proveedor.pep(r)))).filter((p) => p.es_pep);
    expect(peps.length).toBeGreaterThan(15);
    expect(peps.length).toBeLessThan(50);
    expect(peps.every((p) => p.cargo)).toBe(true);
    const causas = await Promise.all(personas.map((r) => proveedor.causas(r)));
    expect(causas.filter((c) => c.penal > 0).length).toBeGreaterThan(5);
    expect(causas.filter((c) => c.civil + c.laboral + c.penal + c.cobranza === 0).length).toBeGreaterThan(100);
    const deudas = await Promise.all(personas.map((r) => proveedor.situacionFinanciera(r)));
    const conDeuda = deudas.filter((s) => s.documentos_impagos.cantidad > 0);
    expect(conDeuda.length).toBeGreaterThan(20);
    for (const s of conDeuda) {
      expect(s.documentos_impagos.monto).toBe(s.documentos_impagos.desglose.reduce((t, d) => t + d.monto, 0));
    }
  });

  it('answers the demo RUTs with people on the UN list', async () => {
    const jimmy = (await proveedor.persona(RUTS_DEMO_EN_LISTAS.jimmyCherizier))!.data as DatosPersonaNatural;
    expect(jimmy).toMatchObject({ names: 'Jimmy', paternal_surname: 'Cherizier', birthdate: '1977-03-30' });
    const empresa = await proveedor.empresa(RUTS_DEMO_EN_LISTAS.empresaConRepresentanteListado);
    expect(empresa.sociedades.representante_legal[0]).toMatchObject({
      nombre: 'Laurent Nkunda',
      rut: RUTS_DEMO_EN_LISTAS.laurentNkunda,
    });
  });

  it('treats low RUT bodies as unknown and checks identity-card serial numbers', async () => {
    expect(await proveedor.persona(rut(123_456))).toBeNull();
    const invalida = await proveedor.cedula('12345678-5', 'abc');
    expect(invalida).toMatchObject({ rut: '12345678-5', serial_number: 'abc', is_valid: false });
    const validas = await Promise.all(personas.slice(0, 40).map((r) => proveedor.cedula(r, '123.456.789')));
    const n = validas.filter((c) => c.is_valid).length;
    expect(n).toBeGreaterThan(25);
    expect(n).toBeLessThan(40);
    expect(await proveedor.cedula(personas[0]!, '123456789')).toEqual(
      await proveedor.cedula(personas[0]!, '123456789'),
    );
  });
});
