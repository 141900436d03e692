import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { UserXIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api';

import { fijarExclusiones, useCanalConfig, useInvalidarCaso, type DenunciaDetalle } from '../api';
import { nombrePersona, type Persona } from '../persona';
import { ExclusionesDialog, type ExclusionesValores } from './exclusiones-dialog';

const porNombre = (a: Persona, b: Persona) => nombrePersona(a).localeCompare(nombrePersona(b), 'es-CL');

/** 'Personas excluidas': who must not see the case, and the dialog to change it (with a reason). */
export function ExclusionesCard({
  denuncia: d,
  empresaId,
  usuarioId,
}: {
  denuncia: DenunciaDetalle;
  empresaId: number;
  /** The signed-in user: never a candidate. */
  usuarioId: number;
}) {
  const config = useCanalConfig();
  const invalidar = useInvalidarCaso();
  const [abierto, setAbierto] = useState(0);
  const guardar = useMutation({
    mutationFn: (v: ExclusionesValores) => fijarExclusiones(empresaId, d.id, v),
    meta: { silentError: true },
    onSuccess: async (detalle) => {
      await invalidar(d.id, detalle);
      toast.success('Exclusiones guardadas');
      setAbierto(0);
    },
  });
  // The channel's users and whoever is excluded now (they may have lost the channel role since).
  const candidatos = [...(config.data?.usuarios_canal ?? []), ...d.excluidos]
    .filter((p, i, todos) => p.id !== usuarioId && todos.findIndex((x) => x.id === p.id) === i)
    .sort(porNombre);
  const error = guardar.error instanceof ApiError ? guardar.error : null;

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Personas excluidas</h2>
        </CardTitle>
        <CardDescription>No ven esta denuncia ni reciben sus avisos (conflicto de interés).</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {d.excluidos.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nadie está excluido.</p>
        ) : (
          <ul aria-label="Personas excluidas" className="grid gap-1 text-sm">
            {[...d.excluidos].sort(porNombre).map((p) => (
              <li key={p.id}>{nombrePersona(p)}</li>
            ))}
          </ul>
        )}
        <div>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              guardar.reset();
              setAbierto((n) => n + 1);
            }}
          >
            <UserXIcon aria-hidden="true" />
            Modificar exclusiones
          </Button>
        </div>
      </CardContent>
      {abierto > 0 && (
        <ExclusionesDialog
          key={abierto}
          referencia={d.referencia}
          candidatos={candidatos}
          excluidos={d.excluidos.map((p) => p.id).filter((id) => id !== usuarioId)}
          pending={guardar.isPending}
          error={
            error
              ? error.errores?.motivo
                ? null
                : (error.errores?.usuario_ids ?? error.message)
              : guardar.error
                ? 'No se pudieron guardar las exclusiones.'
                : null
          }
          errorMotivo={error?.errores?.motivo ?? null}
          onOpenChange={(open) => !open && setAbierto(0)}
          onConfirm={(v) => guardar.mutate(v)}
        />
      )}
    </Card>
  );
}
