import type { Persona } from '@atalaya/shared/contracts/documentos';

export type { Persona };

/** 'Nombre Apellido', or `vacio` ('Sin asignar') when there is nobody. */
export function nombrePersona(persona: Pick<Persona, 'nombre' | 'apellido'> | null | undefined, vacio = 'Sin asignar') {
  if (!persona) return vacio;
  return [persona.nombre, persona.apellido].filter(Boolean).join(' ') || vacio;
}
