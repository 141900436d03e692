import { useId, useRef, useState } from 'react';
import { UploadIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';

import { subirLista, type ListaEnServicio } from './api';

interface SubirVersionProps {
  lista: ListaEnServicio;
  /** Called with the uploaded version's hash once the server accepted it (202). */
  onSubida: (sha256: string) => void;
  /** The accepted upload is not in service yet. */
  recargando: boolean;
}

/**
 * 'Subir versión más reciente' of one list: picks the official file (OFAC lists: their CSVs
 * together), uploads it at once with a progress bar and shows the server's Spanish answer.
 */
export function SubirVersion({ lista, onSubida, recargando }: SubirVersionProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [progreso, setProgreso] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const ayudaId = useId();
  const errorId = useId();
  const varios = lista.archivos.length > 1;

  const subir = async (archivos: File[]) => {
    if (archivos.length === 0) return;
    setError(null);
    setProgreso(0);
    try {
      const respuesta = await subirLista(lista.codigo, archivos, setProgreso);
      onSubida(respuesta.lista.sha256);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Error al subir el archivo');
    } finally {
      setProgreso(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const ocupado = progreso !== null || recargando;
  return (
    <div className="grid w-64 gap-1.5">
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        className="sr-only"
        tabIndex={-1}
        multiple={varios}
        accept={lista.archivos.map((a) => `.${a.split('.').pop()}`).join(',')}
        aria-describedby={[ayudaId, error && errorId].filter(Boolean).join(' ')}
        onChange={(e) => void subir([...(e.target.files ?? [])])}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={ocupado}
        aria-describedby={[ayudaId, error && errorId].filter(Boolean).join(' ')}
        aria-label={`Subir versión más reciente de ${lista.nombre}`}
        onClick={() => inputRef.current?.click()}
      >
        <UploadIcon aria-hidden="true" />
        {recargando ? 'Recargando…' : progreso !== null ? 'Subiendo…' : 'Subir versión más reciente'}
      </Button>
      <span id={ayudaId} className="text-xs text-muted-foreground">
        {varios ? `Archivos: ${lista.archivos.join(', ')}` : `Archivo: ${lista.archivos[0]}`}
      </span>
      {progreso !== null && (
        <Progress
          value={progreso}
          aria-label={`Progreso de carga de ${lista.nombre}`}
          aria-valuetext={`${Math.round(progreso)} %`}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
