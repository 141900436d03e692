import { useState } from 'react';
import { FileIcon, Upload, X } from 'lucide-react';

import type { LimitesEvidencia } from '@atalaya/shared/contracts/canal-denuncias/publico';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { formatBytes } from '@/lib/format';

import { describirLimites, errorEvidencias } from './denuncia-reglas';
import { MensajeError } from './campo';

/**
 * Several files, each removable, within the channel's limits: a file the limits refuse is never
 * added (the reason is announced). `progreso` (0–100) shows the upload bar.
 */
export function SelectorEvidencias({
  id,
  etiqueta,
  limites,
  archivos,
  onChange,
  error,
  progreso,
  disabled,
}: {
  id: string;
  etiqueta: string;
  limites: LimitesEvidencia;
  archivos: File[];
  onChange: (archivos: File[]) => void;
  error?: string;
  progreso?: number;
  disabled?: boolean;
}) {
  const [rechazo, setRechazo] = useState<string | null>(null);
  const mensaje = error ?? rechazo ?? undefined;
  const describedBy = [`${id}-pista`, mensaje ? `${id}-error` : null].filter(Boolean).join(' ');

  const agregar = (elegidos: File[]) => {
    const aceptados = [...archivos];
    let motivo: string | null = null;
    for (const archivo of elegidos) {
      const problema = errorEvidencias([...aceptados, archivo], limites);
      if (problema) motivo ??= problema;
      else aceptados.push(archivo);
    }
    setRechazo(motivo);
    onChange(aceptados);
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{etiqueta}</Label>
      {/* The real input covers the zone, invisible: click, drop and keyboard all reach it, and the
          zone speaks Spanish whatever the browser's language. */}
      <div className="relative flex items-center gap-3 rounded-md border border-dashed border-input bg-background px-3 py-3 text-sm has-focus-visible:border-ring has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50 has-aria-invalid:border-destructive has-disabled:opacity-50">
        <span
          aria-hidden="true"
          className="inline-flex shrink-0 items-center gap-1.5 rounded-md bg-primary/10 px-3 py-1.5 font-medium text-primary"
        >
          <Upload className="size-4" />
          Elegir archivos
        </span>
        <span aria-hidden="true" className="min-w-0 truncate text-muted-foreground">
          {archivos.length === 0 ? 'Sin archivos' : archivos.length === 1 ? '1 archivo' : `${archivos.length} archivos`}
        </span>
        <input
          id={id}
          type="file"
          multiple
          disabled={disabled}
          accept={limites.extensiones.map((e) => `.${e}`).join(',')}
          aria-invalid={mensaje ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            agregar(Array.from(event.target.files ?? []));
            // The same file can be chosen again after removing it.
            event.target.value = '';
          }}
          className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
      </div>
      <div>
        <p id={`${id}-pista`} className="text-sm text-muted-foreground">
          {describirLimites(limites)}
        </p>
        {/* Always present, so a refused file is announced when its reason appears. */}
        <div aria-live="polite">
          {mensaje && (
            <div className="mt-2">
              <MensajeError id={id} error={mensaje} />
            </div>
          )}
        </div>
      </div>
      {archivos.length > 0 && (
        <ul className="grid gap-2" aria-label="Archivos seleccionados">
          {archivos.map((archivo, i) => (
            <li
              key={`${archivo.name}-${archivo.size}-${i}`}
              className="flex items-center gap-3 rounded-md border bg-background px-3 py-2 text-sm"
            >
              <FileIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{archivo.name}</span>
                <span className="text-xs text-muted-foreground">{formatBytes(archivo.size)}</span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={disabled}
                aria-label={`Quitar ${archivo.name}`}
                onClick={() => {
                  setRechazo(null);
                  onChange(archivos.filter((_, j) => j !== i));
                }}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {progreso !== undefined && (
        <div className="grid gap-1">
          <Progress value={progreso} aria-label="Progreso de la subida" />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            Subiendo archivos: {progreso} %
          </p>
        </div>
      )}
    </div>
  );
}
