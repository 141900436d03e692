import * as React from 'react';
import { FileIcon, UploadIcon, XIcon } from 'lucide-react';

import { formatBytes, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';

const BYTES_PER_MB = 1024 * 1024;

/** What a person calls a format: 'image/png' → 'PNG', '.docx' → 'DOCX', 'image/*' → 'imágenes'. */
const NOMBRES_FORMATO: Record<string, string> = {
  'image/*': 'imágenes',
  'video/*': 'videos',
  'audio/*': 'audio',
  'image/jpeg': 'JPG',
  '.jpeg': 'JPG',
  'image/svg+xml': 'SVG',
  'image/webp': 'WebP',
  '.webp': 'WebP',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.ms-powerpoint': 'PPT',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
  'text/plain': 'TXT',
};

function nombreFormato(token: string): string {
  const conocido = NOMBRES_FORMATO[token.toLowerCase()];
  if (conocido) return conocido;
  if (token.startsWith('.')) return token.slice(1).toUpperCase();
  return (token.split('/')[1] ?? token).replace(/^x-/, '').toUpperCase();
}

/** 'image/png,image/jpeg,image/webp' → 'PNG, JPG o WebP' (each name once, in the order given). */
export function formatosLegibles(accept: string): string {
  const nombres = [
    ...new Set(
      accept
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
        .map(nombreFormato),
    ),
  ];
  return nombres.length > 1 ? `${nombres.slice(0, -1).join(', ')} o ${nombres.at(-1)}` : (nombres[0] ?? '');
}

/** Whether `file` matches an `accept` list such as '.pdf,image/*,application/msword'. */
function isAccepted(file: File, accept: string): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) => {
      if (token.startsWith('.')) return name.endsWith(token);
      if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
      return type === token;
    });
}

type FileInputProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'multiple'
> & {
  /** The chosen file (controlled); leave undefined to let the component keep it. */
  value?: File | null;
  /** Called with the accepted file, or null when it is removed. Refused files never reach it. */
  onChange?: (file: File | null) => void;
  /** Larger files are refused with 'El archivo supera el tamaño máximo de N MB'. */
  maxSizeMb?: number;
  /** Upload progress 0–100; shown as a progress bar while defined. */
  progress?: number;
};

/**
 * One-file picker: drop a file on the zone or activate it (click, or Tab to the real
 * `<input type="file">` inside and press Enter/Space). Shows name and size, a 'Quitar archivo'
 * button and, while `progress` is set, a progress bar. `accept` also filters dropped files.
 * As a `FormControl` child, `id`, `aria-invalid`, `aria-describedby`, `name`, `ref`, `onBlur`
 * go to the file input.
 */
function FileInput({
  value: valueProp,
  onChange,
  accept,
  maxSizeMb,
  progress,
  disabled,
  className,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: FileInputProps) {
  const [innerFile, setInnerFile] = React.useState<File | null>(null);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const [dragging, setDragging] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement | null>(null);
  const hintId = React.useId();
  const refusalId = React.useId();
  const file = valueProp === undefined ? innerFile : valueProp;

  const choose = (next: File | null) => {
    setInnerFile(next);
    onChange?.(next);
  };

  const receive = (candidate: File | undefined) => {
    if (!candidate) return;
    if (accept && !isAccepted(candidate, accept)) {
      setRefusal('Tipo de archivo no permitido.');
      return;
    }
    if (maxSizeMb !== undefined && candidate.size > maxSizeMb * BYTES_PER_MB) {
      setRefusal(`El archivo supera el tamaño máximo de ${formatNumber(maxSizeMb)} MB`);
      return;
    }
    setRefusal(null);
    choose(candidate);
  };

  const remove = () => {
    setRefusal(null);
    choose(null);
    // Lets the same file be chosen again (the input only fires on a change of value).
    if (inputRef.current) inputRef.current.value = '';
  };

  const setInputRef = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const formats = accept && formatosLegibles(accept);
  const hint = [
    formats && `Formatos: ${formats}`,
    maxSizeMb !== undefined && `Tamaño máximo: ${formatNumber(maxSizeMb)} MB`,
  ]
    .filter(Boolean)
    .join(' · ');
  const describedBy = [ariaDescribedBy, hint && hintId, refusal && refusalId].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="file-input" className={cn('grid gap-2', className)}>
      <label
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        onDragOver={(event) => {
          if (disabled) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(event) => {
          // Moving onto a child of the zone also fires dragleave; only leaving the zone counts.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) receive(event.dataTransfer.files[0]);
        }}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input px-4 py-6 text-center text-sm transition-[color,box-shadow,background-color] hover:bg-accent/50',
          'has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/50',
          'has-[input[aria-invalid=true]]:border-destructive',
          'data-[dragging]:border-primary data-[dragging]:bg-primary/5',
          'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[disabled]:hover:bg-transparent',
        )}
      >
        <UploadIcon className="size-6 text-muted-foreground" aria-hidden="true" />
        <span className="font-medium">Arrastre un archivo aquí o haga clic para seleccionarlo</span>
        {hint && (
          // Kept out of the input's name (the label) and read as its description instead.
          <span id={hintId} aria-hidden="true" className="text-xs text-muted-foreground">
            {hint}
          </span>
        )}
        <input
          type="file"
          accept={accept}
          disabled={disabled}
          className="sr-only"
          aria-describedby={describedBy}
          onChange={(event) => receive(event.target.files?.[0])}
          {...inputProps}
          ref={setInputRef}
        />
      </label>

      {refusal && (
        <p id={refusalId} role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      )}

      {file && (
        <div data-slot="file-input-file" className="flex items-center gap-3 rounded-md border px-3 py-2 text-sm">
          <FileIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="grid min-w-0 flex-1 gap-1.5">
            <div className="flex min-w-0 items-baseline gap-2">
              <span className="truncate font-medium">{file.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(file.size)}</span>
            </div>
            {progress !== undefined && (
              <Progress
                value={Math.min(100, Math.max(0, progress))}
                aria-label={`Progreso de carga de ${file.name}`}
                aria-valuetext={`${Math.round(Math.min(100, Math.max(0, progress)))} %`}
              />
            )}
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-7"
            disabled={disabled}
            onClick={remove}
            aria-label="Quitar archivo"
          >
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}

export { FileInput };
