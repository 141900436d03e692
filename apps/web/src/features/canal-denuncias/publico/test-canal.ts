import type { CanalPublico } from '@atalaya/shared/contracts/canal-denuncias/publico';

/** A channel as GET /canal-denuncia/public/{token} answers it, for the unit tests. */
export const TOKEN = '3f2c9a1e-8b7d-4c6e-9f0a-1b2c3d4e5f60';

export function canalDePrueba(cambios: Partial<CanalPublico> = {}): CanalPublico {
  return {
    empresa: { nombre: 'Empresa Demo SpA', logo_url: null },
    titulo: 'Canal de denuncias de Empresa Demo',
    introduccion: 'Un espacio seguro para informar.',
    que_denunciar: 'Acoso, fraude, corrupción.',
    anonimato: 'Puede denunciar sin identificarse.',
    seguimiento: 'Use el código y su contraseña.',
    canales_externos: 'También puede acudir a la Dirección del Trabajo.',
    permite_anonimo: true,
    slug: 'empresa-demo',
    categorias: [
      {
        id: 1,
        nombre: 'Acoso laboral, sexual o violencia (Ley Karin)',
        descripcion: 'Conductas de acoso o violencia en el trabajo.',
        tipo: 'ley_karin',
        requiere_identificacion: true,
        receptores: [{ id: 5, nombre: 'María Pérez' }],
      },
      {
        id: 2,
        nombre: 'Fraude o corrupción',
        descripcion: 'Delitos de la Ley 20.393.',
        tipo: 'ley_20393',
        requiere_identificacion: false,
        receptores: [],
      },
    ],
    limites: { max_archivos: 3, max_mb: 1, extensiones: ['pdf', 'jpg', 'png'] },
    recaptcha_site_key: null,
    ...cambios,
  };
}
