import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import {
  dueDiligenceUpdateSchema,
  type DueDiligenceDetalle,
} from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { formatRut } from '@atalaya/shared/rut';
import { LabeledField, TextField } from '@/components/forms/fields';
import { applyServerErrors } from '@/components/forms/use-entity-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { Form } from '@/components/ui/form';

import { actualizarDueDiligence, type DueDiligenceUpdate } from '../analista-api';
import { dueDiligenceKeys } from '../api';
import { RutInput } from '@/components/rut-input';

const CAMPOS = Object.keys(dueDiligenceUpdateSchema.shape) as Array<keyof DueDiligenceUpdate>;

/** The request's identity fields (dueDiligenceUpdateSchema); only those of its person type show. */
export function EditarForm({ detalle: d }: { detalle: DueDiligenceDetalle }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<DueDiligenceUpdate, unknown, DueDiligenceUpdate>({
    resolver: zodResolver(dueDiligenceUpdateSchema),
    mode: 'onTouched',
    defaultValues: { ...Object.fromEntries(CAMPOS.map((c) => [c, d[c]])), rut: formatRut(d.rut) },
  });
  const guardar = useMutation({
    mutationFn: (valores: DueDiligenceUpdate) => actualizarDueDiligence(d.id, valores),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: dueDiligenceKeys.all });
      toast.success('Solicitud actualizada');
      void navigate(`/due-diligence/${d.id}`);
    },
    onError: (error) => applyServerErrors(form, error, { fields: CAMPOS, conflictField: 'rut' }),
  });
  const { control } = form;
  const juridica = d.tipo_persona === 'juridica';

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit((v) => guardar.mutate(v))}>
        <Card>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <LabeledField control={control} name="rut" label="RUT">
              {(field) => <RutInput {...field} value={field.value ?? ''} />}
            </LabeledField>
            {juridica ? (
              <>
                <TextField control={control} name="razon_social" label="Razón social" />
                <TextField control={control} name="nombre_fantasia" label="Nombre de fantasía" />
                <TextField control={control} name="representante" label="Representante" />
              </>
            ) : (
              <>
                <TextField control={control} name="nombre_completo" label="Nombre" />
                <TextField control={control} name="apellido_paterno" label="Apellido paterno" />
                <TextField control={control} name="apellido_materno" label="Apellido materno" />
              </>
            )}
            <TextField control={control} name="direccion" label="Dirección" />
            <TextField control={control} name="pais" label="País" />
            <TextField control={control} name="sitio_web" label="Sitio web" type="url" />
            {form.formState.errors.root && (
              <p role="alert" className="text-sm text-destructive sm:col-span-2">
                {form.formState.errors.root.message}
              </p>
            )}
          </CardContent>
          <CardFooter className="justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => void navigate(`/due-diligence/${d.id}`)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={guardar.isPending} aria-busy={guardar.isPending}>
              {guardar.isPending ? 'Guardando...' : 'Guardar'}
            </Button>
          </CardFooter>
        </Card>
      </form>
    </Form>
  );
}
