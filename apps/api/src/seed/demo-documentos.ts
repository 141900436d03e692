import { and, eq, inArray } from 'drizzle-orm';
import { ESTADO_CICLO_VIDA_DE_FASE, fechaVencimiento, type Fase, type StatusDocumento } from '@atalaya/shared/phases';
import type { DbOrTx } from '../db/client';
import {
  documento_archivos,
  documento_ciclo_vida,
  documento_comentarios,
  documento_flujos,
  documento_requisitos,
  documento_riesgos,
  documentos,
  procesos,
  requisitos,
  riesgos,
  usuarios,
} from '../db/schema/index';
import { conArchivos, guardarBytes, registrarArchivo } from '../platform/archivos/almacen';
import { recordAudit } from '../platform/audit';
import type { FileStore } from '../platform/storage/file-store';

/*
 * Demo documents of Empresa Demo SpA (issue 5): a compliance programme's usual documents spread
 * over every phase of the flow, so each flow screen, the published list and its cards show
 * something real on first start. Solicitante and author: admin@demo.cl; revisor@demo.cl reviews
 * and aprobador@demo.cl approves. Versions past 'no iniciado' carry a small real PDF as principal
 * file when a FileStore is given (not in tests, whose template database outlives any data dir).
 */

const EMPRESA = 'Empresa Demo SpA';
const DIA = 86_400_000;

type Paso = 'solicitado' | 'borrador' | 'revision' | 'en_aprobacion' | 'rechazado' | 'publicado';

interface VersionDemo {
  /** How far the version went; 'publicado' versions are obsolete when a later one follows. */
  hasta: Paso;
  /** Days before now the version was requested; its steps follow a few days apart. */
  haceDias: number;
  cambios: string;
  comentarioRechazo?: string;
}

interface DocumentoDemo {
  codigo: string;
  nombre: string;
  motivo: string;
  vigencia: number;
  proceso: string;
  riesgos: string[];
  /** Codes of the company requirements it backs (seeded by demo-requisitos; a missing one throws). */
  requisitos: string[];
  versiones: VersionDemo[];
}

const DOCUMENTOS: DocumentoDemo[] = [
  {
    codigo: 'POL-MPD-01',
    nombre: 'Política de Prevención de Delitos (Ley 20.393)',
    motivo: 'Modelo de prevención de delitos exigido por la Ley 20.393, actualizada por la Ley 21.595.',
    vigencia: 730,
    proceso: 'CUM-01',
    riesgos: ['Pago indebido a funcionario en licitación', 'Ingreso de fondos de origen ilícito vía clientes'],
    requisitos: ['MPD-01', 'MPD-02'],
    versiones: [{ hasta: 'publicado', haceDias: 220, cambios: 'Versión inicial aprobada por el directorio.' }],
  },
  {
    codigo: 'RIOHS-01',
    nombre: 'Reglamento Interno de Orden, Higiene y Seguridad',
    motivo: 'Obligatorio para empresas con 10 o más trabajadores (Código del Trabajo, art. 153).',
    vigencia: 365,
    proceso: 'PER-01',
    riesgos: ['Contratación de personal extranjero sin permiso de trabajo'],
    requisitos: ['MPD-10', 'KAR-02', 'KAR-03'],
    versiones: [
      { hasta: 'publicado', haceDias: 420, cambios: 'Versión inicial.' },
      {
        hasta: 'publicado',
        haceDias: 60,
        cambios: 'Incorpora el procedimiento de investigación de la Ley 21.643 (Ley Karin) y actualiza horarios.',
      },
    ],
  },
  {
    codigo: 'PRT-KARIN-01',
    nombre: 'Protocolo de prevención del acoso sexual, laboral y violencia en el trabajo',
    motivo: 'Ley 21.643 (Ley Karin): protocolo de prevención obligatorio desde el 1 de agosto de 2024.',
    vigencia: 365,
    proceso: 'CUM-02',
    riesgos: [],
    requisitos: ['KAR-01', 'KAR-06'],
    // Published 353 days ago with a 365-day validity: about to expire.
    versiones: [{ hasta: 'publicado', haceDias: 365, cambios: 'Versión inicial.' }],
  },
  {
    codigo: 'PRC-DEN-01',
    nombre: 'Procedimiento de Canal de Denuncias',
    motivo: 'Recepción, investigación y respuesta de denuncias (Ley 20.393 y Ley 21.643).',
    vigencia: 365,
    proceso: 'CUM-02',
    riesgos: ['Uso de recursos de la empresa en beneficio propio'],
    requisitos: ['MPD-11', 'MPD-13', 'KAR-05'],
    // Published 400 days ago: expired.
    versiones: [{ hasta: 'publicado', haceDias: 412, cambios: 'Versión inicial.' }],
  },
  {
    codigo: 'COD-ETI-01',
    nombre: 'Código de Ética y Conducta',
    motivo: 'Principios y conductas esperadas de trabajadores, directores y proveedores.',
    vigencia: 730,
    proceso: 'EST-01',
    riesgos: ['Interés personal en contratos con proveedores', 'Comisiones a empleados de clientes privados'],
    requisitos: ['MPD-07'],
    versiones: [{ hasta: 'revision', haceDias: 12, cambios: 'Versión inicial.' }],
  },
  {
    codigo: 'PRC-DD-01',
    nombre: 'Procedimiento de Debida Diligencia de Terceros',
    motivo: 'Evaluación de proveedores, clientes y socios antes de contratar (Ley 20.393).',
    vigencia: 365,
    proceso: 'ABA-01',
    riesgos: [
      'Compra de mercadería robada a proveedores informales',
      'Ingreso de fondos de origen ilícito vía clientes',
    ],
    requisitos: ['MPD-09'],
    versiones: [{ hasta: 'en_aprobacion', haceDias: 15, cambios: 'Versión inicial.' }],
  },
  {
    codigo: 'MAT-RD-01',
    nombre: 'Matriz de Riesgos de Delitos',
    motivo: 'Identificación y evaluación de los riesgos de delitos de la Ley 20.393 por proceso.',
    vigencia: 365,
    proceso: 'CUM-01',
    riesgos: [
      'Pago indebido a funcionario en licitación',
      'Beneficios a fiscalizadores en inspecciones',
      'Donaciones a organizaciones vinculadas a terrorismo',
    ],
    requisitos: ['MPD-05', 'MPD-06'],
    versiones: [
      {
        hasta: 'rechazado',
        haceDias: 10,
        cambios: 'Versión inicial.',
        comentarioRechazo:
          'Faltan los delitos incorporados por la Ley 21.595 (delitos económicos) y la evaluación del proceso de donaciones. Por favor complétela y vuelva a enviarla.',
      },
    ],
  },
  {
    codigo: 'POL-REG-01',
    nombre: 'Política de Regalos e Invitaciones',
    motivo: 'Límites y registro de regalos, invitaciones y atenciones a funcionarios públicos y privados.',
    vigencia: 365,
    proceso: 'COM-02',
    riesgos: ['Beneficios a fiscalizadores en inspecciones'],
    requisitos: ['MPD-07'],
    versiones: [{ hasta: 'solicitado', haceDias: 2, cambios: '' }],
  },
];

/** A linked row's id; a link to something the demo never created is a seed bug, not a skip. */
function idDe(ids: Map<string, number>, clave: string, que: string): number {
  const id = ids.get(clave);
  if (id === undefined) throw new Error(`Demo: el documento enlaza un ${que} que no existe`);
  return id;
}

/** Phases a version passes through up to `hasta`, in order. */
function fasesHasta(hasta: Paso): Fase[] {
  const camino: Fase[] = ['no_iniciado', 'borrador', 'revision', 'en_aprobacion', 'publicacion'];
  switch (hasta) {
    case 'solicitado':
      return ['no_iniciado'];
    case 'rechazado':
      return ['no_iniciado', 'borrador', 'revision', 'rechazado'];
    case 'publicado':
      return camino;
    default:
      return camino.slice(0, camino.indexOf(hasta) + 1);
  }
}

// ---- a minimal PDF ----------------------------------------------------------------------------

/** PDF string literal in WinAnsi (Latin-1) with its delimiters escaped. */
const pdfTexto = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

function lineas(texto: string, ancho = 58): string[] {
  const out: string[] = [];
  let actual = '';
  for (const palabra of texto.split(' ')) {
    if (actual && (actual + ' ' + palabra).length > ancho) {
      out.push(actual);
      actual = palabra;
    } else actual = actual ? `${actual} ${palabra}` : palabra;
  }
  if (actual) out.push(actual);
  return out;
}

/** A valid one-page A4 PDF (Helvetica, WinAnsi) with the document's title and identification. */
export function pdfDemo(titulo: string, detalle: string[]): Buffer {
  const texto = [
    'BT /F1 18 Tf 72 770 Td 22 TL',
    ...lineas(titulo).map((l) => `(${pdfTexto(l)}) Tj T*`),
    '/F1 11 Tf 16 TL T*',
    ...detalle.map((l) => `(${pdfTexto(l)}) Tj T*`),
    'ET',
  ].join('\n');
  const contenido = Buffer.from(texto, 'latin1');
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const partes: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let largo = partes[0]!.length;
  objetos.forEach((obj, i) => {
    const cuerpo =
      obj === null
        ? Buffer.concat([
            Buffer.from(`${i + 1} 0 obj\n<< /Length ${contenido.length} >>\nstream\n`, 'latin1'),
            contenido,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ])
        : Buffer.from(`${i + 1} 0 obj\n${obj}\nendobj\n`, 'latin1');
    offsets.push(largo);
    partes.push(cuerpo);
    largo += cuerpo.length;
  });
  const xref = [
    'xref',
    `0 ${objetos.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objetos.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(largo),
    '%%EOF',
    '',
  ].join('\n');
  partes.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(partes);
}

// ---- seed -------------------------------------------------------------------------------------

const fechaCL = (d: Date) => new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago' }).format(d);

export async function seedDemoDocumentos(db: DbOrTx, empresaIds: Map<string, number>, now: Date, files?: FileStore) {
  const empresa_id = empresaIds.get(EMPRESA);
  if (!empresa_id) return;
  const gente = await db
    .select({ id: usuarios.id, email: usuarios.email })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.empresa_id, empresa_id),
        inArray(usuarios.email, ['admin@demo.cl', 'revisor@demo.cl', 'aprobador@demo.cl']),
      ),
    );
  const persona = (email: string) => gente.find((g) => g.email === email)!.id;
  const admin = persona('admin@demo.cl');
  const revisor = persona('revisor@demo.cl');
  const aprobador = persona('aprobador@demo.cl');
  const [procesoRows, riesgoRows, requisitoRows] = await Promise.all([
    db
      .select({ id: procesos.id, codigo: procesos.codigo_proceso })
      .from(procesos)
      .where(eq(procesos.empresa_id, empresa_id)),
    db.select({ id: riesgos.id, nombre: riesgos.nombre }).from(riesgos).where(eq(riesgos.empresa_id, empresa_id)),
    db
      .select({ id: requisitos.id, codigo: requisitos.codigo })
      .from(requisitos)
      .where(eq(requisitos.empresa_id, empresa_id)),
  ]);
  const procesoId = new Map(procesoRows.map((p) => [p.codigo, p.id]));
  const riesgoId = new Map(riesgoRows.map((r) => [r.nombre, r.id]));
  const requisitoId = new Map(requisitoRows.map((r) => [r.codigo, r.id]));

  // Each version's principal PDF; stored side by side after the loop, then recorded.
  const pdfs: { nombre: string; bytes: Buffer; documentoId: number; flujoId: number; creado: Date }[] = [];
  for (const d of DOCUMENTOS) {
    const creado = new Date(now.getTime() - d.versiones[0]!.haceDias * DIA);
    const ultima = d.versiones.at(-1)!;
    const publicadas = d.versiones.filter((v) => v.hasta === 'publicado').length;
    const status: StatusDocumento =
      publicadas > 0
        ? 'PUBLISHED'
        : ultima.hasta === 'revision' || ultima.hasta === 'en_aprobacion'
          ? 'REVIEW'
          : 'DRAFT';
    const [doc] = await db
      .insert(documentos)
      .values({
        empresa_id,
        codigo: d.codigo,
        nombre_documento: d.nombre,
        vigencia: d.vigencia,
        motivo_solicitud: d.motivo,
        workflow_enabled: true,
        status,
        proceso_id: procesoId.get(d.proceso) ?? null,
        solicitante_id: admin,
        revisor_id: revisor,
        aprobador_id: aprobador,
        version_actual: publicadas,
        created_by: admin,
        created_at: creado,
        updated_at: creado,
      })
      .returning({ id: documentos.id });
    const riesgoIds = d.riesgos.map((n) => idDe(riesgoId, n, `riesgo '${n}' de ${d.codigo}`));
    const requisitoIds = d.requisitos.map((c) => idDe(requisitoId, c, `requisito ${c} de ${d.codigo}`));
    if (riesgoIds.length) {
      await db
        .insert(documento_riesgos)
        .values(riesgoIds.map((riesgo_id) => ({ empresa_id, documento_id: doc!.id, riesgo_id })));
    }
    if (requisitoIds.length) {
      await db
        .insert(documento_requisitos)
        .values(requisitoIds.map((requisito_id) => ({ empresa_id, documento_id: doc!.id, requisito_id })));
    }

    for (const [i, v] of d.versiones.entries()) {
      const version = i + 1;
      const fases = fasesHasta(v.hasta);
      const inicio = now.getTime() - v.haceDias * DIA;
      // Requested, then started a day later, sent to review five days later, and so on.
      const cuando = (paso: number) => new Date(inicio + [0, 1, 6, 9, 12][paso]! * DIA);
      const siguiente = d.versiones[i + 1];
      const publicada = v.hasta === 'publicado';
      const fechaPub = publicada ? cuando(4) : null;
      const fase: Fase = publicada ? (siguiente ? 'obsoleto' : 'publicacion') : fases.at(-1)!;
      const obsoletoAt = fase === 'obsoleto' ? new Date(now.getTime() - siguiente!.haceDias * DIA + 12 * DIA) : null;
      const [flujo] = await db
        .insert(documento_flujos)
        .values({
          empresa_id,
          documento_id: doc!.id,
          version_num: version,
          fase,
          cambios: v.cambios,
          autor_id: fases.length > 1 ? admin : null,
          rejection_reason: v.comentarioRechazo ?? null,
          fecha_publicacion: fechaPub,
          fecha_vencimiento: fechaPub ? fechaVencimiento(fechaPub, d.vigencia) : null,
          obsoleto_at: obsoletoAt,
          created_by: admin,
          created_at: cuando(0),
          updated_at: obsoletoAt ?? cuando(fases.length - 1),
        })
        .returning({ id: documento_flujos.id });

      const quien: Record<Fase, number> = {
        no_iniciado: admin,
        borrador: admin,
        revision: admin,
        en_aprobacion: revisor,
        publicacion: aprobador,
        rechazado: revisor,
        obsoleto: aprobador,
      };
      await db.insert(documento_ciclo_vida).values([
        ...fases.map((f, paso) => ({
          empresa_id,
          flujo_id: flujo!.id,
          estado: ESTADO_CICLO_VIDA_DE_FASE[f],
          usuario_id: quien[f],
          comentario: f === 'rechazado' ? (v.comentarioRechazo ?? null) : null,
          fecha_cambio: cuando(paso),
        })),
        ...(obsoletoAt
          ? [
              {
                empresa_id,
                flujo_id: flujo!.id,
                estado: ESTADO_CICLO_VIDA_DE_FASE.obsoleto,
                usuario_id: aprobador,
                comentario: `Reemplazada por la versión ${version + 1}.`,
                fecha_cambio: obsoletoAt,
              },
            ]
          : []),
      ]);
      if (v.comentarioRechazo) {
        await db.insert(documento_comentarios).values({
          empresa_id,
          flujo_id: flujo!.id,
          usuario_id: revisor,
          tipo: 'rechazo',
          texto: v.comentarioRechazo,
          created_at: cuando(fases.length - 1),
          updated_at: cuando(fases.length - 1),
        });
      }

      // Versions past 'no iniciado' have their principal file.
      if (files && fases.length > 1) {
        const bytes = pdfDemo(d.nombre, [
          `Código: ${d.codigo}  ·  Versión ${version}`,
          EMPRESA,
          `Elaborado: ${fechaCL(cuando(1))}${fechaPub ? `  ·  Publicado: ${fechaCL(fechaPub)}` : ''}`,
          '',
          ...lineas(d.motivo, 90),
          '',
          'Documento de demostración generado por Atalaya.',
        ]);
        pdfs.push({
          nombre: `${d.codigo}-v${version}.pdf`,
          bytes,
          documentoId: doc!.id,
          flujoId: flujo!.id,
          creado: cuando(1),
        });
      }
    }
    await recordAudit(
      db,
      {
        empresa_id,
        usuario_id: null,
        accion: 'crear',
        entidad: 'documento',
        entidad_id: doc!.id,
        cambios: { origen: 'datos de demostración', codigo: d.codigo, versiones: d.versiones.length },
      },
      now,
    );
  }
  if (!files) return;
  const almacen = { fileStore: files, maxMb: Number.POSITIVE_INFINITY, clock: () => now };
  const guardados = await Promise.all(pdfs.map((p) => guardarBytes(almacen, p.nombre, p.bytes, { now: p.creado })));
  await conArchivos(almacen, guardados, async () => {
    for (const [i, p] of pdfs.entries()) {
      const archivo = await registrarArchivo(db, guardados[i]!, {
        empresaId: empresa_id,
        tipo: 'documento',
        id: p.documentoId,
        usuarioId: admin,
        now: p.creado,
      });
      await db.insert(documento_archivos).values({
        empresa_id,
        flujo_id: p.flujoId,
        archivo_id: archivo.id,
        es_principal: true,
        created_at: p.creado,
        updated_at: p.creado,
      });
    }
  });
}
