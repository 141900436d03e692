import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';

import { perfilInputSchema } from '@atalaya/shared/contracts/cuenta';
import { TextField } from '@/components/forms/fields';
import { applyServerErrors } from '@/components/forms/use-entity-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

import { useGuardarPerfil, type Cuenta } from '../api';

type Valores = z.input<typeof perfilInputSchema>;

/** Datos personales: name and surname; the e-mail is shown, not edited (it is the sign-in name). */
export function PerfilForm({ cuenta }: { cuenta: Cuenta }) {
  const form = useForm<Valores, unknown, z.output<typeof perfilInputSchema>>({
    resolver: zodResolver(perfilInputSchema),
    defaultValues: { nombre: cuenta.nombre, apellido: cuenta.apellido },
    mode: 'onTouched',
  });
  const guardar = useGuardarPerfil();

  const enviar = form.handleSubmit(({ nombre, apellido }) =>
    guardar.mutate(
      { nombre, apellido },
      {
        onSuccess: (nueva) => {
          form.reset({ nombre: nueva.nombre, apellido: nueva.apellido });
          toast.success('Datos guardados');
        },
        onError: (error) => applyServerErrors(form, error, { fields: ['nombre', 'apellido'], conflictField: 'nombre' }),
      },
    ),
  );

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Datos personales</h2>
        </CardTitle>
        <CardDescription>Su nombre tal como lo ven los demás usuarios de Atalaya.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form noValidate onSubmit={enviar} aria-label="Datos personales">
            <fieldset disabled={guardar.isPending} className="grid gap-4">
              <TextField control={form.control} name="nombre" label="Nombre *" />
              <TextField control={form.control} name="apellido" label="Apellido *" />
              <div className="grid gap-2">
                <Label htmlFor="cuenta-email">Correo electrónico</Label>
                <Input
                  id="cuenta-email"
                  value={cuenta.email}
                  readOnly
                  aria-describedby="cuenta-email-ayuda"
                  className="bg-muted/50"
                />
                <p id="cuenta-email-ayuda" className="text-sm text-muted-foreground">
                  Es su nombre de usuario; solo un administrador de su empresa puede cambiarlo.
                </p>
              </div>
              {form.formState.errors.root && (
                <p role="alert" className="text-sm text-destructive">
                  {form.formState.errors.root.message}
                </p>
              )}
              <div className="flex justify-end">
                <Button type="submit" disabled={!form.formState.isDirty || guardar.isPending}>
                  {guardar.isPending ? 'Guardando...' : 'Guardar cambios'}
                </Button>
              </div>
            </fieldset>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
