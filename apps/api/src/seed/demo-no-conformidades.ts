import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  acciones_nc,
  analisis_causa_nc,
  cierres_nc,
  clasificaciones_nc,
  departamentos,
  fuentes_nc,
  no_conformidades,
  procesos,
  riesgos,
  trabajadores,
  usuarios,
  verificaciones_nc,
} from '../db/schema/index';
import { recordAudit } from '../platform/audit';

/*
 * Demo non-conformities of Empresa Demo SpA (issue 8 §1), one per stage worth seeing on first
 * start: abierta, correccion done → analisis_causa, acciones (with actions, one completed),
 * verificacion, and cerrada after an effective verification. Codes NC-{year}-0001… by creation
 * date. Plain inserts: no notifications (other tests count the demo users' unread notices), no
 * jobs, and the linked risks are left as they are.
 */

const EMPRESA = 'Empresa Demo SpA';
const DIA = 24 * 3_600_000;

export async function seedDemoNoConformidades(db: DbOrTx, empresaIds: Map<string, number>, now: Date) {
  const empresaId = empresaIds.get(EMPRESA);
  if (!empresaId) return;
  const hace = (dias: number) => new Date(now.getTime() - dias * DIA);
  const fecha = (dias: number) => hace(dias).toISOString().slice(0, 10);
  const anio = now.getUTCFullYear();

  const personas = await db
    .select({ id: usuarios.id, email: usuarios.email })
    .from(usuarios)
    .where(inArray(usuarios.email, ['admin@demo.cl', 'revisor@demo.cl', 'aprobador@demo.cl']));
  const usuario = (email: string) => personas.find((p) => p.email === email)?.id ?? null;
  const admin = usuario('admin@demo.cl');
  const revisor = usuario('revisor@demo.cl');
  const aprobador = usuario('aprobador@demo.cl');

  const fuente = new Map(
    (await db.select({ id: fuentes_nc.id, nombre: fuentes_nc.nombre }).from(fuentes_nc)).map((f) => [f.nombre, f.id]),
  );
  const clasificacion = new Map(
    (await db.select({ id: clasificaciones_nc.id, nombre: clasificaciones_nc.nombre }).from(clasificaciones_nc)).map(
      (c) => [c.nombre, c.id],
    ),
  );
  const proceso = new Map(
    (
      await db
        .select({ id: procesos.id, codigo: procesos.codigo_proceso })
        .from(procesos)
        .where(eq(procesos.empresa_id, empresaId))
    ).map((p) => [p.codigo, p.id]),
  );
  const area = new Map(
    (
      await db
        .select({ id: departamentos.id, nombre: departamentos.nombre })
        .from(departamentos)
        .where(eq(departamentos.empresa_id, empresaId))
    ).map((d) => [d.nombre, d.id]),
  );
  const [detector] = await db
    .select({ id: trabajadores.id })
    .from(trabajadores)
    .where(eq(trabajadores.empresa_id, empresaId))
    .orderBy(trabajadores.id)
    .limit(1);
  const [riesgo] = await db
    .select({ id: riesgos.id })
    .from(riesgos)
    .where(
      and(
        eq(riesgos.empresa_id, empresaId),
        eq(riesgos.nombre, 'Compra de mercadería robada a proveedores informales'),
      ),
    )
    .limit(1);

  type Etapa = 'abierta' | 'analisis_causa' | 'acciones' | 'verificacion' | 'cerrada';
  const NCS: {
    etapa: Etapa;
    dias: number;
    fuente: string;
    descripcion: string;
    proceso: string;
    area: string;
    riesgo?: boolean;
  }[] = [
    {
      etapa: 'cerrada',
      dias: 75,
      fuente: 'Auditoría interna',
      descripcion:
        'Se detectaron tres órdenes de compra emitidas sin la cotización mínima exigida por el procedimiento de abastecimiento.',
      proceso: 'ABA-01',
      area: 'Abastecimiento',
      riesgo: true,
    },
    {
      etapa: 'verificacion',
      dias: 45,
      fuente: 'Reclamo de cliente',
      descripcion: 'Un cliente recibió un despacho incompleto y la guía de despacho no registraba el faltante.',
      proceso: 'OPE-01',
      area: 'Operaciones',
    },
    {
      etapa: 'acciones',
      dias: 30,
      fuente: 'Fiscalización de la autoridad',
      descripcion:
        'La Dirección del Trabajo observó que el registro de asistencia de la bodega no consignaba las horas extraordinarias.',
      proceso: 'PER-01',
      area: 'Personas',
    },
    {
      etapa: 'analisis_causa',
      dias: 12,
      fuente: 'Inspección',
      descripcion: 'Extintores del Centro de Distribución Quilicura con la certificación de mantención vencida.',
      proceso: 'OPE-01',
      area: 'Operaciones',
    },
    {
      etapa: 'abierta',
      dias: 2,
      fuente: 'Autoevaluación',
      descripcion: 'Contratos con proveedores críticos sin la cláusula de cumplimiento de la Ley 20.393 actualizada.',
      proceso: 'COM-01',
      area: 'Comercial',
    },
  ];

  let numero = 0;
  for (const n of NCS) {
    numero += 1;
    const creada = hace(n.dias);
    const avanzada = n.etapa !== 'abierta';
    const clasificada = ['acciones', 'verificacion', 'cerrada'].includes(n.etapa);
    const [nc] = await db
      .insert(no_conformidades)
      .values({
        empresa_id: empresaId,
        codigo: `NC-${anio}-${String(numero).padStart(4, '0')}`,
        etapa: n.etapa,
        fuente_id: fuente.get(n.fuente) ?? null,
        descripcion: n.descripcion,
        proceso_id: proceso.get(n.proceso) ?? null,
        departamento_id: area.get(n.area) ?? null,
        detectado_por_id: detector?.id ?? null,
        fecha_deteccion: fecha(n.dias + 1),
        correccion: avanzada ? 'Se contuvo el problema y se informó a la jefatura del área.' : null,
        correccion_fecha: avanzada ? fecha(n.dias - 1) : null,
        criticidad: clasificada ? (n.etapa === 'acciones' ? 'mayor' : 'menor') : null,
        clasificacion_id: clasificada
          ? (clasificacion.get(n.etapa === 'acciones' ? 'Legal o regulatoria' : 'Proceso') ?? null)
          : null,
        responsable_id: clasificada ? revisor : null,
        riesgo_id: n.riesgo ? (riesgo?.id ?? null) : null,
        created_by: admin,
        cerrada_at: n.etapa === 'cerrada' ? hace(5) : null,
        created_at: creada,
        updated_at: hace(Math.max(1, n.dias - 5)),
      })
      .returning({ id: no_conformidades.id });
    const ncId = nc!.id;
    await recordAudit(
      db,
      {
        empresa_id: empresaId,
        usuario_id: admin,
        accion: 'crear',
        entidad: 'no_conformidad',
        entidad_id: ncId,
        cambios: { etapa: n.etapa },
      },
      creada,
    );
    if (n.etapa === 'abierta') continue;

    if (n.etapa === 'analisis_causa') {
      await db.insert(analisis_causa_nc).values({
        empresa_id: empresaId,
        no_conformidad_id: ncId,
        metodo: 'cinco_porques',
        porques: [
          'La empresa de mantención no realizó la visita semestral.',
          'El contrato de mantención venció y no se renovó.',
        ],
        causa_raiz: 'En análisis.',
        created_by: admin,
        created_at: hace(n.dias - 2),
        updated_at: hace(n.dias - 2),
      });
      continue;
    }

    await db.insert(analisis_causa_nc).values({
      empresa_id: empresaId,
      no_conformidad_id: ncId,
      metodo: n.etapa === 'acciones' ? 'ishikawa' : 'cinco_porques',
      porques:
        n.etapa === 'acciones'
          ? []
          : [
              'El responsable no siguió el paso de verificación.',
              'El paso no estaba en la lista de chequeo.',
              'La lista de chequeo no se actualizó tras el último cambio del procedimiento.',
            ],
      ishikawa:
        n.etapa === 'acciones'
          ? {
              metodo: ['El procedimiento de control horario no cubre los turnos de bodega'],
              mano_de_obra: ['Supervisores sin capacitación en el registro electrónico'],
              maquinaria: ['Reloj control sin sincronización con el sistema de remuneraciones'],
              material: [],
              medicion: ['No se revisan mensualmente las horas extraordinarias'],
              medio_ambiente: [],
            }
          : {},
      causa_raiz:
        n.etapa === 'acciones'
          ? 'El control de horas extraordinarias no está incorporado al procedimiento de remuneraciones.'
          : 'Procedimiento modificado sin actualizar la lista de chequeo asociada.',
      created_by: admin,
      created_at: hace(n.dias - 3),
      updated_at: hace(n.dias - 3),
    });

    const acciones =
      n.etapa === 'acciones'
        ? [
            {
              descripcion:
                'Incorporar la revisión mensual de horas extraordinarias al procedimiento de remuneraciones.',
              tipo: 'correctiva',
              estado: 'completada',
              plazo: fecha(5),
            },
            {
              descripcion: 'Capacitar a los supervisores de bodega en el uso del registro electrónico de asistencia.',
              tipo: 'preventiva',
              estado: 'en_curso',
              plazo: fecha(-10),
            },
          ]
        : [
            {
              descripcion: 'Actualizar la lista de chequeo y comunicarla al equipo.',
              tipo: 'correctiva',
              estado: 'completada',
              plazo: fecha(n.dias - 15),
            },
          ];
    await db.insert(acciones_nc).values(
      acciones.map((a) => ({
        empresa_id: empresaId,
        no_conformidad_id: ncId,
        descripcion: a.descripcion,
        tipo: a.tipo,
        responsable_id: aprobador,
        plazo: a.plazo,
        estado: a.estado,
        completada_at: a.estado === 'completada' ? hace(Math.max(1, n.dias - 20)) : null,
        created_by: revisor,
        created_at: hace(n.dias - 6),
        updated_at: hace(Math.max(1, n.dias - 20)),
      })),
    );
    if (n.etapa !== 'cerrada') continue;

    const [verificacion] = await db
      .insert(verificaciones_nc)
      .values({
        empresa_id: empresaId,
        no_conformidad_id: ncId,
        eficaz: true,
        observaciones: 'Se revisaron las órdenes de compra de los últimos 30 días: todas con sus tres cotizaciones.',
        fecha: fecha(6),
        verificado_por: admin,
        created_at: hace(6),
      })
      .returning({ id: verificaciones_nc.id });
    await db.insert(cierres_nc).values({
      empresa_id: empresaId,
      no_conformidad_id: ncId,
      verificacion_id: verificacion!.id,
      observaciones: 'Acciones eficaces; se cierra la no conformidad.',
      fecha_cierre: fecha(5),
      cerrado_por: admin,
      created_at: hace(5),
    });
  }
}
