import { toast } from 'sonner';

import { useCanalConfig, useInvalidarCaso, type DenunciaDetalle } from '../api';
import { nombrePersona } from '../persona';

/**
 * What a form that changes case `denunciaId` does once saved (its `onSuccess` in `useEntityForm`):
 * the case, its timeline, the inbox and its counts reload, `exito` is toasted, then `despues` runs.
 */
export function useAlGuardarCaso(denunciaId: number, exito: string, despues: () => void) {
  const invalidar = useInvalidarCaso();
  return async (respuesta: unknown) => {
    await invalidar(denunciaId, esDetalle(respuesta) ? respuesta : undefined);
    toast.success(exito);
    despues();
  };
}

/** Company users with a channel role (investigators, responsables), as select options. */
export function useUsuariosCanalOpciones() {
  const config = useCanalConfig();
  return (config.data?.usuarios_canal ?? []).map((u) => ({
    value: String(u.id),
    label: `${nombrePersona(u)} (${u.email})`,
  }));
}

/** Whether an answer is the case's detail (the case moves answer it; sub-resources answer themselves). */
function esDetalle(respuesta: unknown): respuesta is DenunciaDetalle {
  return typeof respuesta === 'object' && respuesta !== null && 'acciones_permitidas' in respuesta;
}
