import { useFieldArray, type Control } from 'react-hook-form';
import { PlusIcon, Trash2Icon } from 'lucide-react';

import { LabeledField } from '@/components/forms/fields';
import { Button } from '@/components/ui/button';

import type { FormularioDueDiligence } from './form-schema';
import { RutInput } from '@/components/rut-input';

/** SPEC §5: the PEPs a legal entity declares, one RUT each; any number, added and removed here. */
export function PepsField({ control }: { control: Control<FormularioDueDiligence> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'peps' });
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">Personas expuestas políticamente (PEP) declaradas</legend>
      <p className="text-sm text-muted-foreground">
        Opcional. Indique el RUT de cada PEP relacionado con la empresa; también se revisan en las listas.
      </p>
      {fields.map((pep, i) => (
        <div key={pep.id} className="flex items-start gap-2">
          <LabeledField control={control} name={`peps.${i}.rut`} label={`RUT del PEP ${i + 1}`} className="flex-1">
            {(field) => <RutInput {...field} />}
          </LabeledField>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="mt-[1.375rem]"
            aria-label={`Quitar PEP ${i + 1}`}
            onClick={() => remove(i)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => append({ rut: '' })}>
        <PlusIcon aria-hidden="true" />
        Agregar PEP
      </Button>
    </fieldset>
  );
}
