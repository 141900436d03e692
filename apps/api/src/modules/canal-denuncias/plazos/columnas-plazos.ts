import { denuncias } from '../../../db/schema/index';

/** The columns of a case its legal clocks are computed from (`calcularPlazos`). */
export const COLUMNAS_PLAZOS = {
  tipo: denuncias.tipo,
  created_at: denuncias.created_at,
  acuse_at: denuncias.acuse_at,
  primera_respuesta_at: denuncias.primera_respuesta_at,
  investigacion_iniciada_at: denuncias.investigacion_iniciada_at,
  derivada_dt_at: denuncias.derivada_dt_at,
  investigacion_cerrada_at: denuncias.investigacion_cerrada_at,
  cerrada_at: denuncias.cerrada_at,
};
