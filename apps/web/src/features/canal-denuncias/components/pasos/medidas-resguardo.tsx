import { z } from 'zod';

import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { DateField, NINGUNO, SelectField, TextareaField, toId } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import { datePickerSchema } from '@/components/ui/date-picker';
import { formatDate } from '@/lib/format';

import { crearMedidaResguardo, useSubrecurso, type DenunciaDetalle } from '../../api';
import { nombrePersona } from '../../persona';
import { useAlGuardarCaso, useUsuariosCanalOpciones } from '../caso-form';
import { ListaRegistrosPaso } from './lista-registros';
import { Campo } from './paso';

const schema = z.object({
  medida: z.string().trim().min(1, { error: 'Describa la medida de resguardo' }).max(2000),
  fecha: datePickerSchema({ required: 'Indique la fecha de la medida.' }),
  responsable_id: z.string(),
});
type Valores = z.input<typeof schema>;

function MedidaDialog({
  denuncia,
  onOpenChange,
}: {
  denuncia: DenunciaDetalle;
  onOpenChange: (open: boolean) => void;
}) {
  const usuarios = useUsuariosCanalOpciones();
  const alGuardar = useAlGuardarCaso(denuncia.id, 'Medida de resguardo registrada', () => onOpenChange(false));
  const { form, save } = useEntityForm<Valores, z.output<typeof schema>>({
    schema,
    defaultValues: { medida: '', fecha: new Date().toLocaleDateString('sv-SE'), responsable_id: NINGUNO },
    save: (v) =>
      crearMedidaResguardo({
        denuncia_id: denuncia.id,
        medida: v.medida,
        fecha: v.fecha,
        responsable_id: toId(v.responsable_id),
      }),
    onSuccess: alGuardar,
  });
  return (
    <EntityFormDialog
      open
      onOpenChange={onOpenChange}
      title="Registrar medida de resguardo"
      form={form}
      pending={save.isPending}
      onSubmit={(v) => save.mutate(v)}
    >
      <DateField control={form.control} name="fecha" label="Fecha *" />
      <SelectField
        control={form.control}
        name="responsable_id"
        label="Responsable"
        options={usuarios}
        ninguno="Sin asignar"
      />
      <TextareaField control={form.control} name="medida" label="Medida *" className="sm:col-span-2" rows={4} />
      <p className="text-sm text-muted-foreground sm:col-span-2">
        Por ejemplo: separación de espacios físicos, redistribución de jornada, atención psicológica.
      </p>
    </EntityFormDialog>
  );
}

/** Ley Karin protective measures recorded for the case. */
export function MedidasResguardoPaso({ denuncia, puedeCrear }: { denuncia: DenunciaDetalle; puedeCrear: boolean }) {
  return (
    <ListaRegistrosPaso
      consulta={useSubrecurso(denuncia.id, 'medidas-resguardo')}
      vacio="Aún no hay medidas de resguardo registradas."
      etiqueta="Medidas de resguardo"
      agregar="Registrar medida de resguardo"
      puedeCrear={puedeCrear}
      fila={(m) => (
        <>
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-3">
            <Campo etiqueta="Fecha">{formatDate(m.fecha)}</Campo>
            <Campo etiqueta="Responsable">{nombrePersona(m.responsable)}</Campo>
          </dl>
          <p className="whitespace-pre-line">{m.medida}</p>
        </>
      )}
      dialogo={(onOpenChange) => <MedidaDialog denuncia={denuncia} onOpenChange={onOpenChange} />}
    />
  );
}
