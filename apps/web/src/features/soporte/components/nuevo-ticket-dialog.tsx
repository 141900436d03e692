import { useId, useState } from 'react';

import { ticketInputSchema, type TicketInput } from '@atalaya/shared/contracts/soporte';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { SelectField, TextareaField, TextField } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import { FileInput } from '@/components/ui/file-input';
import { Label } from '@/components/ui/label';

import { crearTicket, soporteKeys, type Ticket } from '../api';
import { categoriaOpciones, prioridadOpciones } from './ticket-opciones';

/**
 * 'Nuevo ticket': asunto, descripción, categoría, prioridad and an optional attachment, sent as
 * form data with an upload progress bar. As `sugerencia` (the sidebar's Feedback) it is a ticket of
 * category sugerencia and low priority, and asks only what a suggestion needs.
 */
export function NuevoTicketDialog({
  open,
  onOpenChange,
  onSuccess,
  sugerencia = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSuccess: (ticket: Ticket) => void;
  sugerencia?: boolean;
}) {
  const archivoId = useId();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [progreso, setProgreso] = useState<number | undefined>();
  const { form, save } = useEntityForm({
    schema: ticketInputSchema,
    defaultValues: (sugerencia
      ? { asunto: '', descripcion: '', categoria: 'sugerencia', prioridad: 'baja' }
      : { asunto: '', descripcion: '', categoria: undefined, prioridad: 'media' }) as Partial<TicketInput>,
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
      title={sugerencia ? 'Enviar una sugerencia' : 'Nuevo ticket'}
      description={
        sugerencia
          ? 'Cuéntenos qué mejoraría de Atalaya. Llega al equipo como un ticket de sugerencia y le responderemos ahí.'
          : undefined
      }
      submitLabel={sugerencia ? 'Enviar sugerencia' : undefined}
      pendingLabel={sugerencia ? 'Enviando...' : undefined}
      form={form}
      pending={save.isPending}
      onSubmit={(values) => save.mutate(values, { onSuccess: (ticket) => onSuccess(ticket as Ticket) })}
    >
      <TextField
        control={form.control}
        name="asunto"
        label={sugerencia ? 'Resumen de su sugerencia *' : 'Asunto *'}
        className="sm:col-span-2"
      />
      {!sugerencia && (
        <>
          <SelectField control={form.control} name="categoria" label="Categoría *" options={categoriaOpciones} />
          <SelectField control={form.control} name="prioridad" label="Prioridad *" options={prioridadOpciones} />
        </>
      )}
      <TextareaField
        control={form.control}
        name="descripcion"
        label={sugerencia ? '¿Qué mejoraría? *' : 'Descripción *'}
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
