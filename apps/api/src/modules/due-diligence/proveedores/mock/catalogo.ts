import { readCsv } from '../../../reference/importers/util';
import { AppError } from '../../../../platform/errors';

/*
 * The real places and SII economic activities the mock provider draws from, read once per
 * process from the reference data files (DESIGN §8) the importers read too.
 */

export interface Comuna {
  nombre: string;
  provincia: string;
  region: string;
}

export interface Actividad {
  codigo: string;
  descripcion: string;
}

export interface Catalogo {
  comunas: Comuna[];
  actividades: Actividad[];
}

export const MENSAJE_SIN_CATALOGO =
  'El proveedor de datos de prueba no está disponible: faltan los datos de referencia (comunas y actividades económicas del SII).';

const catalogos = new Map<string, Promise<Catalogo>>();

async function leerCatalogo(dir: string): Promise<Catalogo> {
  const [comunas, actividades] = await Promise.all([
    readCsv(dir, 'chile_dpa/comunas.csv', ['nombre', 'provincia_nombre', 'region_nombre']),
    readCsv(dir, 'sii_actividades/sii_codigos_actividad_economica.csv', ['codigo', 'descripcion']),
  ]);
  return {
    comunas: comunas.map((c) => ({ nombre: c.nombre!, provincia: c.provincia_nombre!, region: c.region_nombre! })),
    actividades: actividades.map((a) => ({ codigo: a.codigo!.padStart(6, '0'), descripcion: a.descripcion! })),
  };
}

export async function catalogoMock(dir: string | null): Promise<Catalogo> {
  if (!dir) throw new AppError('SERVICIO_NO_DISPONIBLE', MENSAJE_SIN_CATALOGO);
  let carga = catalogos.get(dir);
  if (!carga) {
    carga = leerCatalogo(dir);
    catalogos.set(dir, carga);
    // A failed read is forgotten so the next call tries again.
    carga.catch(() => catalogos.delete(dir));
  }
  try {
    return await carga;
  } catch {
    throw new AppError('SERVICIO_NO_DISPONIBLE', MENSAJE_SIN_CATALOGO);
  }
}
