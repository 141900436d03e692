import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellRingIcon } from 'lucide-react';
import { toast } from 'sonner';

import { configuracionVencimientoSchema, DIAS_AVISO_POR_DEFECTO } from '@atalaya/shared/contracts/documentos';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';

import { documentosKeys, publicadosKeys, saveDiasAviso, usePublicadosOverview } from '../api';

const diasTexto = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`;

function AvisoForm({ actual, onDone }: { actual: number; onDone: () => void }) {
  const id = useId();
  const [valor, setValor] = useState(String(actual));
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const guardar = useMutation({
    mutationFn: saveDiasAviso,
    // Shown on the field, not as a toast.
    meta: { silentError: true },
    onSuccess: (_, dias) => {
      // 'Por vencer' is derived from this threshold: the cards, the list and the documents change.
      void queryClient.invalidateQueries({ queryKey: publicadosKeys.all });
      void queryClient.invalidateQueries({ queryKey: documentosKeys.all });
      toast.success(`Aviso de vencimiento: ${diasTexto(dias)}`);
      onDone();
    },
    onError: (e) =>
      setError(
        e instanceof ApiError ? (e.errores?.dias_aviso_vencimiento ?? e.message) : 'No se pudo guardar el aviso.',
      ),
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = configuracionVencimientoSchema.safeParse({ dias_aviso_vencimiento: valor.trim() || undefined });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? 'Valor no válido.');
          return;
        }
        setError(null);
        guardar.mutate(parsed.data.dias_aviso_vencimiento);
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={id} data-error={Boolean(error)} className="data-[error=true]:text-destructive">
          Días de aviso antes del vencimiento
        </Label>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          step={1}
          value={valor}
          onChange={(e) => setValor(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-ayuda${error ? ` ${id}-error` : ''}`}
          className="w-32"
        />
        <p id={`${id}-ayuda`} className="text-sm text-muted-foreground">
          Entre 1 y 365. Los documentos que vencen dentro de este plazo aparecen como «Por vencer» y se avisa a su
          responsable y a su aprobador.
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" disabled={guardar.isPending} onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={guardar.isPending} aria-busy={guardar.isPending}>
          {guardar.isPending ? 'Guardando...' : 'Guardar'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 'Aviso de vencimiento: N días': the company's 'por vencer' threshold and the dialog that changes it. */
export function AvisoVencimiento() {
  const overview = usePublicadosOverview();
  const [abierto, setAbierto] = useState(false);
  const dias = overview.data?.dias_aviso_vencimiento ?? DIAS_AVISO_POR_DEFECTO;

  return (
    <>
      <Button variant="outline" disabled={!overview.data} onClick={() => setAbierto(true)}>
        <BellRingIcon aria-hidden="true" />
        Aviso de vencimiento: {overview.data ? diasTexto(dias) : '…'}
      </Button>
      <Dialog open={abierto} onOpenChange={setAbierto}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Aviso de vencimiento</DialogTitle>
            <DialogDescription>
              Cuántos días antes de vencer un documento publicado pasa a «Por vencer».
            </DialogDescription>
          </DialogHeader>
          {abierto && <AvisoForm actual={dias} onDone={() => setAbierto(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
