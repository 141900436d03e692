// The load bench's dataset, in SQL that runs unchanged on PostgreSQL and on PGlite: 10 companies
// (plan of Empresa Demo SpA, every module), 1,000,000 workers, 100,000 documents with their first
// version, 50,000 whistleblower cases encrypted with each company's own key (AAD bound to the row
// id, as the app writes them), the public channel and its categories, one admin per company.
import { isValidRut } from '@atalaya/shared/rut';
import type { Database } from '../../apps/api/src/db/client';
import { AAD } from '../../apps/api/src/modules/canal-denuncias/denuncias/cifrado-denuncia';
import { hashPassword } from '../../apps/api/src/platform/auth/passwords';
import { ClavesEmpresa } from '../../apps/api/src/platform/crypto/claves';
import { cifrarJson } from '../../apps/api/src/platform/crypto/cifrado';
import { dvSql, lit, pick, timed } from '../sql-siembra';

const P = 'carga: siembra ';

export const EMPRESAS = 10;
/** BENCH_ESCALA < 1 shrinks the dataset for trial runs of the script (the figures need 1). */
const ESCALA = Number(process.env.BENCH_ESCALA ?? 1);
export const TRABAJADORES_POR_EMPRESA = Math.round(100_000 * ESCALA);
export const DOCUMENTOS_POR_EMPRESA = Math.round(10_000 * ESCALA);
export const DENUNCIAS_POR_EMPRESA = Math.round(5_000 * ESCALA);

/** The subset of pg.Client / PGlite both engines answer. */
export interface Sql {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

const NOMBRES = (
  'María José,Juan Pablo,Camila,Benjamín,Valentina,Matías,Javiera,Sebastián,Constanza,Nicolás,Francisca,' +
  'Diego,Catalina,Felipe,Fernanda,Cristóbal,Daniela,Tomás,Antonia,Vicente,Isidora,Joaquín,Martina,Ignacio,' +
  'Sofía,José Luis,Carolina,Rodrigo,Paula,Andrés,Macarena,Gonzalo,Bárbara,Patricio,Claudia,Héctor,Ximena'
).split(',');
const APELLIDOS = (
  'González,González,Muñoz,Rojas,Díaz,Pérez,Soto,Contreras,Silva,Martínez,Sepúlveda,Morales,Rodríguez,' +
  'López,Fuentes,Hernández,Torres,Araya,Flores,Espinoza,Valenzuela,Castillo,Ramírez,Reyes,Gutiérrez,' +
  'Castro,Vargas,Álvarez,Vásquez,Tapia,Fernández,Sánchez,Cortés,Gómez,Herrera,Carrasco,Núñez,Miranda'
).split(',');
const CARGOS = 'Operario,Analista Contable,Jefe de Bodega,Supervisor de Turno,Conductor,Ejecutivo Comercial'.split(',');
const DEPARTAMENTOS = 'Administración,Personas,Operaciones,Logística,Comercial,Mantención,Calidad,Legal'.split(',');
const TIPOS_DOC = 'Procedimiento,Política,Instructivo,Manual,Protocolo,Registro,Plan,Reglamento'.split(',');
const TEMAS_DOC = (
  'de Compras,de Prevención de Delitos,de Seguridad de la Información,de Ingreso de Personal,' +
  'de Manejo de Residuos,de Atención de Reclamos,de Control de Calidad,de Libre Competencia,' +
  'de Conflictos de Interés,de Regalos e Invitaciones,de Emergencias,de Respaldo de Datos'
).split(',');
const RELATOS = [
  'Mi jefatura me grita delante del equipo y me asigna turnos de castigo desde que reclamé por las horas extra.',
  'Un proveedor ofreció un pago al encargado de compras para quedarse con la licitación de transporte.',
  'En la bodega se retiran productos sin guía de despacho y se registran como mermas.',
  'Un compañero envía mensajes de connotación sexual a una practicante fuera del horario laboral.',
  'Se aprobaron facturas de una empresa relacionada con el gerente sin pasar por el comité.',
];

export interface Seeded {
  fases_ms: Record<string, number>;
  empresaId: number;
  usuarioId: number;
  email: string;
  tokenCanal: string;
  categoriaAnonima: number;
  /** Version-1 flows of the signed-in company still `no_iniciado`: each can move to borrador once. */
  flujosPorIniciar: number[];
  trabajadorIds: number[];
  documentoIds: number[];
  denunciaIds: number[];
  conteos: Record<string, number>;
  ruts_validos_muestra: string;
}

/**
 * Fills a migrated, demo-seeded database. `db` (drizzle over the same connection) is only used by
 * the app's ClavesEmpresa to create and unwrap each company's data key with `maestra`.
 */
export async function seedLoad(q: Sql, db: Database, maestra: Buffer, password: string): Promise<Seeded> {
  const fases: Record<string, number> = {};
  const run = (sql: string, params: unknown[] = []) => q.query(sql, params);

  const empresaIds = await timed(P, fases, 'empresas', async () => {
    const { rows } = await run(
      `INSERT INTO empresas (nombre, nombre_fantasia, rut, direccion, region_codigo, comuna_codigo, plan_id)
       SELECT 'Empresa Carga ' || lpad(g::text, 2, '0') || ' SpA', 'Carga ' || g, b || '-' || ${dvSql('b')},
              'Av. Apoquindo ' || (4000 + g * 10), '13', '13114',
              (SELECT plan_id FROM empresas WHERE nombre = 'Empresa Demo SpA')
       FROM generate_series(1, ${EMPRESAS}) g, LATERAL (SELECT 77800000 + g AS b) x ORDER BY g RETURNING id`,
    );
    const ids = rows.map((r) => Number((r as { id: number }).id));
    await run(
      `INSERT INTO departamentos (empresa_id, nombre, descripcion)
       SELECT e, d, 'Departamento de ' || d FROM unnest($1::int[]) e, unnest(${lit(DEPARTAMENTOS)}) d`,
      [ids],
    );
    await run(
      `INSERT INTO centros (empresa_id, nombre, direccion, region_codigo, comuna_codigo)
       SELECT e, 'Casa Matriz', 'Av. Providencia 1208', '13', '13123' FROM unnest($1::int[]) e`,
      [ids],
    );
    // Public channel (defaults) and the demo company's categories for each company.
    await run(`INSERT INTO canales_denuncia (empresa_id) SELECT e FROM unnest($1::int[]) e`, [ids]);
    await run(
      `INSERT INTO categorias_denuncia (empresa_id, nombre, descripcion, tipo, requiere_identificacion, activa, orden)
       SELECT e, c.nombre, c.descripcion, c.tipo, c.requiere_identificacion, c.activa, c.orden
       FROM unnest($1::int[]) e, categorias_denuncia c
       WHERE c.empresa_id = (SELECT id FROM empresas WHERE nombre = 'Empresa Demo SpA')`,
      [ids],
    );
    return ids;
  });

  const { usuarioIds, email } = await timed(P, fases, 'usuarios', async () => {
    const hash = await hashPassword(password);
    const { rows } = await run(
      `INSERT INTO usuarios (empresa_id, email, nombre, apellido, password_hash)
       SELECT e, 'admin@carga' || k || '.cl', 'Administradora', 'Carga ' || k, $2
       FROM unnest($1::int[]) WITH ORDINALITY u(e, k) ORDER BY k RETURNING id`,
      [empresaIds, hash],
    );
    const ids = rows.map((r) => Number((r as { id: number }).id));
    await run(
      `INSERT INTO usuario_roles (usuario_id, rol_id) SELECT u, r.id FROM unnest($1::int[]) u, roles r
       WHERE r.nombre = 'admin_empresa'`,
      [ids],
    );
    return { usuarioIds: ids, email: 'admin@carga1.cl' };
  });

  // Workers: bulk load without the secondary indexes, then rebuild them from their own definitions.
  const { rows: indexes } = await run(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'trabajadores' AND indexname <> 'trabajadores_pkey'`,
  );
  for (const ix of indexes as { indexname: string }[]) await run(`DROP INDEX ${ix.indexname}`);
  await run(`SET maintenance_work_mem = '256MB'`);
  await timed(P, fases, 'trabajadores', async () => {
    // Foreign keys hold by construction; replica role skips their per-row triggers.
    await run(`SET session_replication_role = replica`);
    const row = `(j * ${EMPRESAS} + k)`;
    await run(
      `INSERT INTO trabajadores (empresa_id, rut, nombres, apellido_paterno, apellido_materno, email, telefono, cargo,
                                 departamento_id, centro_id, fecha_ingreso, tipo, estado)
       SELECT e.id, b || '-' || ${dvSql('b')}, n, p, m,
              lower(translate(split_part(n, ' ', 1) || '.' || p, 'ÁÉÍÓÚáéíóúÑñ', 'AEIOUaeiouNn')) || j || '@carga' || k || '.cl',
              '+569' || lpad(((hashint8(${row}::bigint) & 2147483647) % 100000000)::text, 8, '0'),
              (${lit(CARGOS)})[${pick(CARGOS.length, row, 3)}],
              d.ids[1 + j % array_length(d.ids, 1)], c.id,
              date '2004-01-01' + (j * 37 % 8000),
              CASE WHEN j % 5 = 0 THEN 'contratista' ELSE 'propio' END,
              CASE WHEN j % 20 = 1 THEN 'en_validacion' WHEN j % 10 = 3 THEN 'bloqueado' ELSE 'activo' END
       FROM unnest($1::int[]) WITH ORDINALITY e(id, k)
       JOIN LATERAL (SELECT array_agg(id ORDER BY id) ids FROM departamentos WHERE empresa_id = e.id) d ON true
       JOIN LATERAL (SELECT min(id) id FROM centros WHERE empresa_id = e.id) c ON true
       CROSS JOIN generate_series(1, ${TRABAJADORES_POR_EMPRESA}) j
       CROSS JOIN LATERAL (SELECT 6000000 + j * 197 + k * 13 AS b,
                                  (${lit(NOMBRES)})[${pick(NOMBRES.length, row, 1)}] AS n,
                                  (${lit(APELLIDOS)})[${pick(APELLIDOS.length, row, 2)}] AS p,
                                  (${lit(APELLIDOS)})[${pick(APELLIDOS.length, row, 5)}] AS m) x`,
      [empresaIds],
    );
    await run(`SET session_replication_role = origin`);
  });
  await timed(P, fases, 'trabajadores_indices', async () => {
    for (const ix of indexes as { indexdef: string }[]) await run(ix.indexdef);
  });

  // Documents: 80 % with a version-1 flow not started yet (the pool the transition moves), 20 %
  // published (version 1 in force for a year).
  await timed(P, fases, 'documentos', async () => {
    await run(
      `INSERT INTO documentos (empresa_id, codigo, nombre_documento, motivo_solicitud, status, version_actual, created_by)
       SELECT e.id, 'DOC-' || lpad(j::text, 5, '0'),
              (${lit(TIPOS_DOC)})[${pick(TIPOS_DOC.length, 'j * 10 + e.k', 7)}] || ' ' ||
              (${lit(TEMAS_DOC)})[${pick(TEMAS_DOC.length, 'j * 10 + e.k', 8)}] || ' ' || j,
              'Carga inicial', CASE WHEN j % 5 = 0 THEN 'PUBLISHED' ELSE 'DRAFT' END,
              CASE WHEN j % 5 = 0 THEN 1 ELSE 0 END, e.u
       FROM unnest($1::int[], $2::int[]) WITH ORDINALITY e(id, u, k)
       CROSS JOIN generate_series(1, ${DOCUMENTOS_POR_EMPRESA}) j`,
      [empresaIds, usuarioIds],
    );
    await run(
      `INSERT INTO documento_flujos (empresa_id, documento_id, version_num, fase, autor_id, fecha_publicacion,
                                     fecha_vencimiento, created_by)
       SELECT d.empresa_id, d.id, 1, CASE WHEN d.status = 'PUBLISHED' THEN 'publicacion' ELSE 'no_iniciado' END,
              CASE WHEN d.status = 'PUBLISHED' THEN d.created_by END,
              CASE WHEN d.status = 'PUBLISHED' THEN now() - interval '30 days' END,
              CASE WHEN d.status = 'PUBLISHED' THEN now() + interval '335 days' END, d.created_by
       FROM documentos d WHERE d.empresa_id = ANY($1::int[])`,
      [empresaIds],
    );
  });

  // Cases: inserted with a placeholder, then the content encrypted per row (AAD names the id) with
  // the company's key, exactly as the public channel does; one shared argon2id reporter password.
  await timed(P, fases, 'denuncias', async () => {
    const passHash = await hashPassword('clave-denunciante-2026');
    const { rows } = await run(
      `INSERT INTO denuncias (empresa_id, numero, codigo_hash, pass_hash, categoria_id, estado, anonima,
                              contenido_cifrado, tipo, created_at, updated_at, acuse_at, cerrada_at)
       SELECT e.id, j, encode(sha256(convert_to('CARGA-' || e.id || '-' || j, 'UTF8')), 'hex'), $2,
              c.id, x.estado, j % 3 <> 0, '', c.tipo, x.at, x.at,
              CASE WHEN x.estado <> 'recibida' THEN x.at + interval '1 day' END,
              CASE WHEN x.estado = 'cerrada' THEN x.at + interval '40 days' END
       FROM unnest($1::int[]) e(id)
       CROSS JOIN generate_series(1, ${DENUNCIAS_POR_EMPRESA}) j
       JOIN LATERAL (SELECT array_agg(id ORDER BY id) ids FROM categorias_denuncia WHERE empresa_id = e.id) cs ON true
       JOIN categorias_denuncia c ON c.id = cs.ids[1 + j % array_length(cs.ids, 1)]
       CROSS JOIN LATERAL (SELECT (ARRAY['recibida','en_revision','investigacion','plan_accion','cerrada'])[1 + j % 5] AS estado,
                                  now() - (j * interval '37 minutes') AS at) x
       RETURNING id, empresa_id, anonima`,
      [empresaIds, passHash],
    );
    const claves = new ClavesEmpresa(db, maestra);
    const porEmpresa = new Map<number, Buffer>();
    for (const e of empresaIds) porEmpresa.set(e, await claves.de(e));
    const filas = rows as { id: number; empresa_id: number; anonima: boolean }[];
    for (let i = 0; i < filas.length; i += 5000) {
      const lote = filas.slice(i, i + 5000);
      const ids: number[] = [];
      const contenidos: string[] = [];
      const identidades: (string | null)[] = [];
      for (const f of lote) {
        const clave = porEmpresa.get(Number(f.empresa_id))!;
        ids.push(Number(f.id));
        contenidos.push(
          cifrarJson(
            clave,
            {
              relato: RELATOS[f.id % RELATOS.length],
              fecha_hechos: '2026-03-04',
              lugar: 'Bodega norte',
              personas_involucradas: '',
              testigos: '',
            },
            AAD.contenido(Number(f.id)),
          ),
        );
        identidades.push(
          f.anonima
            ? null
            : cifrarJson(
                clave,
                { nombre: 'Persona Denunciante', rut: '', email: 'denunciante@example.cl', telefono: '' },
                AAD.identidad(Number(f.id)),
              ),
        );
      }
      await run(
        `UPDATE denuncias d SET contenido_cifrado = v.c, identidad_cifrada = v.i
         FROM unnest($1::int[], $2::text[], $3::text[]) v(id, c, i) WHERE d.id = v.id`,
        [ids, contenidos, identidades],
      );
    }
  });

  await timed(P, fases, 'vacuum_analyze', () => run('VACUUM ANALYZE'));

  const empresaId = empresaIds[0]!;
  const ids = async (sql: string) => (await run(sql, [empresaId])).rows.map((r) => Number((r as { id: number }).id));
  const flujosPorIniciar = await ids(
    `SELECT id FROM documento_flujos WHERE empresa_id = $1 AND fase = 'no_iniciado' ORDER BY id`,
  );
  const trabajadorIds = await ids(`SELECT id FROM trabajadores WHERE empresa_id = $1 ORDER BY id`);
  const documentoIds = await ids(`SELECT id FROM documentos WHERE empresa_id = $1 ORDER BY id`);
  const denunciaIds = await ids(`SELECT id FROM denuncias WHERE empresa_id = $1 ORDER BY id`);
  const { rows: canal } = await run(
    `SELECT e.token_canal::text AS token, (SELECT id FROM categorias_denuncia c WHERE c.empresa_id = e.id
       AND NOT c.requiere_identificacion AND c.activa ORDER BY c.orden, c.id LIMIT 1) AS categoria
     FROM empresas e WHERE e.id = $1`,
    [empresaId],
  );
  const { rows: conteo } = await run(
    `SELECT (SELECT count(*) FROM trabajadores WHERE empresa_id = ANY($1::int[]))::int AS trabajadores,
            (SELECT count(*) FROM documentos WHERE empresa_id = ANY($1::int[]))::int AS documentos,
            (SELECT count(*) FROM denuncias WHERE empresa_id = ANY($1::int[]))::int AS denuncias`,
    [empresaIds],
  );
  const { rows: sample } = await run(`SELECT rut FROM trabajadores WHERE empresa_id = $1 ORDER BY id LIMIT 2000`, [
    empresaIds[EMPRESAS - 1],
  ]);
  const c = canal[0] as { token: string; categoria: number };
  return {
    fases_ms: fases,
    empresaId,
    usuarioId: usuarioIds[0]!,
    email,
    tokenCanal: c.token,
    categoriaAnonima: Number(c.categoria),
    flujosPorIniciar,
    trabajadorIds,
    documentoIds,
    denunciaIds,
    conteos: conteo[0] as Record<string, number>,
    ruts_validos_muestra: `${(sample as { rut: string }[]).filter((r) => isValidRut(r.rut)).length}/${sample.length}`,
  };
}
