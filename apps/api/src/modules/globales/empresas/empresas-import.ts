import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { empresaInputSchema, MENSAJES_EMPRESAS } from '@atalaya/shared/contracts/globales/empresas';
import type { DbOrTx } from '../../../db/client';
import { access } from '../../../platform/access';
import { trozos, type ErrorCampo, type Importador } from '../../../platform/import/engine';
import { registrarImportacion } from '../../../platform/import/routes';
import { clave } from '../../../platform/import/valores';
import { listComunas, listRegiones } from '../../reference/reference.repository';
import { insertEmpresas, listActividades, listPlanes, rutsExistentes } from './empresas.repository';

/*
 * POST /empresas/import (Globales → empresas, admin_atalaya): companies from a CSV or XLSX.
 * Same body and rules as POST /empresas/: empresaInputSchema, RUT unique, an existing SII
 * activity, a commune of the region, an existing plan; without 'Créditos' a company starts with
 * its plan's due-diligence credits. Región, Comuna and Plan take names or codes, Activa Sí/No.
 * The lookups are loaded once per file (regions, communes, plans, SII codes are small tables).
 */

type EmpresaImport = z.output<typeof empresaInputSchema>;

interface Contexto {
  /** Folded name, official name, roman numeral, ISO code or CUT code → CUT code. */
  regiones: Map<string, string>;
  /** CUT code → region CUT code. */
  comunaRegion: Map<string, string>;
  /** Folded name (and alternative name) → CUT code. */
  comunas: Map<string, string>;
  /** Folded plan name → plan. */
  planes: Map<string, { id: number; creditos: number }>;
  creditosPorPlan: Map<number, number>;
  /** SII code → code, and folded description → code (when unique). */
  actividades: Map<string, string>;
}

const SI = new Set(['si', 's', 'true', 'verdadero', '1', 'activa', 'activo', 'x']);
const NO = new Set(['no', 'n', 'false', 'falso', '0', 'inactiva', 'inactivo']);

/** Ways people write the Metropolitan region that are not its official names. */
const ALIAS_REGION: Record<string, string> = { rm: '13', metropolitana: '13', 'region metropolitana': '13' };

async function cargarContexto(db: DbOrTx): Promise<Contexto> {
  const [regionRows, comunaRows, planRows, actividadRows] = await Promise.all([
    listRegiones(db),
    listComunas(db),
    listPlanes(db),
    listActividades(db),
  ]);
  const regiones = new Map<string, string>(Object.entries(ALIAS_REGION));
  for (const r of regionRows) {
    for (const k of [r.codigo, r.nombre, r.nombre_oficial, r.romano, r.iso_3166_2]) regiones.set(clave(k), r.codigo);
  }
  const comunas = new Map<string, string>();
  const comunaRegion = new Map<string, string>();
  for (const c of comunaRows) {
    comunaRegion.set(c.codigo, c.region_codigo);
    comunas.set(c.codigo, c.codigo);
    comunas.set(clave(c.nombre), c.codigo);
    if (c.nombre_alternativo) comunas.set(clave(c.nombre_alternativo), c.codigo);
  }
  const actividades = new Map<string, string>();
  const repetidas = new Set<string>();
  for (const a of actividadRows) {
    actividades.set(a.codigo, a.codigo);
    const d = clave(a.descripcion);
    if (actividades.has(d)) repetidas.add(d);
    else actividades.set(d, a.codigo);
  }
  for (const d of repetidas) actividades.delete(d);
  return {
    regiones,
    comunas,
    comunaRegion,
    planes: new Map(planRows.map((p) => [clave(p.nombre), { id: p.id, creditos: p.creditos }])),
    creditosPorPlan: new Map(planRows.map((p) => [p.id, p.creditos])),
    actividades,
  };
}

/** A numeric code Excel may have stripped of its leading zeros ('5' → '05', '5101' → '05101'). */
const codigo = (v: string, largo: number) => (/^\d+$/.test(v) && v.length < largo ? v.padStart(largo, '0') : v);

export const empresasImportador: Importador<Contexto, EmpresaImport> = {
  entidad: 'empresa',
  plural: 'empresas',
  columnas: [
    { campo: 'rut', encabezados: ['RUT', 'RUT empresa'] },
    { campo: 'nombre', encabezados: ['Razón social', 'Nombre', 'Empresa'] },
    { campo: 'nombre_fantasia', encabezados: ['Nombre de fantasía', 'Nombre fantasía', 'Fantasía'] },
    {
      campo: 'actividad_codigo',
      encabezados: ['Actividad económica', 'Código actividad', 'Actividad', 'Giro', 'Código SII'],
    },
    { campo: 'direccion', encabezados: ['Dirección', 'Domicilio'] },
    { campo: 'region_codigo', encabezados: ['Región', 'Código región'] },
    { campo: 'comuna_codigo', encabezados: ['Comuna', 'Código comuna'] },
    { campo: 'plan_id', encabezados: ['Plan'] },
    { campo: 'activa', encabezados: ['Activa', 'Activo', 'Estado'] },
    {
      campo: 'creditos_due_diligence',
      encabezados: ['Créditos due diligence', 'Créditos DD', 'Créditos'],
    },
  ],
  faltantes: (presentes) => ['rut', 'nombre', 'plan_id'].filter((c) => !presentes.has(c)),
  contexto: (db) => cargarContexto(db),
  convertir(c, ctx) {
    const errores: ErrorCampo[] = [];
    const error = (campo: string, mensaje: string) => errores.push({ campo, mensaje });

    let actividad: string | undefined = undefined;
    if (c.actividad_codigo) {
      // '620100', '620100 - ACTIVIDADES DE PROGRAMACIÓN…' or the description itself.
      const m = /^(\d{5,6})(?:\s*[-–:]\s*.*|\s.*)?$/.exec(c.actividad_codigo);
      actividad = ctx.actividades.get(m ? codigo(m[1]!, 6) : clave(c.actividad_codigo));
      if (!actividad) {
        error('actividad_codigo', `No existe la actividad económica «${c.actividad_codigo}» (código SII de 6 dígitos)`);
      }
    }

    let region: string | undefined = undefined;
    if (c.region_codigo) {
      region = ctx.regiones.get(clave(codigo(c.region_codigo, 2)));
      if (!region) error('region_codigo', `No existe la región «${c.region_codigo}»`);
    }
    let comuna: string | undefined = undefined;
    if (c.comuna_codigo) {
      comuna = ctx.comunas.get(clave(codigo(c.comuna_codigo, 5)));
      if (!comuna) error('comuna_codigo', `No existe la comuna «${c.comuna_codigo}»`);
      else if (!c.region_codigo) region = ctx.comunaRegion.get(comuna);
      else if (region && ctx.comunaRegion.get(comuna) !== region) {
        error('comuna_codigo', `La comuna «${c.comuna_codigo}» no pertenece a la región indicada`);
      }
    } else if (region) {
      error('comuna_codigo', 'Indique la comuna (debe pertenecer a la región)');
    }

    let plan: number | undefined = undefined;
    if (c.plan_id) {
      plan = ctx.planes.get(clave(c.plan_id))?.id;
      if (plan === undefined) error('plan_id', `No existe el plan «${c.plan_id}»`);
    }

    let activa: boolean | undefined = undefined;
    if (c.activa) {
      const v = clave(c.activa);
      if (SI.has(v)) activa = true;
      else if (NO.has(v)) activa = false;
      else error('activa', 'Indique Sí o No');
    }

    // '1.000' as Chileans write thousands.
    const creditos = c.creditos_due_diligence!.replace(
      /^(\d{1,3})((?:\.\d{3})+)$/,
      (_, a: string, b: string) => a + b.replaceAll('.', ''),
    );

    return {
      valores: {
        rut: c.rut,
        nombre: c.nombre,
        nombre_fantasia: c.nombre_fantasia,
        actividad_codigo: actividad ?? null,
        direccion: c.direccion,
        region_codigo: region ?? null,
        comuna_codigo: comuna ?? null,
        plan_id: plan,
        activa,
        creditos_due_diligence: creditos === '' ? undefined : creditos,
      },
      errores,
    };
  },
  schema: empresaInputSchema,
  unico: {
    campo: 'rut',
    clave: (e) => e.rut,
    enArchivo: (fila) => `RUT repetido en el archivo (también en la fila ${fila})`,
    existente: MENSAJES_EMPRESAS.rutDuplicado,
    async existentes(db, _empresaId, ruts) {
      // RUTs are unique across the platform.
      const out = new Set<string>();
      for (const parte of trozos(ruts, 5000)) {
        for (const rut of await rutsExistentes(db, parte)) out.add(rut);
      }
      return out;
    },
  },
  async insertar(tx, _ctx, filas, ctx) {
    for (const parte of trozos(filas, 500)) {
      await insertEmpresas(
        tx,
        parte.map((e) => ({
          rut: e.rut,
          nombre: e.nombre,
          nombre_fantasia: e.nombre_fantasia,
          actividad_codigo: e.actividad_codigo,
          direccion: e.direccion,
          region_codigo: e.region_codigo,
          comuna_codigo: e.comuna_codigo,
          plan_id: e.plan_id,
          activo: e.activa,
          // As POST /empresas/: without credits, the plan's.
          creditos_due_diligence: e.creditos_due_diligence ?? ctx.creditosPorPlan.get(e.plan_id) ?? 0,
        })),
      );
    }
  },
};

/** Registers POST /empresas/import (admin_atalaya, like the rest of Globales → empresas). */
export function registrarImportacionEmpresas(app: FastifyInstance) {
  registrarImportacion(app, {
    path: 'empresas',
    tag: 'empresas',
    access: access.plataforma(),
    plural: 'empresas',
    importador: empresasImportador,
    nota:
      'Solo administradores de la plataforma. Columnas: RUT, Razón social, Nombre de fantasía, Actividad económica ' +
      '(código SII), Dirección, Región y Comuna (nombre o código CUT; la comuna debe ser de la región), Plan (nombre), ' +
      'Activa (Sí/No) y, opcional, Créditos due diligence (sin valor, los del plan). Un RUT ya registrado es un error.',
  });
}
