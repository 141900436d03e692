import type { Config } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import { guardarAjuste, leerAjuste } from '../ajustes.repository';
import { crearProveedorMock } from './mock/proveedor-mock';
import { FUENTES_DATOS, type FuenteDatos } from '@atalaya/shared/contracts/consultas-admiral';
import type { Proveedor } from './proveedor';
import { crearProveedorHttp } from './produccion/proveedor-http';

/** ajustes_plataforma key of the data source an admin chose in Consultas. */
export const CLAVE_FUENTE_DATOS = 'fuente_datos';

const esFuente = (v: unknown): v is FuenteDatos => FUENTES_DATOS.includes(v as FuenteDatos);

/** The chosen data source: the platform setting, else DD_PROVIDER. */
export async function fuenteDatosActual(db: DbOrTx, config: Pick<Config, 'DD_PROVIDER'>): Promise<FuenteDatos> {
  const valor = await leerAjuste(db, CLAVE_FUENTE_DATOS);
  return esFuente(valor) ? valor : config.DD_PROVIDER;
}

/** Stores the data source (the caller audits the change in the same transaction). */
export async function guardarFuenteDatos(
  tx: DbOrTx,
  fuente: FuenteDatos,
  usuarioId: number | null,
  ahora: Date,
): Promise<void> {
  await guardarAjuste(tx, CLAVE_FUENTE_DATOS, fuente, usuarioId, ahora);
}

/** The provider of a given source. */
export function crearProveedor(fuente: FuenteDatos, db: DbOrTx, config: Config): Proveedor {
  return fuente === 'mock' ? crearProveedorMock(config) : crearProveedorHttp(db, config);
}

/** The provider of the chosen data source. */
export async function proveedorActual(db: DbOrTx, config: Config): Promise<Proveedor> {
  return crearProveedor(await fuenteDatosActual(db, config), db, config);
}
