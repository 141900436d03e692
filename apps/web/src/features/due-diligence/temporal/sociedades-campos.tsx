import { useFieldArray, useFormContext } from 'react-hook-form';

import { SeccionCard } from '../readonly/seccion-card';
import { GRUPOS_SOCIEDAD } from '../readonly/secciones';
import { AgregarFila, CampoCheck, CampoFecha, CampoRut, CampoTexto, QuitarFila } from './campos';
import type { TemporalFormValues } from './temporal-schema';

type Grupo = (typeof GRUPOS_SOCIEDAD)[number];

function Personas({ grupo }: { grupo: Grupo }) {
  const { control } = useFormContext<TemporalFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `perfil.sociedades.${grupo.clave}` });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium">{grupo.titulo}</legend>
      {fields.length === 0 && <p className="text-sm text-muted-foreground">Sin registros.</p>}
      {fields.map((f, i) => {
        const nombre = `${grupo.singular} ${i + 1}`;
        const base = `perfil.sociedades.${grupo.clave}.${i}` as const;
        return (
          <fieldset
            key={f.id}
            className="grid items-start gap-3 rounded-md border p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(9.5rem,1fr)_auto_auto]"
          >
            <legend className="sr-only">{nombre}</legend>
            <CampoTexto name={`${base}.nombre`} label="Nombre" />
            <CampoRut name={`${base}.rut`} label="RUT" />
            <CampoFecha name={`${base}.fecha_nacimiento`} label="Fecha de nacimiento" />
            <CampoCheck name={`${base}.is_pep`} label="PEP" className="sm:mt-8" />
            <QuitarFila label={`Quitar ${nombre.toLowerCase()}`} className="sm:mt-5.5" onClick={() => remove(i)} />
          </fieldset>
        );
      })}
      <AgregarFila onClick={() => append({ nombre: '', rut: '', fecha_nacimiento: '', is_pep: false })}>
        Agregar {grupo.singular.toLowerCase()}
      </AgregarFila>
    </fieldset>
  );
}

/** Partners, legal representatives and beneficiaries as editable rows. */
export function SociedadesCampos() {
  return (
    <SeccionCard id="sociedades">
      {GRUPOS_SOCIEDAD.map((g) => (
        <Personas key={g.clave} grupo={g} />
      ))}
    </SeccionCard>
  );
}
