import { z } from 'zod';

import { EntityFormDialog } from '@/components/records/entity-form';
import { datePickerSchema } from '@/components/ui/date-picker';
import { TextareaField } from '@/features/globales/comun/fields';

import { derivarDt, type DenunciaDetalle } from '../../api';
import { DateField, useCasoForm } from '../caso-form';

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
  const { form, save } = useCasoForm<Valores, z.output<typeof schema>>({
    schema,
    defaultValues: { fecha: new Date().toLocaleDateString('sv-SE'), observacion: '' },
    save: (v) => derivarDt(denuncia.id, v),
    denunciaId: denuncia.id,
    exito: 'Denuncia derivada a la Dirección del Trabajo',
    onSuccess: () => onOpenChange(false),
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
