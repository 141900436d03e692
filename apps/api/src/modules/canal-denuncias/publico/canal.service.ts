import type { FastifyInstance } from 'fastify';
import {
  MENSAJE_CANAL_NO_DISPONIBLE,
  type CanalPublico,
  type CategoriaPublica,
  type TipoDenuncia,
} from '@atalaya/shared/contracts/canal-denuncias/publico';
import { notFound } from '../../../platform/errors';
import { canalPorToken, categoriasActivas, receptoresDe, type CanalRow } from './canal-publico.repository';
import { limitesEvidencia } from './consulta.service';

/* The public channel page and its categories (GET /canal-denuncia/public/{token}, categories by token). */

async function canalOError(app: FastifyInstance, token: string): Promise<CanalRow> {
  const canal = await canalPorToken(app.db, token);
  if (!canal) throw notFound(MENSAJE_CANAL_NO_DISPONIBLE);
  return canal;
}

export async function categoriasPublicas(app: FastifyInstance, token: string): Promise<CategoriaPublica[]> {
  const canal = await canalOError(app, token);
  return categoriasDeCanal(app, canal);
}

async function categoriasDeCanal(app: FastifyInstance, canal: CanalRow): Promise<CategoriaPublica[]> {
  const categorias = await categoriasActivas(app.db, canal.empresa_id);
  const receptores = await receptoresDe(
    app.db,
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

export async function canalPublico(app: FastifyInstance, token: string): Promise<CanalPublico> {
  const canal = await canalOError(app, token);
  const captcha = app.config.RECAPTCHA_SECRET && app.config.RECAPTCHA_SITE_KEY;
  return {
    empresa: { nombre: canal.empresa_nombre, logo_url: canal.logo_url },
    titulo: canal.titulo,
    introduccion: canal.introduccion,
    que_denunciar: canal.que_denunciar,
    anonimato: canal.anonimato,
    seguimiento: canal.seguimiento,
    canales_externos: canal.canales_externos,
    permite_anonimo: canal.permite_anonimo,
    slug: canal.slug,
    categorias: await categoriasDeCanal(app, canal),
    limites: limitesEvidencia(app),
    recaptcha_site_key: captcha ? app.config.RECAPTCHA_SITE_KEY! : null,
  };
}
