import { eq, inArray } from 'drizzle-orm';
import {
  perfilDueDiligenceSchema,
  resultadoScreeningSchema,
  type RazonRiesgo,
} from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { HitScreening } from '@atalaya/shared/contracts/due-diligence/screening';
import { computeCheckDigit } from '@atalaya/shared/rut';
import type { DbOrTx } from '../db/client';
import { creditos_movimientos, due_diligences, empresas, usuarios } from '../db/schema/index';
import { recordAudit } from '../platform/audit';
import { MOTIVO_GASTO } from '../modules/due-diligence/solicitudes/creditos';

/*
 * Due-diligence demo data for Empresa Demo SpA: five requests across the states (a clean lite
 * report, a published full report on a company with a PEP partner, one waiting for an analyst, a
 * subject on the UN list and a failed one whose credits came back), paid from the plan's credits
 * with their ledger. Findings are written as the job would have left them; none is left queued,
 * since the template database that tests clone must hold no pending jobs (a new request shows the
 * queue live). The platform then tops the company back up to its plan's credits.
 */

const EMPRESA = 'Empresa Demo SpA';
const DIA = 86_400_000;

const rut = (cuerpo: string) => `${cuerpo}-${computeCheckDigit(cuerpo)}`;

/** The lists as loaded from the reference data of February 2026. */
const LISTAS = [
  {
    codigo: 'ofac_sdn',
    nombre: 'OFAC — Lista SDN (Specially Designated Nationals and Blocked Persons)',
    version: '2021-07',
    sha256: 'a981acea10716f6c3d7ff7f239038c247b9affca86162a9467a314f9d86cca22',
    entradas: 8976,
  },
  {
    codigo: 'ofac_cons',
    nombre: 'OFAC — Lista consolidada no SDN (Consolidated Sanctions List)',
    version: '2025-12',
    sha256: '726bae3251cf14a21f88532a6d8d4997aa2fa9b10ca646e27494a1580f5a9a8c',
    entradas: 442,
  },
  {
    codigo: 'onu',
    nombre: 'ONU — Lista consolidada del Consejo de Seguridad (UN Security Council Consolidated List)',
    version: '2026-02-27',
    sha256: '66b392a4090868d2d39161e8d748efd39138377b0e6e60b7921aa67a4f99c8bf',
    entradas: 1003,
  },
  {
    codigo: 'us_csl',
    nombre: 'EE. UU. — Consolidated Screening List (CSL)',
    version: '2025-05',
    sha256: '80e780b91b7b50e193c0077b17d75ec6f6dbd8223ae0bd54b343d297db5e767f',
    entradas: 14160,
  },
];

const HIT_ONU: HitScreening = {
  score: 1,
  nombre_listado: 'WILLIAM AMURI YAKUTUMBA',
  nombre_coincidente: 'WILLIAM AMURI YAKUTUMBA',
  alias: ['YAKUTUMBA'],
  tipo: 'persona',
  lista: { codigo: 'onu', nombre: LISTAS[2]!.nombre, version: '2026-02-27' },
  id_en_lista: 'CDi.043',
  programas: ['DRC'],
  fechas_nacimiento: ['1970', '1972'],
  nacionalidades: ['Democratic Republic of the Congo'],
  explicacion: [
    {
      factor: 'Nombre: cobertura de la consulta',
      aporte: 0.5,
      detalle: '3 de 3 palabras de la consulta tienen par en «WILLIAM AMURI YAKUTUMBA»; cobertura 1,00 × 0,50',
    },
    {
      factor: 'Nombre: cobertura del nombre listado',
      aporte: 0.3,
      detalle: '3 de 3 palabras del nombre listado tienen par en la consulta; cobertura 1,00 × 0,30',
    },
    {
      factor: 'Nombre: equilibrio entre ambas coberturas',
      aporte: 0.2,
      detalle: 'La menor de las dos coberturas (1,00) × 0,20',
    },
  ],
};

type Persona = { nombre: string; rut: string; fecha_nacimiento?: string; is_pep?: boolean };

function screening(nombres: (Persona & { rol: string; hits?: HitScreening[] })[], at: Date) {
  return resultadoScreeningSchema.parse({
    umbral: 0.7,
    listas: LISTAS,
    nombres: nombres.map((n) => ({ nombre: n.nombre, rut: n.rut, rol: n.rol, hits: n.hits ?? [] })),
    screened_at: at.toISOString(),
  });
}

const vacio = { content: '' };
const sinCuenta = { account: '', exists: false };
const sinCausa = { total: 0, archivo: null };

/** A profile with every section present; `extra` fills what the provider found. */
function perfil(tipo: 'natural' | 'juridica', nombre: string, rutSujeto: string, extra: Record<string, unknown>) {
  return perfilDueDiligenceSchema.parse({
    tipo,
    nombre,
    razon_social: tipo === 'juridica' ? nombre : '',
    rut: rutSujeto,
    fecha_constitucion: { dia: '', mes: '', anio: '' },
    fecha_de_inicio_de_actividad: { dia: '', mes: '', anio: '' },
    sociedades: {},
    situacion_financiera: { vehiculos: {}, propiedades: {}, documentos_impagos: {}, tipo_de_empresa: '' },
    situacion_pep_soe_listas_internacionales: { pep: false, soe: vacio, listado: vacio },
    relacion_con_el_cliente: { nombre_cliente_solicitante: EMPRESA, data: '' },
    causas: { detalles: { civil: sinCausa, laboral: sinCausa, penal: sinCausa, cobranza: sinCausa } },
    medios_y_redes_sociales: {
      facebook: sinCuenta,
      instagram: sinCuenta,
      linkedin: sinCuenta,
      x: sinCuenta,
      medios: vacio,
    },
    ...extra,
  });
}

const SIN_HALLAZGOS: RazonRiesgo = {
  codigo: 'sin_hallazgos',
  texto: 'Sin coincidencias en listas de sanciones, sin condición PEP ni causas relevantes.',
  peso: 'informativo',
};

interface Semilla {
  valores: Omit<typeof due_diligences.$inferInsert, 'empresa_id' | 'solicitado_por' | 'creditos_usados'>;
  solicitante: string;
  dias: number;
  reembolso?: boolean;
}

function semillas(now: Date): Semilla[] {
  const hace = (dias: number, minutos = 0) => new Date(now.getTime() - dias * DIA + minutos * 60_000);

  const camila = { rut: rut('16482937'), nombre: 'Camila Andrea Soto Valenzuela' };
  const andes = { rut: rut('76384512'), nombre: 'Constructora Los Andes SpA' };
  const andesSocios: Persona[] = [
    { nombre: 'Jorge Ignacio Fuentes Lagos', rut: rut('9876543'), fecha_nacimiento: '1968-04-12' },
    { nombre: 'María Teresa Ibáñez Rojas', rut: rut('8123456'), fecha_nacimiento: '1961-09-30', is_pep: true },
  ];
  const sur = { rut: rut('77215904'), nombre: 'Transportes del Sur Ltda.' };
  const william = { rut: rut('25123987'), nombre: 'William Amuri Yakutumba' };

  return [
    {
      solicitante: 'dd@demo.cl',
      dias: 24,
      valores: {
        tipo_persona: 'natural',
        tipo_de_reporte: 'lite',
        rut: camila.rut,
        nombre_completo: 'Camila Andrea',
        apellido_paterno: 'Soto',
        apellido_materno: 'Valenzuela',
        direccion: 'Av. Providencia 1234, depto. 56',
        pais: 'Chile',
        estado: 'terminado',
        progreso: 100,
        nivel_riesgo: 'bajo',
        razones_riesgo: [SIN_HALLAZGOS],
        perfil: perfil('natural', camila.nombre, camila.rut, {
          persona: {
            nombres: 'Camila Andrea',
            apellido_paterno: 'Soto',
            apellido_materno: 'Valenzuela',
            fecha_nacimiento: '1987-03-21',
            genero: 'Femenino',
            nacionalidad: 'Chilena',
            estado_civil: 'Casada',
            profesion: 'Ingeniera comercial',
            direccion: 'Av. Providencia 1234, depto. 56',
            comuna: 'Providencia',
            region: 'Metropolitana de Santiago',
          },
        }),
        screening: screening([{ ...camila, rol: 'sujeto' }], hace(24, 2)),
        procesado_at: hace(24, 2),
        publicado_at: hace(24, 2),
      },
    },
    {
      solicitante: 'admin@demo.cl',
      dias: 15,
      valores: {
        tipo_persona: 'juridica',
        tipo_de_reporte: 'full',
        rut: andes.rut,
        razon_social: andes.nombre,
        nombre_fantasia: 'Los Andes Construcciones',
        representante: 'Jorge Ignacio Fuentes Lagos',
        direccion: 'Av. Apoquindo 4500, piso 8, Las Condes',
        pais: 'Chile',
        sitio_web: 'https://www.constructoralosandes.cl',
        peps: [{ rut: andesSocios[1]!.rut }],
        estado: 'terminado',
        progreso: 100,
        nivel_riesgo: 'monitoreo',
        is_pep: true,
        razones_riesgo: [
          {
            codigo: 'pep',
            texto: 'Una socia (María Teresa Ibáñez Rojas) es persona expuesta políticamente.',
            peso: 'monitoreo',
          },
          { codigo: 'causa_laboral', texto: 'Dos causas laborales vigentes como demandada.', peso: 'informativo' },
        ],
        perfil: perfil('juridica', andes.nombre, andes.rut, {
          fecha_constitucion: { dia: '14', mes: '03', anio: '2009' },
          fecha_de_inicio_de_actividad: { dia: '02', mes: '06', anio: '2009' },
          actividad_economica: 'Construcción de edificios para uso residencial (410010)',
          sociedades: {
            socios: andesSocios,
            representante_legal: [andesSocios[0]],
            beneficiarios: andesSocios,
          },
          situacion_financiera: {
            vehiculos: { cantidad: 12 },
            propiedades: { cantidad: 3, avaluo: 845_000_000 },
            documentos_impagos: {
              cantidad: 2,
              monto: 3_450_000,
              desglose: [
                { label: 'Facturas', monto: 2_950_000, cantidad: 1 },
                { label: 'Cheques protestados', monto: 500_000, cantidad: 1 },
              ],
            },
            tipo_de_empresa: 'mediana',
          },
          situacion_pep_soe_listas_internacionales: {
            pep: true,
            soe: { content: 'No es empresa del Estado ni tiene participación estatal.' },
            listado: { content: 'Sin coincidencias en OFAC, ONU ni la Consolidated Screening List.' },
          },
          relacion_con_el_cliente: {
            nombre_cliente_solicitante: EMPRESA,
            data: 'Contratista de obras civiles de la planta de Quilicura desde 2021.',
          },
          causas: {
            total: 3,
            exists: true,
            detalles: {
              civil: { total: 1, archivo: null },
              laboral: { total: 2, archivo: null },
              penal: sinCausa,
              cobranza: sinCausa,
            },
          },
          medios_y_redes_sociales: {
            facebook: sinCuenta,
            instagram: { account: '@losandesconstrucciones', exists: true },
            linkedin: { account: 'constructora-los-andes', exists: true },
            x: sinCuenta,
            medios: { content: 'Sin menciones negativas en prensa en los últimos cinco años.' },
          },
        }),
        screening: screening(
          [
            { ...andes, rol: 'sujeto' },
            ...andesSocios.map((s) => ({ ...s, rol: 'socio' })),
            { ...andesSocios[0]!, rol: 'representante_legal' },
            { ...andesSocios[1]!, rol: 'pep_declarado' },
          ],
          hace(15, 3),
        ),
        procesado_at: hace(15, 3),
        publicado_at: hace(13),
      },
    },
    {
      solicitante: 'dd@demo.cl',
      dias: 3,
      valores: {
        tipo_persona: 'juridica',
        tipo_de_reporte: 'full',
        rut: sur.rut,
        razon_social: sur.nombre,
        nombre_fantasia: 'TransSur',
        representante: 'Luis Alberto Cárcamo Oyarzún',
        direccion: 'Ruta 5 Sur km 1.020, Puerto Montt',
        pais: 'Chile',
        estado: 'en_revision',
        progreso: 100,
        nivel_riesgo: 'bajo',
        razones_riesgo: [SIN_HALLAZGOS],
        perfil: perfil('juridica', sur.nombre, sur.rut, {
          fecha_constitucion: { dia: '08', mes: '11', anio: '2015' },
          fecha_de_inicio_de_actividad: { dia: '01', mes: '12', anio: '2015' },
          actividad_economica: 'Transporte de carga por carretera (492300)',
          sociedades: {
            socios: [{ nombre: 'Luis Alberto Cárcamo Oyarzún', rut: rut('10234567') }],
            representante_legal: [{ nombre: 'Luis Alberto Cárcamo Oyarzún', rut: rut('10234567') }],
          },
          situacion_financiera: {
            vehiculos: { cantidad: 34 },
            propiedades: { cantidad: 1, avaluo: 210_000_000 },
            documentos_impagos: {},
            tipo_de_empresa: 'PyME',
          },
        }),
        screening: screening(
          [
            { ...sur, rol: 'sujeto' },
            { nombre: 'Luis Alberto Cárcamo Oyarzún', rut: rut('10234567'), rol: 'socio' },
          ],
          hace(3, 4),
        ),
        procesado_at: hace(3, 4),
      },
    },
    {
      solicitante: 'admin@demo.cl',
      dias: 8,
      valores: {
        tipo_persona: 'natural',
        tipo_de_reporte: 'lite',
        rut: william.rut,
        nombre_completo: 'William',
        apellido_paterno: 'Amuri',
        apellido_materno: 'Yakutumba',
        pais: 'República Democrática del Congo',
        estado: 'terminado',
        progreso: 100,
        nivel_riesgo: 'alto',
        listas_internacionales: true,
        razones_riesgo: [
          {
            codigo: 'lista_sanciones',
            texto:
              'Coincidencia 1,00 con «WILLIAM AMURI YAKUTUMBA» en ONU — Lista consolidada (CDi.043, versión 2026-02-27).',
            peso: 'alto',
          },
        ],
        perfil: perfil('natural', william.nombre, william.rut, {
          persona: {
            nombres: 'William',
            apellido_paterno: 'Amuri',
            apellido_materno: 'Yakutumba',
            fecha_nacimiento: '1970',
            nacionalidad: 'Congoleña',
          },
          situacion_pep_soe_listas_internacionales: {
            pep: false,
            soe: vacio,
            listado: { content: 'Figura en la lista consolidada de la ONU (CDi.043).' },
          },
        }),
        screening: screening([{ ...william, rol: 'sujeto', hits: [HIT_ONU] }], hace(8, 2)),
        procesado_at: hace(8, 2),
        publicado_at: hace(8, 2),
      },
    },
    {
      solicitante: 'dd@demo.cl',
      dias: 5,
      reembolso: true,
      valores: {
        tipo_persona: 'natural',
        tipo_de_reporte: 'lite',
        rut: rut('17864209'),
        nombre_completo: 'Rosa Elena',
        apellido_paterno: 'Paredes',
        apellido_materno: 'Ibarra',
        pais: 'Chile',
        estado: 'fallido',
        error:
          'No se pudo procesar el due diligence: El proveedor de datos no respondió dentro de 10 s. ' +
          'Se realizaron 3 intentos; intente más tarde.',
      },
    },
  ];
}

export async function seedDemoDueDiligence(db: DbOrTx, empresaIds: Map<string, number>, now: Date) {
  const empresaId = empresaIds.get(EMPRESA)!;
  const emails = ['dd@demo.cl', 'admin@demo.cl'];
  const filas = await db
    .select({ id: usuarios.id, email: usuarios.email })
    .from(usuarios)
    .where(inArray(usuarios.email, emails));
  const usuarioDe = new Map(filas.map((u) => [u.email, u.id]));
  const [plataforma] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, 'admin@atalaya.cl'));
  const [empresa] = await db
    .select({ saldo: empresas.creditos_due_diligence })
    .from(empresas)
    .where(eq(empresas.id, empresaId));
  let saldo = empresa!.saldo;

  // Oldest first, so ids and the ledger follow the calendar.
  for (const s of semillas(now).sort((a, b) => b.dias - a.dias)) {
    const creado = new Date(now.getTime() - s.dias * DIA - 10 * 60_000);
    const costo = s.valores.tipo_de_reporte === 'full' ? 3 : 1;
    const solicitante = usuarioDe.get(s.solicitante)!;
    const publicadoPor = s.valores.publicado_at && s.valores.tipo_de_reporte === 'full' ? plataforma?.id : null;
    const [dd] = await db
      .insert(due_diligences)
      .values({
        ...s.valores,
        empresa_id: empresaId,
        solicitado_por: solicitante,
        // A failure gave its credits back: the request holds none and records the refund.
        creditos_usados: s.reembolso ? 0 : costo,
        creditos_reembolsados: s.reembolso ? costo : 0,
        publicado_por: publicadoPor ?? null,
        created_at: creado,
        updated_at: s.valores.publicado_at ?? s.valores.procesado_at ?? creado,
      })
      .returning({ id: due_diligences.id });
    saldo -= costo;
    const movimientos: (typeof creditos_movimientos.$inferInsert)[] = [
      { empresa_id: empresaId, cantidad: -costo, saldo, motivo: MOTIVO_GASTO, usuario_id: solicitante },
    ];
    if (s.reembolso) {
      saldo += costo;
      movimientos.push({ empresa_id: empresaId, cantidad: costo, saldo, motivo: 'reembolso', usuario_id: null });
    }
    await db
      .insert(creditos_movimientos)
      .values(movimientos.map((m) => ({ ...m, due_diligence_id: dd!.id, created_at: creado })));
    await recordAudit(
      db,
      {
        empresa_id: empresaId,
        usuario_id: solicitante,
        accion: 'crear',
        entidad: 'due_diligence',
        entidad_id: dd!.id,
        cambios: {
          tipo_persona: s.valores.tipo_persona,
          tipo_de_reporte: s.valores.tipo_de_reporte,
          creditos: costo,
          saldo,
        },
      },
      now,
    );
  }
  // The platform tops the demo back up to its plan's credits, so a fresh demo starts full.
  const recarga = empresa!.saldo - saldo;
  await db.insert(creditos_movimientos).values({
    empresa_id: empresaId,
    cantidad: recarga,
    saldo: empresa!.saldo,
    motivo: 'recarga',
    usuario_id: plataforma?.id ?? null,
    created_at: new Date(now.getTime() - 60_000),
  });
}
