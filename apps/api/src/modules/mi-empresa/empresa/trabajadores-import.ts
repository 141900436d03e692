import type { z } from 'zod';
import { trabajadorInputSchema } from '@atalaya/shared/contracts/mi-empresa/empresa';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { trozos, type ErrorCampo, type Importador } from '../../../platform/import/engine';
import { registrarImportacion } from '../../../platform/import/routes';
import { clave, fechaIso, porEtiqueta } from '../../../platform/import/valores';
import { insertTrabajadores, nombresDe, rutsDeTrabajadores } from './empresa.repository';
import { trabajadoresResource } from './empresa.resources';

/*
 * POST /trabajadores/import: the company's payroll from a CSV or XLSX. Headers in Spanish as the
 * template and the list's export write them (RUT, Nombres, Apellido paterno, …; the export's
 * single 'Nombre' column is split as nombres + apellido paterno + apellido materno).
 * Departamento and Centro are names of the same company; Tipo and Estado take their labels.
 */

type Trabajador = z.output<typeof trabajadorInputSchema>;
interface Contexto {
  departamentos: Map<string, number>;
  centros: Map<string, number>;
}

const TIPOS = { propio: 'Propio', contratista: 'Contratista' };
const ESTADOS = { activo: 'Activo', bloqueado: 'Bloqueado', en_validacion: 'En validación' };

/** Id by folded name; of two rows with the same name, the oldest. */
async function porNombre(db: DbOrTx, tabla: 'departamentos' | 'centros', empresaId: number) {
  const rows = await nombresDe(db, tabla, empresaId);
  const out = new Map<string, number>();
  for (const r of rows) if (!out.has(clave(r.nombre))) out.set(clave(r.nombre), r.id);
  return out;
}

/** 'Ana María Pérez Soto' → nombres 'Ana María', paterno 'Pérez', materno 'Soto'. */
export function partirNombre(completo: string) {
  const w = completo.split(/\s+/).filter(Boolean);
  if (w.length <= 1) return { nombres: w[0] ?? '', apellido_paterno: '', apellido_materno: '' };
  if (w.length === 2) return { nombres: w[0]!, apellido_paterno: w[1]!, apellido_materno: '' };
  return {
    nombres: w.slice(0, -2).join(' '),
    apellido_paterno: w[w.length - 2]!,
    apellido_materno: w[w.length - 1]!,
  };
}

export const trabajadoresImportador: Importador<Contexto, Trabajador> = {
  entidad: 'trabajador',
  plural: 'trabajadores',
  columnas: [
    { campo: 'rut', encabezados: ['RUT', 'RUN', 'RUT trabajador'] },
    { campo: 'nombres', encabezados: ['Nombres'] },
    { campo: 'apellido_paterno', encabezados: ['Apellido paterno', 'Primer apellido'] },
    { campo: 'apellido_materno', encabezados: ['Apellido materno', 'Segundo apellido'] },
    { campo: 'nombre_completo', encabezados: ['Nombre', 'Nombre completo'] },
    { campo: 'email', encabezados: ['Email', 'Correo', 'Correo electrónico', 'E-mail'] },
    { campo: 'telefono', encabezados: ['Teléfono', 'Celular', 'Fono'] },
    { campo: 'cargo', encabezados: ['Cargo'] },
    { campo: 'departamento', encabezados: ['Departamento', 'Área'], destino: 'departamento_id' },
    { campo: 'centro', encabezados: ['Centro', 'Centro de trabajo'], destino: 'centro_id' },
    { campo: 'fecha_ingreso', encabezados: ['Fecha de ingreso', 'Fecha ingreso', 'Ingreso'] },
    { campo: 'tipo', encabezados: ['Tipo', 'Tipo de trabajador'] },
    { campo: 'estado', encabezados: ['Estado'] },
  ],
  faltantes(presentes) {
    const faltan: string[] = [];
    if (!presentes.has('rut')) faltan.push('rut');
    if (!presentes.has('nombre_completo')) {
      if (!presentes.has('nombres')) faltan.push('nombres');
      if (!presentes.has('apellido_paterno')) faltan.push('apellido_paterno');
    }
    return faltan;
  },
  async contexto(db, empresaId) {
    return {
      departamentos: await porNombre(db, 'departamentos', empresaId),
      centros: await porNombre(db, 'centros', empresaId),
    };
  },
  convertir(c, ctx) {
    const errores: ErrorCampo[] = [];
    const nombre =
      c.nombre_completo && !c.nombres && !c.apellido_paterno
        ? partirNombre(c.nombre_completo)
        : { nombres: c.nombres, apellido_paterno: c.apellido_paterno, apellido_materno: c.apellido_materno };
    const ref = (campo: 'departamento' | 'centro', mapa: Map<string, number>, etiqueta: string) => {
      const valor = c[campo]!;
      if (!valor) return null;
      const id = mapa.get(clave(valor));
      if (id === undefined) errores.push({ campo, mensaje: `No existe ${etiqueta} «${valor}» en la empresa` });
      return id ?? null;
    };
    return {
      valores: {
        rut: c.rut,
        ...nombre,
        email: c.email,
        telefono: c.telefono,
        cargo: c.cargo,
        departamento_id: ref('departamento', ctx.departamentos, 'el departamento'),
        centro_id: ref('centro', ctx.centros, 'el centro'),
        fecha_ingreso: fechaIso(c.fecha_ingreso!),
        tipo: porEtiqueta(c.tipo!, TIPOS),
        estado: porEtiqueta(c.estado!, ESTADOS),
      },
      errores,
    };
  },
  schema: trabajadorInputSchema,
  unico: {
    campo: 'rut',
    clave: (t) => t.rut,
    enArchivo: (fila) => `RUT repetido en el archivo (también en la fila ${fila})`,
    existente: 'Ya existe un trabajador con este RUT en la empresa',
    async existentes(db, empresaId, ruts) {
      const out = new Set<string>();
      for (const parte of trozos(ruts, 5000)) {
        for (const rut of await rutsDeTrabajadores(db, empresaId, parte)) out.add(rut);
      }
      return out;
    },
  },
  async insertar(tx, ctx, filas) {
    for (const parte of trozos(filas, 1000)) {
      await insertTrabajadores(
        tx,
        parte.map((t) => ({ ...t, empresa_id: ctx.empresaId })),
      );
    }
  },
};

/** Registers POST /trabajadores/import with the list's access (Mi Empresa). */
export function registrarImportacionTrabajadores(app: FastifyInstance) {
  registrarImportacion(app, {
    path: 'trabajadores',
    tag: 'mi-empresa',
    access: trabajadoresResource.access,
    plural: 'trabajadores',
    importador: trabajadoresImportador,
  });
}
