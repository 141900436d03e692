import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';

import { MENSAJES_CANAL_CONFIG, slugCanalSchema } from '@atalaya/shared/contracts/canal-denuncias/config';
import { SwitchField, TextareaField, TextField } from '@/components/forms/fields';
import { applyServerErrors } from '@/components/forms/use-entity-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

import { canalConfigKeys, guardarCanalConfig, type CanalConfig } from '../../api';

const schema = z.object({
  habilitado: z.boolean(),
  slug: slugCanalSchema,
  titulo: z.string().trim().min(1, { error: 'Indique el título del canal.' }).max(150),
  introduccion: z.string().trim().max(10000, { error: 'Máximo 10000 caracteres.' }),
  que_denunciar: z.string().trim().max(10000, { error: 'Máximo 10000 caracteres.' }),
  anonimato: z.string().trim().max(10000, { error: 'Máximo 10000 caracteres.' }),
  seguimiento: z.string().trim().max(10000, { error: 'Máximo 10000 caracteres.' }),
  canales_externos: z.string().trim().max(10000, { error: 'Máximo 10000 caracteres.' }),
  permite_anonimo: z.boolean(),
  retencion_meses: z.coerce
    .number({ error: MENSAJES_CANAL_CONFIG.retencion })
    .int({ error: MENSAJES_CANAL_CONFIG.retencion })
    .min(12, { error: MENSAJES_CANAL_CONFIG.retencion })
    .max(240, { error: MENSAJES_CANAL_CONFIG.retencion }),
});
type Valores = z.input<typeof schema>;

const valoresDe = (c: CanalConfig): Valores => ({
  habilitado: c.habilitado,
  slug: c.slug,
  titulo: c.titulo,
  introduccion: c.introduccion,
  que_denunciar: c.que_denunciar,
  anonimato: c.anonimato,
  seguimiento: c.seguimiento,
  canales_externos: c.canales_externos,
  permite_anonimo: c.permite_anonimo,
  retencion_meses: c.retencion_meses,
});

/** The channel's public settings: on/off, address, texts of the public page, anonymity, retention. */
export function ConfiguracionForm({ config, editable }: { config: CanalConfig; editable: boolean }) {
  const queryClient = useQueryClient();
  const form = useForm<Valores, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: valoresDe(config),
    mode: 'onTouched',
  });
  const guardar = useMutation({
    mutationFn: guardarCanalConfig,
    meta: { silentError: true },
    onSuccess: (nueva) => {
      queryClient.setQueryData(canalConfigKeys.config(), nueva);
      form.reset(valoresDe(nueva));
      toast.success('Configuración guardada');
    },
    onError: (e) => applyServerErrors(form as never, e),
  });

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Configuración del canal</h2>
        </CardTitle>
        <CardDescription>
          {editable
            ? 'Lo que ven los denunciantes en la página pública del canal.'
            : 'Solo los administradores de la empresa pueden modificar la configuración.'}{' '}
          Última modificación: {formatDateTime(config.updated_at)}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit((v) => guardar.mutate(v))}>
            <fieldset
              disabled={!editable || guardar.isPending}
              // Read-only for channel users: full-contrast text, not the faded look of a disabled field.
              className={cn(
                'grid gap-4 sm:grid-cols-2',
                !editable && '[&_input:disabled]:opacity-100 [&_textarea:disabled]:opacity-100',
              )}
            >
              <legend className="sr-only">Configuración del canal</legend>
              <SwitchField
                control={form.control}
                name="habilitado"
                label="Canal habilitado"
                description="Si se desactiva, la página pública informa que el canal no está disponible."
              />
              <SwitchField
                control={form.control}
                name="permite_anonimo"
                label="Permitir denuncias anónimas"
                description="Las categorías Ley Karin siempre exigen identificación."
              />
              <TextField control={form.control} name="slug" label="Dirección del formulario *" />
              <TextField
                control={form.control}
                name="retencion_meses"
                label="Conservación tras el cierre (meses) *"
                type="number"
              />
              <TextField control={form.control} name="titulo" label="Título *" className="sm:col-span-2" />
              <TextareaField
                control={form.control}
                name="introduccion"
                label="Introducción"
                className="sm:col-span-2"
              />
              <TextareaField
                control={form.control}
                name="que_denunciar"
                label="Qué se puede denunciar"
                className="sm:col-span-2"
              />
              <TextareaField
                control={form.control}
                name="anonimato"
                label="Anonimato y confidencialidad"
                className="sm:col-span-2"
              />
              <TextareaField
                control={form.control}
                name="seguimiento"
                label="Cómo hacer seguimiento"
                className="sm:col-span-2"
              />
              <TextareaField
                control={form.control}
                name="canales_externos"
                label="Canales externos (Dirección del Trabajo, Ministerio Público)"
                className="sm:col-span-2"
              />
              {form.formState.errors.root && (
                <p role="alert" className="text-sm text-destructive sm:col-span-2">
                  {form.formState.errors.root.message}
                </p>
              )}
              {editable && (
                <div className="flex justify-end gap-2 sm:col-span-2">
                  <Button
                    type="button"
                    variant="outline"
                    disabled={!form.formState.isDirty || guardar.isPending}
                    onClick={() => form.reset(valoresDe(config))}
                  >
                    Descartar cambios
                  </Button>
                  <Button type="submit" disabled={guardar.isPending} aria-busy={guardar.isPending}>
                    {guardar.isPending ? 'Guardando...' : 'Guardar configuración'}
                  </Button>
                </div>
              )}
            </fieldset>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
