import {
  MENSAJE_CANAL_NO_DISPONIBLE,
  type CanalPublico,
  type CategoriaPublica,
  type TipoDenuncia,
} from '@atalaya/shared/contracts/canal-denuncias/publico';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import type { Dependencias } from '../../../platform/servicio';
import { textosDelCanal } from '../config/canal-config.service';
import { canalPorToken, categoriasActivas, receptoresDe, type CanalRow } from './canal-publico.repository';
import { limitesEvidencia } from './consulta.service';

/* The public channel page and its categories (GET /canal-denuncia/public/{token}, categories by token). */

async function canalOError(db: DbOrTx, token: string): Promise<CanalRow> {
  const canal = await canalPorToken(db, token);
  if (!canal) throw notFound(MENSAJE_CANAL_NO_DISPONIBLE);
  return canal;
}

export async function categoriasPublicas({ db }: Pick<Dependencias, 'db'>, token: string): Promise<CategoriaPublica[]> {
  return categoriasDeCanal(db, await canalOError(db, token));
}

async function categoriasDeCanal(db: DbOrTx, canal: CanalRow): Promise<CategoriaPublica[]> {
  const categorias = await categoriasActivas(db, canal.empresa_id);
  const receptores = await receptoresDe(
    db,
    canal.empresa_id,
    categorias.map((c) => c.id),
  );
  return categorias.map((c) => ({
    id: c.id,
    nombre: c.nombre,
    descripcion: c.descripcion,
    tipo: c.tipo as TipoDenuncia,
    // Ley Karin always requires identification, whatever the row says.
    requiere_identificacion: c.requiere_identificacion || c.tipo === 'ley_karin',
    receptores: receptores.get(c.id) ?? [],
  }));
}

export async function canalPublico(
  { db, config }: Pick<Dependencias, 'db' | 'config'>,
  token: string,
): Promise<CanalPublico> {
  const canal = await canalOError(db, token);
  const captcha = config.RECAPTCHA_SECRET && config.RECAPTCHA_SITE_KEY;
  return {
    empresa: { nombre: canal.empresa_nombre, logo_url: canal.logo_url },
    ...textosDelCanal(canal),
    slug: canal.slug,
    categorias: await categoriasDeCanal(db, canal),
    limites: limitesEvidencia(config),
    recaptcha_site_key: captcha ? config.RECAPTCHA_SITE_KEY! : null,
  };
}
