import { useEffect, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ImageIcon } from 'lucide-react';
import { toast } from 'sonner';

import { LOGO_MAX_BYTES, LOGO_TIPOS, MENSAJES_EMPRESAS } from '@atalaya/shared/contracts/globales/empresas';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';

import { subirLogo, type Empresa } from '../api';

/** Client-side check with the server's own messages (the server checks again). */
export function validarLogo(file: File): string | null {
  if (!(LOGO_TIPOS as readonly string[]).includes(file.type)) return MENSAJES_EMPRESAS.logoTipo;
  if (file.size > LOGO_MAX_BYTES) return MENSAJES_EMPRESAS.logoTamano;
  return null;
}

/** The company's logo: current image, a chosen file's preview, and 'Subir logo'. */
export function EmpresaLogo({ empresa, onUploaded }: { empresa: Empresa; onUploaded: (e: Empresa) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const upload = useMutation({
    mutationFn: (f: File) => subirLogo(empresa.id, f),
    // The error shows beside the field; no global toast needed.
    meta: { silentError: true },
    onSuccess: (updated) => {
      toast.success('Logo actualizado');
      setFile(null);
      onUploaded(updated);
    },
    onError: (err) => setError(err.message),
  });

  const src = preview ?? empresa.logo_url;
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {src ? (
            <img
              src={src}
              alt={preview ? 'Vista previa del logo' : `Logo de ${empresa.nombre}`}
              className="size-full object-contain"
            />
          ) : (
            <ImageIcon className="size-6 text-muted-foreground" aria-label="Sin logo" />
          )}
        </div>
        <FileInput
          className="min-w-0 flex-1"
          aria-label="Archivo del logo"
          accept={LOGO_TIPOS.join(',')}
          maxSizeMb={LOGO_MAX_BYTES / (1024 * 1024)}
          value={file}
          disabled={upload.isPending}
          aria-invalid={error ? true : undefined}
          onChange={(chosen) => {
            const problema = chosen ? validarLogo(chosen) : null;
            setError(problema);
            setFile(problema ? null : chosen);
          }}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {file && (
        <div>
          <Button
            type="button"
            size="sm"
            disabled={upload.isPending}
            aria-busy={upload.isPending}
            onClick={() => upload.mutate(file)}
          >
            {upload.isPending ? 'Subiendo...' : 'Subir logo'}
          </Button>
        </div>
      )}
    </div>
  );
}
