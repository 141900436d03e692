import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileClockIcon } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';

import { configuracionEmpresaInputSchema } from '@atalaya/shared/contracts/configuracion';
import { TextField } from '@/components/forms/fields';
import { applyServerErrors } from '@/components/forms/use-entity-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';

import { publicadosKeys } from '@/features/documentos/api';

import { configuracionKeys, guardarEmpresa, type ConfiguracionEmpresa } from '../api';

const schema = z.object({ dias_aviso_vencimiento: configuracionEmpresaInputSchema.shape.dias_aviso_vencimiento });
type Valores = z.input<typeof schema>;

/** 'Documentos': how many days before expiry a published document counts as 'por vencer'. */
export function DocumentosCard({ config }: { config: ConfiguracionEmpresa }) {
  const queryClient = useQueryClient();
  const form = useForm<Valores, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { dias_aviso_vencimiento: config.dias_aviso_vencimiento },
    mode: 'onTouched',
  });
  const guardar = useMutation({
    mutationFn: (v: z.output<typeof schema>) =>
      guardarEmpresa({ nombre_fantasia: config.nombre_fantasia, dias_aviso_vencimiento: v.dias_aviso_vencimiento }),
    meta: { silentError: true },
    onSuccess: (nueva) => {
      queryClient.setQueryData(configuracionKeys.empresa(), nueva);
      // The published-documents list and its cards count 'por vencer' with this threshold.
      void queryClient.invalidateQueries({ queryKey: publicadosKeys.all });
      form.reset({ dias_aviso_vencimiento: nueva.dias_aviso_vencimiento });
      toast.success('Días de aviso guardados');
    },
    onError: (e) =>
      applyServerErrors(form, e, { fields: ['dias_aviso_vencimiento'], conflictField: 'dias_aviso_vencimiento' }),
  });

  return (
    <Card id="documentos" className="scroll-mt-20 gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileClockIcon className="size-4 text-primary" aria-hidden="true" />
          <h2 className="text-lg">Documentos</h2>
        </CardTitle>
        <CardDescription>
          Un documento publicado pasa a “por vencer” esta cantidad de días antes de su vencimiento, y se avisa a sus
          responsables.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            noValidate
            onSubmit={form.handleSubmit((v) => guardar.mutate(v))}
            className="flex flex-col gap-3 sm:flex-row sm:items-start"
          >
            <TextField
              control={form.control}
              name="dias_aviso_vencimiento"
              label="Días de aviso “por vencer” (1 a 365)"
              type="number"
              className="sm:w-72"
            />
            <Button
              type="submit"
              className="sm:mt-[1.375rem]"
              disabled={!form.formState.isDirty || guardar.isPending}
              aria-busy={guardar.isPending}
            >
              {guardar.isPending ? 'Guardando...' : 'Guardar'}
            </Button>
          </form>
        </Form>
        {form.formState.errors.root && (
          <p role="alert" className="mt-2 text-sm text-destructive">
            {form.formState.errors.root.message}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
