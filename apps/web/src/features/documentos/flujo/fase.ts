import type { Flujo, Persona } from '@atalaya/shared/contracts/documentos';
import { ACCION_DE_FASE, etiquetaFase, FASES, MENSAJE_FASE_INVALIDA, type Fase } from '@atalaya/shared/phases';

export const NO_ASIGNADO = 'No asignado';

/** The row action of a phase (SPEC §4): its label and where it leads; an unknown phase raises 'Invalid phase!'. */
export function accionDeFase(fase: string, flujoId: number): { etiqueta: string; ruta: string } {
  if (!(FASES as readonly string[]).includes(fase)) throw new Error(MENSAJE_FASE_INVALIDA);
  const accion = ACCION_DE_FASE[fase as Fase];
  return { etiqueta: accion.etiqueta, ruta: accion.ruta(flujoId) };
}

export { etiquetaFase };

export const FASE_VARIANTE: Record<Fase, 'outline' | 'secondary' | 'warning' | 'success' | 'destructive' | 'default'> =
  {
    no_iniciado: 'outline',
    borrador: 'secondary',
    revision: 'warning',
    en_aprobacion: 'warning',
    publicacion: 'success',
    rechazado: 'destructive',
    // Grey, as an obsolete version is in Documentos → Publicados.
    obsoleto: 'secondary',
  };

export function nombrePersona(persona: Pick<Persona, 'nombre' | 'apellido'> | null | undefined): string {
  if (!persona) return NO_ASIGNADO;
  return [persona.nombre, persona.apellido].filter(Boolean).join(' ');
}

/** Whose turn it is: the revisor while in review, the aprobador otherwise ('Aprobador actual'). */
export function aprobadorActual(flujo: Pick<Flujo, 'fase' | 'revisor' | 'aprobador'>): Persona | null {
  return flujo.fase === 'revision' ? flujo.revisor : flujo.aprobador;
}

/** Phases in which the author still works on the files (creacion/{id} is editable). */
export const FASES_EDITABLES: readonly Fase[] = ['no_iniciado', 'borrador', 'rechazado'];

/** Why the signed-in user may not work on this version's files (the API refuses it too), or null. */
export function motivoSinEdicion(
  flujo: Pick<Flujo, 'autor' | 'revisor' | 'aprobador'>,
  usuarioId: number,
): string | null {
  if (flujo.autor)
    return flujo.autor.id === usuarioId
      ? null
      : `Solo el autor de esta versión (${nombrePersona(flujo.autor)}) puede modificar sus archivos.`;
  if (usuarioId === flujo.revisor?.id || usuarioId === flujo.aprobador?.id)
    return 'El revisor y el aprobador asignados no pueden ser autores del documento.';
  return null;
}
