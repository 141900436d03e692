import { chileDpaImporter } from './chile-dpa';
import { feriadosClImporter } from './feriados-cl';
import { siiActividadesImporter } from './sii-actividades';
import type { ReferenceImporter } from './types';

export type { ReferenceImporter } from './types';

/** Every reference source, in import order. */
export const referenceImporters: readonly ReferenceImporter[] = [
  chileDpaImporter,
  feriadosClImporter,
  siiActividadesImporter,
];
