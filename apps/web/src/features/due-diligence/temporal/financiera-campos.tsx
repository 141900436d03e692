import { useFieldArray, useFormContext } from 'react-hook-form';

import { SelectField } from '@/components/forms/fields';
import { SeccionCard } from '../readonly/seccion-card';
import { AgregarFila, CampoCantidad, CampoMonto, CampoTexto, QuitarFila } from './campos';
import type { TemporalFormValues } from './temporal-schema';

/** SPEC §4 company sizes as the profile stores them. */
const TIPOS_EMPRESA = [
  { value: 'PyME', label: 'PyME' },
  { value: 'mediana', label: 'Mediana empresa' },
  { value: 'grande', label: 'Gran empresa' },
];

function Desglose() {
  const { control } = useFormContext<TemporalFormValues>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'perfil.situacion_financiera.documentos_impagos.desglose',
  });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium">Desglose de documentos impagos</legend>
      {fields.map((f, i) => {
        const base = `perfil.situacion_financiera.documentos_impagos.desglose.${i}` as const;
        return (
          <fieldset
            key={f.id}
            className="grid items-start gap-3 rounded-md border p-3 sm:grid-cols-[minmax(0,2fr)_8rem_12rem_auto]"
          >
            <legend className="sr-only">Documento impago {i + 1}</legend>
            <CampoTexto name={`${base}.label`} label="Tipo de documento" />
            <CampoCantidad name={`${base}.cantidad`} label="Cantidad" />
            <CampoMonto name={`${base}.monto`} label="Monto" />
            <QuitarFila label={`Quitar documento impago ${i + 1}`} className="sm:mt-5.5" onClick={() => remove(i)} />
          </fieldset>
        );
      })}
      <AgregarFila onClick={() => append({ label: '', cantidad: 0, monto: 0 })}>Agregar fila de desglose</AgregarFila>
    </fieldset>
  );
}

/** Vehicles, properties (with their appraisal), unpaid documents and, for a company, its size. */
export function FinancieraCampos({ juridica }: { juridica: boolean }) {
  const { control } = useFormContext<TemporalFormValues>();
  return (
    <SeccionCard id="situacion-financiera">
      <div className="grid gap-4 sm:grid-cols-3">
        <CampoCantidad name="perfil.situacion_financiera.vehiculos.cantidad" label="Vehículos" />
        <CampoCantidad name="perfil.situacion_financiera.propiedades.cantidad" label="Propiedades" />
        <CampoMonto name="perfil.situacion_financiera.propiedades.avaluo" label="Avalúo fiscal de propiedades" />
        <CampoCantidad name="perfil.situacion_financiera.documentos_impagos.cantidad" label="Documentos impagos" />
        <CampoMonto name="perfil.situacion_financiera.documentos_impagos.monto" label="Monto impago" />
        {juridica && (
          <SelectField
            control={control}
            name="perfil.situacion_financiera.tipo_de_empresa"
            label="Tipo de empresa"
            options={TIPOS_EMPRESA}
          />
        )}
      </div>
      <Desglose />
    </SeccionCard>
  );
}
