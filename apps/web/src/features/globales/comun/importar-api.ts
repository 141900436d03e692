import {
  IMPORTAR_TODAS,
  IMPORTAR_TODOS,
  type ImportarRequisitosVistaPrevia,
  type ImportarResultado,
  type ImportarRiesgosResultado,
  type ImportarRiesgosVistaPrevia,
} from '@atalaya/shared/contracts/mi-empresa/requisitos';
import { apiPost } from '@/lib/api';

export { IMPORTAR_TODAS, IMPORTAR_TODOS };

/**
 * POST /requisito_global_empresa/importar/:empresa_id/:categoria_id — `categoria` is a categoría
 * id or 'todas'; without `confirmar` the API answers the preview and writes nothing.
 */
export function importarRequisitos(
  empresaId: number,
  categoria: string,
  confirmar: false,
): Promise<ImportarRequisitosVistaPrevia>;
export function importarRequisitos(empresaId: number, categoria: string, confirmar: true): Promise<ImportarResultado>;
export function importarRequisitos(empresaId: number, categoria: string, confirmar: boolean) {
  return apiPost(`/requisito_global_empresa/importar/${empresaId}/${encodeURIComponent(categoria)}`, { confirmar });
}

/** POST /requisito_global_empresa/importarRiesgos/:empresa_id/:delito_o_categoria ('todos' = every risk). */
export function importarRiesgos(
  empresaId: number,
  delito: string,
  confirmar: false,
): Promise<ImportarRiesgosVistaPrevia>;
export function importarRiesgos(empresaId: number, delito: string, confirmar: true): Promise<ImportarRiesgosResultado>;
export function importarRiesgos(empresaId: number, delito: string, confirmar: boolean) {
  return apiPost(`/requisito_global_empresa/importarRiesgos/${empresaId}/${encodeURIComponent(delito)}`, {
    confirmar,
  });
}
