import { useId, useState } from 'react';

import { ticketInputSchema, type TicketInput } from '@atalaya/shared/contracts/soporte';
import { EntityFormDialog, SelectField, TextField, useEntityForm } from '@/components/records/entity-form';
import { FileInput } from '@/components/ui/file-input';
import { Label } from '@/components/ui/label';
import { TextareaField } from '@/features/globales/shared/fields';

import { crearTicket, soporteKeys, type Ticket } from '../api';
import { categoriaOpciones, prioridadOpciones } from './ticket-opciones';

/**
 * 'Nuevo ticket': asunto, descripción, categoría, prioridad and an optional attachment, sent as
 * form data with an upload progress bar.
 */
export function NuevoTicketDialog({
  open,
  onOpenChange,
  onSuccess,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSuccess: (ticket: Ticket) => void;
}) {
  const archivoId = useId();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [progreso, setProgreso] = useState<number | undefined>();
  const { form, save } = useEntityForm({
    schema: ticketInputSchema,
    defaultValues: { asunto: '', descripcion: '', categoria: undefined, prioridad: 'media' } as Partial<TicketInput>,
    save: async (values: TicketInput) => {
      try {
        return await crearTicket(values, archivo, archivo ? setProgreso : undefined);
      } finally {
        setProgreso(undefined);
      }
    },
    conflictField: 'asunto',
    invalidate: [soporteKeys.lists()],
    onSuccess: () => undefined,
  });

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Nuevo ticket"
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values, { onSuccess: (ticket) => onSuccess(ticket as Ticket) })}
    >
      <TextField control={form.control} name="asunto" label="Asunto *" className="sm:col-span-2" />
      <SelectField control={form.control} name="categoria" label="Categoría *" options={categoriaOpciones} />
      <SelectField control={form.control} name="prioridad" label="Prioridad *" options={prioridadOpciones} />
      <TextareaField
        control={form.control}
        name="descripcion"
        label="Descripción *"
        rows={6}
        className="sm:col-span-2"
      />
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={archivoId}>Archivo adjunto (opcional)</Label>
        <FileInput id={archivoId} value={archivo} onChange={setArchivo} progress={progreso} disabled={save.isPending} />
      </div>
    </EntityFormDialog>
  );
}
