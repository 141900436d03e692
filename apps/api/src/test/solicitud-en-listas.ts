/**
 * The body the due-diligence form sends for a lite request on the README's UN-listed demo RUT
 * (the mock provider answers it with Jimmy Cherizier, UN HTi.001); the caller fills in its
 * company and user ids.
 */
export const SOLICITUD_LITE_EN_LISTAS = {
  tipo_persona: 'natural',
  tipo_de_reporte: 'lite',
  rut: '21.000.001-1',
  direccion: '',
  pais: 'Chile',
  sitio_web: '',
  empresa_id: 0,
  usuario_activo: 0,
  prioridad: 'standard',
  nombre_completo: 'Jimmy',
  apellido_paterno: 'Cherizier',
  apellido_materno: 'Joseph',
  razon_social: '',
  nombre_fantasia: '',
  representante: '',
  empresa: '',
  peps: [],
} as const;
