import type { FieldPath, FieldValues } from 'react-hook-form';

import { type FieldProps, SelectField } from '@/components/forms/fields';
import { useResponsableOptions } from './opciones';

/** 'Responsable': one of the company's trabajadores, or "Sin responsable". */
export function ResponsableField<T extends FieldValues, N extends FieldPath<T>>(
  props: Omit<FieldProps<T, N>, 'label'>,
) {
  const options = useResponsableOptions();
  return <SelectField {...props} label="Responsable" options={options} ninguno="Sin responsable" />;
}
