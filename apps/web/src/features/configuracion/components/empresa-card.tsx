import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Building2Icon, ImageIcon } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';

import { configuracionEmpresaInputSchema } from '@atalaya/shared/contracts/configuracion';
import { LOGO_MAX_BYTES, LOGO_TIPOS } from '@atalaya/shared/contracts/globales/empresas';
import { formatRut } from '@atalaya/shared/rut';
import { TextField } from '@/components/forms/fields';
import { applyServerErrors } from '@/components/forms/use-entity-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FileInput } from '@/components/ui/file-input';
import { Form } from '@/components/ui/form';
import { sessionQueryKey } from '@/shell/session';
import { validarLogo } from '@/features/globales/empresas/components/empresa-logo';
import { ConfirmDialog } from '@/components/confirm-dialog';

import { configuracionKeys, guardarEmpresa, quitarLogo, subirLogo, type ConfiguracionEmpresa } from '../api';

/** After a logo change: the page's data and the session (the sidebar shows the session's logo). */
function useAlCambiarLogo() {
  const queryClient = useQueryClient();
  return (nueva: ConfiguracionEmpresa) => {
    queryClient.setQueryData(configuracionKeys.empresa(), nueva);
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
}

/** The company's logo: current image or the chosen file's preview, 'Subir logo' and 'Quitar logo'. */
function LogoEmpresa({ config }: { config: ConfiguracionEmpresa }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const alCambiar = useAlCambiarLogo();

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const subir = useMutation({
    mutationFn: subirLogo,
    meta: { silentError: true },
    onSuccess: (nueva) => {
      toast.success('Logo actualizado');
      setFile(null);
      alCambiar(nueva);
    },
    onError: (err) => setError(err.message),
  });
  const quitar = useMutation({
    mutationFn: quitarLogo,
    onSuccess: (nueva) => {
      toast.success('Logo quitado');
      setConfirmando(false);
      alCambiar(nueva);
    },
  });

  const src = preview ?? config.logo_url;
  const ocupado = subir.isPending || quitar.isPending;
  return (
    <section aria-labelledby="logo-titulo" className="grid gap-3">
      <h3 id="logo-titulo" className="text-sm font-medium">
        Logo
      </h3>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
          {src ? (
            <img
              src={src}
              alt={preview ? 'Vista previa del logo' : `Logo de ${config.nombre}`}
              className="size-full object-contain p-1"
            />
          ) : (
            <ImageIcon className="size-8 text-muted-foreground" aria-label="Sin logo" />
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-2">
          <FileInput
            aria-label="Archivo del logo"
            accept={LOGO_TIPOS.join(',')}
            maxSizeMb={LOGO_MAX_BYTES / (1024 * 1024)}
            value={file}
            disabled={ocupado}
            aria-invalid={error ? true : undefined}
            onChange={(chosen) => {
              const problema = chosen ? validarLogo(chosen) : null;
              setError(problema);
              setFile(problema ? null : chosen);
            }}
          />
          <p className="text-xs text-muted-foreground">
            Se muestra en la barra lateral de todos los usuarios de la empresa.
          </p>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {file && (
              <Button
                type="button"
                size="sm"
                disabled={ocupado}
                aria-busy={subir.isPending}
                onClick={() => subir.mutate(file)}
              >
                {subir.isPending ? 'Subiendo...' : 'Subir logo'}
              </Button>
            )}
            {config.logo_url && !file && (
              <Button type="button" size="sm" variant="outline" disabled={ocupado} onClick={() => setConfirmando(true)}>
                Quitar logo
              </Button>
            )}
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={confirmando}
        onOpenChange={setConfirmando}
        title="¿Quitar el logo?"
        description="La barra lateral volverá a mostrar el ícono por defecto."
        confirmLabel="Quitar logo"
        destructive
        pending={quitar.isPending}
        onConfirm={() => quitar.mutate()}
      />
    </section>
  );
}

const schema = z.object({ nombre_fantasia: configuracionEmpresaInputSchema.shape.nombre_fantasia });
type Valores = z.input<typeof schema>;

/** 'Empresa': logo, razón social and RUT (read-only) and nombre de fantasía. */
export function EmpresaCard({ config, esPlataforma }: { config: ConfiguracionEmpresa; esPlataforma: boolean }) {
  const queryClient = useQueryClient();
  const form = useForm<Valores, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { nombre_fantasia: config.nombre_fantasia },
    mode: 'onTouched',
  });
  const guardar = useMutation({
    mutationFn: (v: z.output<typeof schema>) =>
      guardarEmpresa({ nombre_fantasia: v.nombre_fantasia, dias_aviso_vencimiento: config.dias_aviso_vencimiento }),
    meta: { silentError: true },
    onSuccess: (nueva) => {
      queryClient.setQueryData(configuracionKeys.empresa(), nueva);
      form.reset({ nombre_fantasia: nueva.nombre_fantasia });
      toast.success('Datos de la empresa guardados');
    },
    onError: (e) => applyServerErrors(form, e, { fields: ['nombre_fantasia'], conflictField: 'nombre_fantasia' }),
  });

  return (
    <Card id="empresa" className="scroll-mt-20 gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2Icon className="size-4 text-primary" aria-hidden="true" />
          <h2 className="text-lg">Empresa</h2>
        </CardTitle>
        <CardDescription>Cómo se identifica la empresa en Atalaya.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <LogoEmpresa config={config} />
        <div className="grid content-start gap-4">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="grid gap-1">
              <dt className="text-muted-foreground">Razón social</dt>
              <dd className="font-medium">{config.nombre}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground">RUT</dt>
              <dd className="font-medium tabular-nums">{formatRut(config.rut)}</dd>
            </div>
          </dl>
          <p className="-mt-2 text-xs text-muted-foreground">
            {esPlataforma
              ? 'La razón social y el RUT se cambian en Globales → Empresas.'
              : 'Para cambiar la razón social o el RUT, escriba a soporte.'}
          </p>
          <Form {...form}>
            <form noValidate onSubmit={form.handleSubmit((v) => guardar.mutate(v))} className="grid gap-3">
              <TextField control={form.control} name="nombre_fantasia" label="Nombre de fantasía" />
              {form.formState.errors.root && (
                <p role="alert" className="text-sm text-destructive">
                  {form.formState.errors.root.message}
                </p>
              )}
              <div className="flex justify-end">
                <Button
                  type="submit"
                  disabled={!form.formState.isDirty || guardar.isPending}
                  aria-busy={guardar.isPending}
                >
                  {guardar.isPending ? 'Guardando...' : 'Guardar'}
                </Button>
              </div>
            </form>
          </Form>
        </div>
      </CardContent>
    </Card>
  );
}
