import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';

import { cambioClaveSchema, MENSAJES_CUENTA, type CambioClave } from '@atalaya/shared/contracts/cuenta';
import { MIN_CLAVE } from '@atalaya/shared/contracts/mi-empresa/usuarios';
import { applyServerErrors } from '@/components/forms/use-entity-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormDescription } from '@/components/ui/form';
import { cn } from '@/lib/utils';

import { useCambiarClave } from '../api';
import { CampoClave } from './campo-clave';
import { NIVEL_CLAVE_ETIQUETAS, nivelClave, SEGMENTOS, type NivelClave } from './fortaleza-clave';

const VACIO: CambioClave = { password_actual: '', password_nueva: '', confirmacion: '' };
const CAMPOS = ['password_actual', 'password_nueva', 'confirmacion'] as const;

const COLOR: Readonly<Record<NivelClave, string>> = {
  vacia: 'bg-muted',
  insuficiente: 'bg-destructive',
  aceptable: 'bg-warning',
  buena: 'bg-success/70',
  fuerte: 'bg-success',
};

/** The four-segment meter and the rule of the server's policy, read out with the field. */
function FortalezaClave({ clave }: { clave: string }) {
  const nivel = nivelClave(clave);
  return (
    <FormDescription className="grid gap-1.5">
      <span className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((i) => (
          <span
            key={i}
            className={cn('h-1.5 flex-1 rounded-full', i <= SEGMENTOS[nivel] ? COLOR[nivel] : 'bg-muted')}
          />
        ))}
      </span>
      <span>
        Use al menos {MIN_CLAVE} caracteres; una frase larga con mayúsculas, números o símbolos es más segura.
        {nivel !== 'vacia' && (
          <>
            {' '}
            Seguridad: <strong className="font-medium text-foreground">{NIVEL_CLAVE_ETIQUETAS[nivel]}</strong>
            {nivel === 'insuficiente' && ` (faltan ${MIN_CLAVE - clave.length})`}.
          </>
        )}
      </span>
    </FormDescription>
  );
}

/** Cambiar contraseña: the current one, the new one twice. The other sessions of the user end. */
export function CambioClaveForm({ sesionesActivas }: { sesionesActivas: number | undefined }) {
  const form = useForm<CambioClave>({
    resolver: zodResolver(cambioClaveSchema),
    defaultValues: VACIO,
    mode: 'onTouched',
  });
  const cambiar = useCambiarClave();
  const otras = sesionesActivas === undefined ? 0 : sesionesActivas - 1;

  const enviar = form.handleSubmit((datos) =>
    cambiar.mutate(datos, {
      onSuccess: () => {
        form.reset(VACIO);
        toast.success(MENSAJES_CUENTA.claveActualizada);
      },
      onError: (error) => applyServerErrors(form, error, { fields: CAMPOS, conflictField: 'password_actual' }),
    }),
  );

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Cambiar contraseña</h2>
        </CardTitle>
        <CardDescription>
          Al cambiarla se cerrarán sus demás sesiones abiertas
          {otras > 0 ? ` (${otras === 1 ? 'hay 1 además de esta' : `hay ${otras} además de esta`})` : ''}; esta sesión
          sigue activa.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form noValidate onSubmit={enviar} aria-label="Cambiar contraseña">
            <fieldset disabled={cambiar.isPending} className="grid gap-4">
              <CampoClave
                control={form.control}
                name="password_actual"
                label="Contraseña actual *"
                autoComplete="current-password"
              />
              <CampoClave
                control={form.control}
                name="password_nueva"
                label="Nueva contraseña *"
                autoComplete="new-password"
                hint={(clave) => <FortalezaClave clave={clave} />}
              />
              <CampoClave
                control={form.control}
                name="confirmacion"
                label="Confirmar nueva contraseña *"
                autoComplete="new-password"
              />
              {form.formState.errors.root && (
                <p role="alert" className="text-sm text-destructive">
                  {form.formState.errors.root.message}
                </p>
              )}
              <div className="flex justify-end">
                <Button type="submit">{cambiar.isPending ? 'Cambiando...' : 'Cambiar contraseña'}</Button>
              </div>
            </fieldset>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
