import type { FastifyBaseLogger } from 'fastify';
import {
  MENSAJE_ERROR_RUTIFICADOR,
  MENSAJE_PRODUCCION_NO_CONFIGURADA,
  type CedulaInput,
  type ConsultaListaQuery,
  type EstadoCedula,
  type EstadoCedulaItem,
  type FichaPersona,
  type FuenteDatos,
  type FuenteDatosEstado,
  type PersonaDirectorio,
  type PersonaDirectorioItem,
  type ResumenConsultas,
  type RutificadorResponse,
} from '@atalaya/shared/contracts/consultas-admiral';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import type { Actor, Dependencias } from '../../platform/servicio';
import type { Proveedor } from '../due-diligence/proveedores/proveedor';
import { fuenteDatosActual, guardarFuenteDatos, proveedorActual } from '../due-diligence/proveedores/seleccion';
import {
  contarConsultas,
  findCedula,
  findPersona,
  guardarPersona,
  insertCedula,
  listCedulas,
  listPersonas,
  textoBusquedaPersona,
} from './consultas.repository';

/*
 * Consultas Admiral (issue 7 §10): lookups of a RUT or an identity card through the chosen data
 * provider, kept for the admins, and the mock/production switch. Personal data never reaches the
 * application log, and the audit rows name the record, not the person.
 */

/** A lookup's failure is logged (without the RUT) on the request's logger. */
export interface EntornoConsultas extends Pick<Dependencias, 'db' | 'config'> {
  log: FastifyBaseLogger;
}

const MENSAJE_RUT_SIN_DATOS = 'No se encontró información para el RUT indicado.';
const DIAS_RESUMEN = 30;

/** The name to show: full name of a person, company name of a legal one. */
export function nombreDeFicha(ficha: FichaPersona): string {
  const d = ficha.data;
  if ('company_name' in d) return d.company_name;
  return [d.names, d.paternal_surname, d.maternal_surname].filter(Boolean).join(' ');
}

/**
 * Runs one provider call; a failure (timeout, refused connection, bad answer) is logged with its
 * kind only — never the RUT — and answered 503 with SPEC §8's 'Error al obtener información del
 * RUT' (the provider's own wording names retries and HTTP codes, not what the user asked).
 */
async function preguntarAlProveedor<T>(env: EntornoConsultas, llamada: (p: Proveedor) => Promise<T>): Promise<T> {
  const proveedor = await proveedorActual(env.db, env.config);
  try {
    return await llamada(proveedor);
  } catch (err) {
    // The provider does not know this RUT or card: a plain 404, not a failure.
    if (err instanceof AppError && err.codigo === 'NO_ENCONTRADO') throw err;
    const motivo = err instanceof AppError ? err.codigo : err instanceof Error ? err.name : 'desconocido';
    env.log.warn({ fuente: proveedor.fuente, motivo }, 'el proveedor de datos no respondió a una consulta');
    throw new AppError('SERVICIO_NO_DISPONIBLE', MENSAJE_ERROR_RUTIFICADOR);
  }
}

const autorDe = (f: { made_by_id: number | null; made_by_nombre: string | null }) =>
  f.made_by_id === null ? null : { id: f.made_by_id, nombre: f.made_by_nombre ?? '' };

/** Keeps a lookup's answer and audits it (naming the record, not the person) in one transaction; answers its id. */
async function guardarConsulta(
  env: EntornoConsultas,
  actor: Actor,
  entidad: 'consulta_persona' | 'consulta_cedula',
  guardar: (tx: DbOrTx) => Promise<number>,
  cambios: Record<string, unknown>,
): Promise<number> {
  return env.db.transaction(async (tx) => {
    const id = await guardar(tx);
    await recordAudit(
      tx,
      { empresa_id: null, usuario_id: actor.usuarioId, accion: 'consultar', entidad, entidad_id: id, cambios },
      actor.now,
    );
    return id;
  });
}

// ── Person directory ───────────────────────────────────────────────────────────────────────────

export async function listarPersonas(env: EntornoConsultas, f: ConsultaListaQuery) {
  const { filas, total } = await listPersonas(env.db, f);
  const data: PersonaDirectorioItem[] = filas.map((fila) => {
    const ficha = fila.data as unknown as FichaPersona;
    return {
      id: fila.id,
      rut: fila.rut,
      person_type: ficha.person_type,
      nombre: nombreDeFicha(ficha),
      made_by: autorDe(fila),
      fuente: fila.fuente,
      updated_at: fila.updated_at.toISOString(),
    };
  });
  return { data, total };
}

export async function obtenerPersona(env: EntornoConsultas, id: number): Promise<PersonaDirectorio> {
  const fila = await findPersona(env.db, id);
  if (!fila) throw notFound();
  return { id: fila.id, made_by: autorDe(fila), fuente: fila.fuente, data: fila.data as unknown as FichaPersona };
}

/** Looks the RUT up and stores (or refreshes) its directory row; answers the row. */
export async function consultarPersona(env: EntornoConsultas, actor: Actor, rut: string): Promise<PersonaDirectorio> {
  const { fuente, ficha } = await preguntarAlProveedor(env, async (p) => ({
    fuente: p.fuente,
    ficha: await p.persona(rut),
  }));
  if (!ficha) throw new AppError('NO_ENCONTRADO', MENSAJE_RUT_SIN_DATOS);
  const id = await guardarConsulta(
    env,
    actor,
    'consulta_persona',
    (tx) =>
      guardarPersona(tx, {
        rut,
        made_by: actor.usuarioId,
        fuente,
        data: ficha,
        busqueda: textoBusquedaPersona(ficha, nombreDeFicha(ficha)),
        ahora: actor.now,
      }),
    { fuente, person_type: ficha.person_type },
  );
  return obtenerPersona(env, id);
}

// ── Identity-card checks ───────────────────────────────────────────────────────────────────────

export async function listarCedulas(env: EntornoConsultas, f: ConsultaListaQuery) {
  const { filas, total } = await listCedulas(env.db, f);
  const data: EstadoCedulaItem[] = filas.map((fila) => ({
    id: fila.id,
    rut: fila.rut,
    serial_number: fila.serial_number,
    is_valid: fila.is_valid,
    made_by: autorDe(fila),
    fuente: fila.fuente,
    created_at: fila.created_at.toISOString(),
  }));
  return { data, total };
}

export async function obtenerCedula(env: EntornoConsultas, id: number): Promise<EstadoCedula> {
  const fila = await findCedula(env.db, id);
  if (!fila) throw notFound();
  const updatedAt = typeof fila.data.updated_at === 'string' ? fila.data.updated_at : fila.created_at.toISOString();
  return {
    id: fila.id,
    made_by: autorDe(fila),
    fuente: fila.fuente,
    data: { rut: fila.rut, is_valid: fila.is_valid, updated_at: updatedAt, serial_number: fila.serial_number },
  };
}

/** Checks whether an identity card (RUT + serial number) is in force and keeps the answer. */
export async function consultarCedula(env: EntornoConsultas, actor: Actor, body: CedulaInput): Promise<EstadoCedula> {
  const { fuente, estado } = await preguntarAlProveedor(env, async (p) => ({
    fuente: p.fuente,
    estado: await p.cedula(body.rut, body.serial_number),
  }));
  const id = await guardarConsulta(
    env,
    actor,
    'consulta_cedula',
    (tx) =>
      insertCedula(tx, {
        rut: body.rut,
        serial_number: body.serial_number,
        made_by: actor.usuarioId,
        fuente,
        is_valid: estado.is_valid,
        data: { ...estado },
        ahora: actor.now,
      }),
    { fuente, is_valid: estado.is_valid },
  );
  return obtenerCedula(env, id);
}

// ── Rutificador ────────────────────────────────────────────────────────────────────────────────

/** Who a RUT is (to fill forms); audited in the caller's company chain, without the RUT. */
export async function rutificar(env: EntornoConsultas, actor: Actor, rut: string): Promise<RutificadorResponse> {
  const { fuente, ficha } = await preguntarAlProveedor(env, async (p) => ({
    fuente: p.fuente,
    ficha: await p.persona(rut),
  }));
  if (!ficha) throw new AppError('NO_ENCONTRADO', MENSAJE_RUT_SIN_DATOS);
  await recordAudit(
    env.db,
    {
      empresa_id: actor.empresaId,
      usuario_id: actor.usuarioId,
      accion: 'consultar',
      entidad: 'rutificador',
      cambios: { fuente, person_type: ficha.person_type },
    },
    actor.now,
  );
  const d = ficha.data;
  const natural = 'company_name' in d ? null : d;
  return {
    rut: ficha.rut,
    person_type: ficha.person_type,
    nombre: nombreDeFicha(ficha),
    names: natural?.names ?? null,
    paternal_surname: natural?.paternal_surname ?? null,
    maternal_surname: natural?.maternal_surname ?? null,
    company_name: 'company_name' in d ? d.company_name : null,
    address: ficha.location.address,
    commune: ficha.location.commune,
  };
}

// ── Data source and dashboard ──────────────────────────────────────────────────────────────────

export async function leerFuenteDatos(env: EntornoConsultas): Promise<FuenteDatosEstado> {
  return {
    fuente: await fuenteDatosActual(env.db, env.config),
    produccion_configurada: Boolean(env.config.DD_PROVIDER_URL),
  };
}

/** Switches the data source of every lookup and due diligence; production needs DD_PROVIDER_URL. */
export async function cambiarFuenteDatos(
  env: EntornoConsultas,
  actor: Actor,
  fuente: FuenteDatos,
): Promise<FuenteDatosEstado> {
  if (fuente === 'production' && !env.config.DD_PROVIDER_URL) {
    throw new AppError('VALIDACION', MENSAJE_PRODUCCION_NO_CONFIGURADA, { fuente: MENSAJE_PRODUCCION_NO_CONFIGURADA });
  }
  await env.db.transaction(async (tx) => {
    const anterior = await fuenteDatosActual(tx, env.config);
    await guardarFuenteDatos(tx, fuente, actor.usuarioId, actor.now);
    await recordAudit(
      tx,
      {
        empresa_id: null,
        usuario_id: actor.usuarioId,
        accion: 'actualizar',
        entidad: 'fuente_datos',
        cambios: { anterior, fuente },
      },
      actor.now,
    );
  });
  return leerFuenteDatos(env);
}

export async function resumirConsultas(env: EntornoConsultas, actor: Actor): Promise<ResumenConsultas> {
  const desde = new Date(actor.now.getTime() - DIAS_RESUMEN * 24 * 60 * 60 * 1000);
  const { personas, cedulas } = await contarConsultas(env.db, desde);
  return {
    personas: {
      total: personas.total,
      naturales: personas.naturales,
      juridicas: personas.total - personas.naturales,
    },
    cedulas: { total: cedulas.total, vigentes: cedulas.vigentes, no_vigentes: cedulas.total - cedulas.vigentes },
    ultimos_30_dias: personas.recientes + cedulas.recientes,
  };
}
