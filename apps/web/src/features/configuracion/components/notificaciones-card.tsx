import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellIcon } from 'lucide-react';
import { toast } from 'sonner';

import { CATEGORIAS } from '@atalaya/shared/contracts/configuracion';
import { CATEGORIAS_AVISO } from '@atalaya/shared/contracts/notificaciones';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';

import {
  configuracionKeys,
  guardarNotificaciones,
  type ConfiguracionEmpresa,
  type PreferenciasNotificacion,
} from '../api';

const CANALES = [
  { clave: 'campana', label: 'Campana', detalle: 'en la aplicación' },
  { clave: 'correo', label: 'Correo', detalle: 'por correo electrónico' },
] as const;

const iguales = (a: PreferenciasNotificacion, b: PreferenciasNotificacion) =>
  CATEGORIAS.every((c) => a[c].campana === b[c].campana && a[c].correo === b[c].correo);

/** 'Notificaciones': per kind of notice, whether it reaches the users' bell and their mailbox. */
export function NotificacionesCard({ config }: { config: ConfiguracionEmpresa }) {
  const queryClient = useQueryClient();
  // What the server holds, as last answered (the page's query data is updated too).
  const [guardadas, setGuardadas] = useState<PreferenciasNotificacion>(config.preferencias_notificacion);
  const [prefs, setPrefs] = useState<PreferenciasNotificacion>(config.preferencias_notificacion);
  const cambiadas = !iguales(prefs, guardadas);
  const guardar = useMutation({
    mutationFn: guardarNotificaciones,
    meta: { silentError: true },
    onSuccess: (nueva) => {
      queryClient.setQueryData(configuracionKeys.empresa(), nueva);
      setGuardadas(nueva.preferencias_notificacion);
      setPrefs(nueva.preferencias_notificacion);
      toast.success('Preferencias de notificación guardadas');
    },
  });
  const error = guardar.error?.message;

  return (
    <Card id="notificaciones" className="scroll-mt-20 gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellIcon className="size-4 text-primary" aria-hidden="true" />
          <h2 className="text-lg">Notificaciones</h2>
        </CardTitle>
        <CardDescription>
          Qué avisos reciben los usuarios de la empresa en la campana de la aplicación y por correo electrónico.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <caption className="sr-only">Avisos por categoría y canal</caption>
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Categoría
                </th>
                {CANALES.map((canal) => (
                  <th key={canal.clave} scope="col" className="w-28 px-3 py-2 text-center font-medium">
                    {canal.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {CATEGORIAS.map((categoria) => (
                <tr key={categoria} className="border-t">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {CATEGORIAS_AVISO[categoria]}
                  </th>
                  {CANALES.map((canal) => (
                    <td key={canal.clave} className="px-3 py-2 text-center">
                      <Checkbox
                        aria-label={`${CATEGORIAS_AVISO[categoria]}: ${canal.label.toLowerCase()} (${canal.detalle})`}
                        checked={prefs[categoria][canal.clave]}
                        disabled={guardar.isPending}
                        onCheckedChange={(checked) =>
                          setPrefs((p) => ({ ...p, [categoria]: { ...p[categoria], [canal.clave]: checked === true } }))
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={!cambiadas || guardar.isPending}
            onClick={() => setPrefs(guardadas)}
          >
            Descartar cambios
          </Button>
          <Button
            type="button"
            disabled={!cambiadas || guardar.isPending}
            aria-busy={guardar.isPending}
            onClick={() => guardar.mutate(prefs)}
          >
            {guardar.isPending ? 'Guardando...' : 'Guardar preferencias'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
