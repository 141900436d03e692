import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheckIcon } from 'lucide-react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { useId } from 'react';
import { toast } from 'sonner';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api';

import { configuracionKeys, guardarEmpresa, type ConfiguracionEmpresa } from '../api';

/**
 * 'Seguridad' (issue 9): the company can require two-step verification of all its users; those
 * without it enrol at their next password sign-in.
 */
export function SeguridadCard({ config }: { config: ConfiguracionEmpresa }) {
  const id = useId();
  const queryClient = useQueryClient();
  const guardar = useMutation({
    mutationFn: (exigir: boolean) =>
      guardarEmpresa({
        nombre_fantasia: config.nombre_fantasia,
        dias_aviso_vencimiento: config.dias_aviso_vencimiento,
        exigir_2fa: exigir,
      }),
    meta: { silentError: true },
    onSuccess: (nueva) => {
      queryClient.setQueryData(configuracionKeys.empresa(), nueva);
      toast.success(
        nueva.exigir_2fa
          ? 'Verificación en dos pasos exigida a los usuarios de la empresa'
          : 'La verificación en dos pasos ya no es obligatoria en la empresa',
      );
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : 'No se pudo guardar el cambio.'),
  });
  const valor = guardar.isPending && guardar.variables !== undefined ? guardar.variables : config.exigir_2fa;

  return (
    <Card id="seguridad" className="scroll-mt-20 gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheckIcon className="size-4 text-primary" aria-hidden="true" />
          <h2 className="text-lg">Seguridad</h2>
        </CardTitle>
        <CardDescription>Cómo ingresan a Atalaya los usuarios de la empresa.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-start justify-between gap-4 rounded-md border p-4">
          <div className="grid gap-1">
            <label htmlFor={id} className="text-sm font-medium">
              Exigir verificación en dos pasos a los usuarios de la empresa
            </label>
            <p id={`${id}-ayuda`} className="text-sm text-muted-foreground">
              Quien ingrese con contraseña y no la tenga activa deberá activarla (código QR y aplicación de
              autenticación) en su próximo inicio de sesión. Quienes ingresan con Microsoft usan la verificación de su
              proveedor.
            </p>
          </div>
          <SwitchPrimitive.Root
            id={id}
            checked={valor}
            disabled={guardar.isPending}
            aria-describedby={`${id}-ayuda`}
            onCheckedChange={(v) => guardar.mutate(v)}
            className="peer inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-input transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary dark:bg-input/80"
          >
            <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
          </SwitchPrimitive.Root>
        </div>
      </CardContent>
    </Card>
  );
}
