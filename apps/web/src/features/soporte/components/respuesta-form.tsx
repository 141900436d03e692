import { useId, useState, type FormEvent } from 'react';
import { SendIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FileInput } from '@/components/ui/file-input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

import { useResponderTicket } from '../api';

/**
 * The reply box under the thread: text, an optional file and, for platform admins, 'Nota interna'
 * (kept from the company). A refusal by the server is toasted by the query client.
 */
export function RespuestaForm({ ticketId, admin }: { ticketId: number; admin: boolean }) {
  const textoId = useId();
  const archivoId = useId();
  const errorId = useId();
  const [texto, setTexto] = useState('');
  const [interno, setInterno] = useState(false);
  const [archivo, setArchivo] = useState<File | null>(null);
  const [progreso, setProgreso] = useState<number | undefined>();
  const [error, setError] = useState<string | null>(null);
  const respuesta = useResponderTicket(ticketId, setProgreso);

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    if (!texto.trim()) {
      setError('Escriba un mensaje.');
      return;
    }
    setError(null);
    respuesta.mutate(
      { texto, interno, archivo },
      {
        onSuccess: () => {
          toast.success(interno ? 'Nota interna guardada' : 'Mensaje enviado');
          setTexto('');
          setArchivo(null);
          setInterno(false);
        },
        onSettled: () => setProgreso(undefined),
      },
    );
  };

  return (
    <form noValidate onSubmit={enviar} className="grid gap-3" aria-label="Responder el ticket">
      <div className="grid gap-2">
        <Label htmlFor={textoId}>{interno ? 'Nota interna' : 'Respuesta'}</Label>
        <Textarea
          id={textoId}
          rows={4}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          disabled={respuesta.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-24"
        />
        {error && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={archivoId}>Archivo adjunto (opcional)</Label>
        <FileInput
          id={archivoId}
          value={archivo}
          onChange={setArchivo}
          progress={progreso}
          disabled={respuesta.isPending}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {admin ? (
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${textoId}-interno`}
              checked={interno}
              onCheckedChange={(c) => setInterno(c === true)}
              disabled={respuesta.isPending}
            />
            <Label htmlFor={`${textoId}-interno`}>Nota interna (no la ve el cliente)</Label>
          </div>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={respuesta.isPending} aria-busy={respuesta.isPending}>
          <SendIcon aria-hidden="true" />
          {respuesta.isPending ? 'Enviando...' : interno ? 'Guardar nota' : 'Enviar respuesta'}
        </Button>
      </div>
    </form>
  );
}
