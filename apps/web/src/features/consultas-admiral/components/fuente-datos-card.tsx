import { useState } from 'react';
import { DatabaseIcon } from 'lucide-react';
import { toast } from 'sonner';

import type { FuenteDatos } from '@atalaya/shared/contracts/consultas-admiral';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { cn } from '@/lib/utils';

import { useCambiarFuenteDatos, useFuenteDatos } from '../api';

const OPCIONES: Array<{ fuente: FuenteDatos; label: string; detalle: string }> = [
  { fuente: 'mock', label: 'Mock', detalle: 'datos de prueba generados sin conexión, siempre los mismos para un RUT' },
  { fuente: 'production', label: 'Producción', detalle: 'el proveedor de datos real' },
];

/**
 * The data source of every lookup and due diligence (mock or production), switched after a
 * confirmation: the change applies at once to the whole platform.
 */
export function FuenteDatosCard() {
  const query = useFuenteDatos();
  const cambiar = useCambiarFuenteDatos();
  const [pedida, setPedida] = useState<FuenteDatos | null>(null);
  const actual = query.data?.fuente;
  const opcion = OPCIONES.find((o) => o.fuente === pedida);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <DatabaseIcon className="size-4 text-primary" aria-hidden="true" />
          Fuente de datos
        </CardTitle>
        <CardDescription>De dónde salen las consultas de RUT, cédula y los due diligence.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {query.error.message}
          </p>
        ) : !query.data ? (
          <Skeleton className="h-9 w-56" />
        ) : (
          <div role="radiogroup" aria-label="Fuente de datos" className="inline-flex w-fit rounded-lg border p-1">
            {OPCIONES.map((o) => {
              const activa = actual === o.fuente;
              const bloqueada = o.fuente === 'production' && !query.data.produccion_configurada;
              return (
                <Button
                  key={o.fuente}
                  type="button"
                  role="radio"
                  aria-checked={activa}
                  size="sm"
                  variant={activa ? 'default' : 'ghost'}
                  disabled={bloqueada || cambiar.isPending}
                  className={cn('min-w-28', !activa && 'text-muted-foreground')}
                  onClick={() => !activa && setPedida(o.fuente)}
                >
                  {o.label}
                </Button>
              );
            })}
          </div>
        )}
        {query.data && !query.data.produccion_configurada && (
          <Alert>
            <AlertDescription>
              El proveedor de producción no está configurado en este servidor (DD_PROVIDER_URL), por eso solo se puede
              usar mock.
            </AlertDescription>
          </Alert>
        )}
      </CardContent>
      <ConfirmDialog
        open={pedida !== null}
        onOpenChange={(open) => !open && setPedida(null)}
        title={`¿Cambiar la fuente de datos a ${opcion?.label ?? ''}?`}
        description={`Desde ahora todas las consultas y due diligence de la plataforma usarán ${opcion?.detalle ?? ''}.`}
        confirmLabel="Cambiar fuente"
        pending={cambiar.isPending}
        onConfirm={() =>
          pedida &&
          cambiar.mutate(pedida, {
            onSuccess: (estado) => {
              setPedida(null);
              toast.success(`Fuente de datos: ${estado.fuente === 'production' ? 'Producción' : 'Mock'}`);
            },
          })
        }
      />
    </Card>
  );
}
