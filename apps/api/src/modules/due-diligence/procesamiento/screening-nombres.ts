import type { ResultadoScreening } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { UMBRAL_SCREENING_POR_DEFECTO } from '@atalaya/shared/contracts/due-diligence/screening';
import { aHit } from '../screening/servicio-screening';
import type { Motor } from '../screening/motor';
import type { NombreAScreenear } from './recopilar-perfil';

/** Screens every gathered name (with its RUT and birth date when known) against the loaded lists. */
export function screenearNombres(motor: Motor, nombres: NombreAScreenear[], ahora: Date): ResultadoScreening {
  const umbral = UMBRAL_SCREENING_POR_DEFECTO;
  return {
    umbral,
    listas: motor.listas.map(({ codigo, nombre, version, sha256, entradas }) => ({
      codigo,
      nombre,
      version,
      sha256,
      entradas,
    })),
    nombres: nombres.map((n) => ({
      nombre: n.nombre,
      rut: n.rut,
      rol: n.rol,
      hits: motor
        .buscar(
          {
            nombre: n.nombre,
            tipo: n.tipo === 'natural' ? 'persona' : 'entidad',
            ...(n.rut ? { rut: n.rut } : {}),
            ...(n.fecha_nacimiento ? { fecha_nacimiento: n.fecha_nacimiento } : {}),
          },
          { umbral },
        )
        .map(aHit),
    })),
    screened_at: ahora.toISOString(),
  };
}

/** The profile's "listado" text: the hits in one sentence each, or the lists checked. */
export function resumenListas(r: ResultadoScreening): string {
  const lineas = r.nombres.flatMap((n) =>
    n.hits.map(
      (h) => `${n.nombre}: coincide con ${h.nombre_listado} (${h.lista.nombre} ${h.lista.version}, ${h.id_en_lista}).`,
    ),
  );
  if (lineas.length > 0) return lineas.join('\n');
  const listas = r.listas.map((l) => `${l.nombre} (${l.version})`).join(', ');
  return `Sin coincidencias en: ${listas}.`;
}
