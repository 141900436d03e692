import { useState } from 'react';
import { z } from 'zod';

import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { TextareaField, TextField } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import { FileInput } from '@/components/ui/file-input';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';

import { subirEvidenciaConTitulo } from '../api';
import { useAlGuardarCaso } from './caso-form';

/** Evidence files the API accepts (its allowlist, checked by content) and its default size limit. */
export const EVIDENCIA_ACCEPT = '.pdf,.png,.jpg,.jpeg,.docx,.xlsx,.msg,.eml,.csv,.txt';
export const EVIDENCIA_MAX_MB = 25;

const schema = z.object({
  titulo: z.string().trim().min(1, { error: 'Indique un título para la evidencia.' }).max(200),
  descripcion: z.string().trim().max(2000, { error: 'Máximo 2000 caracteres.' }),
  archivo: z
    .instanceof(File, { error: 'Seleccione un archivo.' })
    .nullable()
    .refine((f) => f !== null, {
      error: 'Seleccione un archivo.',
    }),
});
type Valores = z.input<typeof schema>;

/** Adds a file with its title and description to an investigation or an action plan. */
export function EvidenciaDialog({
  denunciaId,
  destino,
  nombreDestino,
  open,
  onOpenChange,
}: {
  denunciaId: number;
  destino: { tipo: 'investigacion' | 'plan_accion'; id: number };
  nombreDestino: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [progreso, setProgreso] = useState<number | undefined>(undefined);
  const alGuardar = useAlGuardarCaso(denunciaId, 'Evidencia agregada', () => onOpenChange(false));
  const { form, save } = useEntityForm<Valores, z.output<typeof schema>>({
    schema,
    defaultValues: { titulo: '', descripcion: '', archivo: null },
    save: async (v) => {
      setProgreso(0);
      try {
        return await subirEvidenciaConTitulo(destino, v, v.archivo!, setProgreso);
      } finally {
        setProgreso(undefined);
      }
    },
    onSuccess: alGuardar,
  });

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Agregar evidencia a «${nombreDestino}»`}
      form={form}
      pending={save.isPending}
      onSubmit={(v) => save.mutate(v)}
    >
      <TextField control={form.control} name="titulo" label="Título *" className="sm:col-span-2" />
      <TextareaField control={form.control} name="descripcion" label="Descripción" className="sm:col-span-2" rows={3} />
      <FormField
        control={form.control}
        name="archivo"
        render={({ field }) => (
          <FormItem className="sm:col-span-2">
            <FormLabel>Archivo *</FormLabel>
            <FormControl>
              <FileInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                accept={EVIDENCIA_ACCEPT}
                maxSizeMb={EVIDENCIA_MAX_MB}
                progress={progreso}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </EntityFormDialog>
  );
}
