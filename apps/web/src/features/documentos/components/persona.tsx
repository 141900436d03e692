import type { Persona } from '@atalaya/shared/contracts/documentos';

/** SPEC §2: a person of the flow who has not been chosen. */
export const NO_ASIGNADO = 'No asignado';

/** 'Nombre Apellido', or 'No asignado'. */
export function nombrePersona(persona: Pick<Persona, 'nombre' | 'apellido'> | null | undefined): string {
  if (!persona) return NO_ASIGNADO;
  return [persona.nombre, persona.apellido].filter(Boolean).join(' ') || NO_ASIGNADO;
}

/** Name over e-mail (a mailto link), or a muted 'No asignado'. */
export function PersonaContacto({ persona }: { persona: Persona | null }) {
  if (!persona) return <span className="text-muted-foreground">{NO_ASIGNADO}</span>;
  return (
    <span className="grid">
      <span>{nombrePersona(persona)}</span>
      <a href={`mailto:${persona.email}`} className="text-sm text-muted-foreground underline-offset-4 hover:underline">
        {persona.email}
      </a>
    </span>
  );
}
