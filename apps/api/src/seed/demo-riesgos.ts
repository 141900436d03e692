import { and, eq, inArray } from 'drizzle-orm';
import { computeCheckDigit } from '@atalaya/shared/rut';
import { MATRIZ_POR_DEFECTO, nivelInherente } from '@atalaya/shared/risk-matrix';
import type { DbOrTx } from '../db/client';
import {
  matrices_riesgo,
  mitigaciones,
  procesos,
  riesgo_mitigaciones,
  riesgos,
  trabajadores,
} from '../db/schema/index';
import { recordAudit } from '../platform/audit';

/*
 * Risk demo data for Empresa Demo SpA: the default matrix, offences of Ley 20.393 (as amended by
 * Ley 21.595) mapped on its processes, and the controls that mitigate them.
 */

type Estado = 'Cubierto' | 'En proceso' | 'No cubierto';
interface DemoRiesgo {
  nombre: string;
  delito: string;
  descripcion: string;
  proceso: string;
  responsable: number;
  probabilidad: number;
  impacto: number;
  estado: Estado;
}
interface DemoMitigacion {
  nombre: string;
  descripcion: string;
  tipo: 'preventivo' | 'detectivo' | 'correctivo';
  modo: 'manual' | 'automatico';
  frecuencia: 'diaria' | 'semanal' | 'mensual' | 'trimestral' | 'anual' | 'por_evento';
  efectividad: 'alta' | 'media' | 'baja' | 'no_evaluada';
  responsable: number;
  /** Names of the risks it mitigates. */
  riesgos: string[];
}

const EMPRESA = 'Empresa Demo SpA';

const RIESGOS: DemoRiesgo[] = [
  {
    nombre: 'Pago indebido a funcionario en licitación',
    delito: 'Cohecho',
    descripcion: 'Ofrecer o consentir un beneficio a un funcionario público para adjudicar una licitación.',
    proceso: 'COM-01',
    responsable: 19345678,
    probabilidad: 3,
    impacto: 5,
    estado: 'En proceso',
  },
  {
    nombre: 'Beneficios a fiscalizadores en inspecciones',
    delito: 'Cohecho',
    descripcion: 'Regalos o invitaciones a funcionarios que fiscalizan a la empresa.',
    proceso: 'COM-02',
    responsable: 13987654,
    probabilidad: 2,
    impacto: 5,
    estado: 'Cubierto',
  },
  {
    nombre: 'Ingreso de fondos de origen ilícito vía clientes',
    delito: 'Lavado de activos',
    descripcion: 'Pagos de clientes con fondos de procedencia desconocida o fraccionados.',
    proceso: 'FIN-01',
    responsable: 17890456,
    probabilidad: 2,
    impacto: 4,
    estado: 'En proceso',
  },
  {
    nombre: 'Compra de mercadería robada a proveedores informales',
    delito: 'Receptación',
    descripcion: 'Adquirir bienes cuyo origen ilícito se conoce o no pudo menos que conocerse.',
    proceso: 'OPE-01',
    responsable: 16234789,
    probabilidad: 3,
    impacto: 3,
    estado: 'No cubierto',
  },
  {
    nombre: 'Uso de recursos de la empresa en beneficio propio',
    delito: 'Administración desleal',
    descripcion: 'Quien administra el patrimonio de la empresa lo perjudica abusando de sus facultades.',
    proceso: 'FIN-01',
    responsable: 17890456,
    probabilidad: 2,
    impacto: 4,
    estado: 'Cubierto',
  },
  {
    nombre: 'Comisiones a empleados de clientes privados',
    delito: 'Corrupción entre particulares',
    descripcion: 'Pagar a un empleado de otra empresa para favorecer la contratación.',
    proceso: 'ABA-01',
    responsable: 14789012,
    probabilidad: 4,
    impacto: 3,
    estado: 'En proceso',
  },
  {
    nombre: 'Interés personal en contratos con proveedores',
    delito: 'Negociación incompatible',
    descripcion: 'Directores o gerentes que se interesan en negocios de la empresa con partes relacionadas.',
    proceso: 'EST-01',
    responsable: 12345678,
    probabilidad: 2,
    impacto: 3,
    estado: 'Cubierto',
  },
  {
    nombre: 'Retención de bienes de terceros en custodia',
    delito: 'Apropiación indebida',
    descripcion: 'No devolver dinero o especies recibidos en depósito o administración.',
    proceso: 'OPE-01',
    responsable: 16234789,
    probabilidad: 1,
    impacto: 3,
    estado: 'No cubierto',
  },
  {
    nombre: 'Donaciones a organizaciones vinculadas a terrorismo',
    delito: 'Financiamiento del terrorismo',
    descripcion: 'Aportes o auspicios que terminan financiando actividades terroristas.',
    proceso: 'FIN-02',
    responsable: 11234567,
    probabilidad: 1,
    impacto: 5,
    estado: 'En proceso',
  },
  {
    nombre: 'Contratación de personal extranjero sin permiso de trabajo',
    delito: 'Trata de personas y tráfico de migrantes',
    descripcion: 'Incorporar trabajadores en condiciones irregulares o abusivas.',
    proceso: 'PER-01',
    responsable: 14567890,
    probabilidad: 2,
    impacto: 4,
    estado: 'No cubierto',
  },
  {
    nombre: 'Filtración de datos personales de trabajadores',
    delito: 'Delitos informáticos',
    descripcion: 'Acceso o divulgación indebida de bases de datos (Ley 21.459).',
    proceso: 'TEC-01',
    responsable: 16543210,
    probabilidad: 3,
    impacto: 4,
    estado: 'En proceso',
  },
];

const MITIGACIONES: DemoMitigacion[] = [
  {
    nombre: 'Canal de denuncias anónimo',
    descripcion: 'Canal web y telefónico con reserva de identidad, gestionado por Cumplimiento.',
    tipo: 'detectivo',
    modo: 'automatico',
    frecuencia: 'por_evento',
    efectividad: 'alta',
    responsable: 13456789,
    riesgos: [
      'Pago indebido a funcionario en licitación',
      'Comisiones a empleados de clientes privados',
      'Uso de recursos de la empresa en beneficio propio',
    ],
  },
  {
    nombre: 'Due diligence de terceros',
    descripcion: 'Verificación de proveedores y clientes: listas internacionales, PEP y beneficiarios finales.',
    tipo: 'preventivo',
    modo: 'manual',
    frecuencia: 'por_evento',
    efectividad: 'alta',
    responsable: 14789012,
    riesgos: [
      'Ingreso de fondos de origen ilícito vía clientes',
      'Compra de mercadería robada a proveedores informales',
      'Donaciones a organizaciones vinculadas a terrorismo',
      'Comisiones a empleados de clientes privados',
    ],
  },
  {
    nombre: 'Política de regalos e invitaciones',
    descripcion: 'Prohíbe beneficios a funcionarios públicos y fija topes y registro para privados.',
    tipo: 'preventivo',
    modo: 'manual',
    frecuencia: 'anual',
    efectividad: 'media',
    responsable: 13456789,
    riesgos: ['Beneficios a fiscalizadores en inspecciones', 'Pago indebido a funcionario en licitación'],
  },
  {
    nombre: 'Segregación de funciones en pagos',
    descripcion: 'Quien registra un proveedor no aprueba ni ejecuta sus pagos; doble firma sobre UF 500.',
    tipo: 'preventivo',
    modo: 'automatico',
    frecuencia: 'diaria',
    efectividad: 'alta',
    responsable: 17890456,
    riesgos: ['Uso de recursos de la empresa en beneficio propio', 'Ingreso de fondos de origen ilícito vía clientes'],
  },
  {
    nombre: 'Capacitación anual del modelo de prevención',
    descripcion: 'Curso obligatorio sobre Ley 20.393, Ley 21.595 y Ley Karin con evaluación.',
    tipo: 'preventivo',
    modo: 'manual',
    frecuencia: 'anual',
    efectividad: 'baja',
    responsable: 13456789,
    riesgos: ['Pago indebido a funcionario en licitación', 'Interés personal en contratos con proveedores'],
  },
  {
    nombre: 'Auditoría interna del modelo',
    descripcion: 'Revisión independiente de controles críticos y seguimiento de hallazgos.',
    tipo: 'detectivo',
    modo: 'manual',
    frecuencia: 'anual',
    efectividad: 'media',
    responsable: 12345678,
    riesgos: ['Interés personal en contratos con proveedores', 'Retención de bienes de terceros en custodia'],
  },
  {
    nombre: 'Declaración de conflictos de interés',
    descripcion: 'Declaración anual de directores, gerentes y compradores, revisada por Cumplimiento.',
    tipo: 'preventivo',
    modo: 'manual',
    frecuencia: 'anual',
    efectividad: 'media',
    responsable: 13456789,
    riesgos: ['Interés personal en contratos con proveedores', 'Comisiones a empleados de clientes privados'],
  },
  {
    nombre: 'Protocolo de respuesta a incidentes de datos',
    descripcion: 'Contención, notificación y corrección ante filtraciones de datos personales.',
    tipo: 'correctivo',
    modo: 'manual',
    frecuencia: 'por_evento',
    efectividad: 'no_evaluada',
    responsable: 16543210,
    riesgos: ['Filtración de datos personales de trabajadores'],
  },
];

const rut = (body: number) => `${body}-${computeCheckDigit(String(body))}`;

/** Fills the risk area of Empresa Demo SpA when it is among `empresaIds`. */
export async function seedDemoRiesgos(db: DbOrTx, empresaIds: Map<string, number>, now: Date) {
  const empresa_id = empresaIds.get(EMPRESA);
  if (!empresa_id) return;
  const matriz = MATRIZ_POR_DEFECTO;
  await db.insert(matrices_riesgo).values({ empresa_id, matriz });

  const procesoRows = await db
    .select({ id: procesos.id, codigo: procesos.codigo_proceso })
    .from(procesos)
    .where(eq(procesos.empresa_id, empresa_id));
  const proceso = new Map(procesoRows.map((p) => [p.codigo, p.id]));
  const ruts = [...new Set([...RIESGOS, ...MITIGACIONES].map((x) => rut(x.responsable)))];
  const workerRows = await db
    .select({ id: trabajadores.id, rut: trabajadores.rut })
    .from(trabajadores)
    .where(and(eq(trabajadores.empresa_id, empresa_id), inArray(trabajadores.rut, ruts)));
  const worker = (body: number) => workerRows.find((w) => w.rut === rut(body))?.id ?? null;

  const riesgoRows = await db
    .insert(riesgos)
    .values(
      RIESGOS.map((r) => ({
        empresa_id,
        nombre: r.nombre,
        descripcion: r.descripcion,
        delito_o_categoria: r.delito,
        proceso_id: proceso.get(r.proceso) ?? null,
        responsable_id: worker(r.responsable),
        probabilidad: r.probabilidad,
        impacto: r.impacto,
        nivel_inherente: nivelInherente(matriz, r.probabilidad, r.impacto),
        estado: r.estado,
      })),
    )
    .returning({ id: riesgos.id, nombre: riesgos.nombre });
  const riesgoId = new Map(riesgoRows.map((r) => [r.nombre, r.id]));

  for (const m of MITIGACIONES) {
    const [row] = await db
      .insert(mitigaciones)
      .values({
        empresa_id,
        nombre: m.nombre,
        descripcion: m.descripcion,
        tipo: m.tipo,
        modo: m.modo,
        frecuencia: m.frecuencia,
        efectividad: m.efectividad,
        responsable_id: worker(m.responsable),
      })
      .returning({ id: mitigaciones.id });
    await db
      .insert(riesgo_mitigaciones)
      .values(m.riesgos.map((nombre) => ({ empresa_id, riesgo_id: riesgoId.get(nombre)!, mitigacion_id: row!.id })));
  }

  await recordAudit(
    db,
    {
      empresa_id,
      usuario_id: null,
      accion: 'crear',
      entidad: 'riesgos',
      cambios: { origen: 'datos de demostración', riesgos: RIESGOS.length, mitigaciones: MITIGACIONES.length },
    },
    now,
  );
}
