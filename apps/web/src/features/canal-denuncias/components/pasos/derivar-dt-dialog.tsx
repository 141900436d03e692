import { z } from 'zod';

import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { DateField, TextareaField } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import { datePickerSchema } from '@/components/ui/date-picker';

import { derivarDt, type DenunciaDetalle } from '../../api';
import { useAlGuardarCaso } from '../caso-form';

const schema = z.object({
  fecha: datePickerSchema({ required: 'Indique la fecha de derivación.' }),
  observacion: z.string().trim().max(2000, { error: 'Máximo 2000 caracteres.' }),
});
type Valores = z.input<typeof schema>;

/** Ley Karin: the case is referred to the Dirección del Trabajo, which then investigates it. */
export function DerivarDtDialog({
  denuncia,
  onOpenChange,
}: {
  denuncia: DenunciaDetalle;
  onOpenChange: (open: boolean) => void;
}) {
  const alGuardar = useAlGuardarCaso(denuncia.id, 'Denuncia derivada a la Dirección del Trabajo', () =>
    onOpenChange(false),
  );
  const { form, save } = useEntityForm<Valores, z.output<typeof schema>>({
    schema,
    defaultValues: { fecha: new Date().toLocaleDateString('sv-SE'), observacion: '' },
    save: (v) => derivarDt(denuncia.id, v),
    onSuccess: alGuardar,
  });
  return (
    <EntityFormDialog
      open
      onOpenChange={onOpenChange}
      title="Derivar a la Dirección del Trabajo"
      form={form}
      pending={save.isPending}
      onSubmit={(v) => save.mutate(v)}
    >
      <DateField control={form.control} name="fecha" label="Fecha de derivación *" />
      <div className="hidden sm:block" />
      <TextareaField
        control={form.control}
        name="observacion"
        label="Observación (número de ingreso, oficina, etc.)"
        className="sm:col-span-2"
      />
      <p className="text-sm text-muted-foreground sm:col-span-2">
        Ley 21.643: la derivación debe hacerse dentro de 3 días hábiles desde la recepción de la denuncia y cumple ese
        plazo.
      </p>
    </EntityFormDialog>
  );
}
