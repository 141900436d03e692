import { useFieldArray, useFormContext } from 'react-hook-form';

import { SelectField } from '@/components/forms/fields';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

import { AgregarFila, CampoCheck, CampoTexto, QuitarFila } from './campos';
import type { TemporalFormValues } from './temporal-schema';

const NIVELES = [
  { value: 'bajo', label: 'Bajo (20 %)' },
  { value: 'monitoreo', label: 'Monitoreo (50 %)' },
  { value: 'alto', label: 'Alto (80 %)' },
];

const PESOS = [
  { value: 'alto', label: 'Alto' },
  { value: 'monitoreo', label: 'Monitoreo' },
  { value: 'informativo', label: 'Informativo' },
];

/** Code of the reasons an analyst adds by hand (the job's have their own). */
const CODIGO_RAZON_ANALISTA = 'analista';

/** The analyst's judgement: level, the reasons behind it, and the PEP / lists flags. */
export function RiesgoCampos() {
  const { control } = useFormContext<TemporalFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'razones_riesgo' });
  return (
    <Card id="riesgo" role="region" aria-labelledby="riesgo-form-titulo" className="scroll-mt-20 gap-4">
      <CardHeader>
        <CardTitle>
          <h2 id="riesgo-form-titulo" className="text-lg">
            Riesgo
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid items-end gap-4 sm:grid-cols-3">
          <SelectField control={control} name="nivel_riesgo" label="Nivel de riesgo" options={NIVELES} />
          <CampoCheck name="is_pep" label="Es PEP" className="pb-2" />
          <CampoCheck name="listas_internacionales" label="En listas internacionales" className="pb-2" />
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-medium">Razones</legend>
          {fields.length === 0 && <p className="text-sm text-muted-foreground">Sin razones.</p>}
          {fields.map((f, i) => (
            <fieldset key={f.id} className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto]">
              <legend className="sr-only">Razón {i + 1}</legend>
              <CampoTexto name={`razones_riesgo.${i}.texto`} label={`Razón ${i + 1}`} labelOculto />
              <SelectField
                control={control}
                name={`razones_riesgo.${i}.peso`}
                label={`Peso de la razón ${i + 1}`}
                options={PESOS}
                className="[&>[data-slot=form-label]]:sr-only"
              />
              <QuitarFila label={`Quitar razón ${i + 1}`} onClick={() => remove(i)} />
            </fieldset>
          ))}
          <AgregarFila onClick={() => append({ codigo: CODIGO_RAZON_ANALISTA, texto: '', peso: 'monitoreo' })}>
            Agregar razón
          </AgregarFila>
        </fieldset>
      </CardContent>
    </Card>
  );
}
