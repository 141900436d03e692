import { useId, useRef } from 'react';
import { FileIcon, PaperclipIcon, XIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/format';

/** Several annex files: each choice adds to the list; each can be removed before uploading. */
export function AnexosInput({
  value,
  onChange,
  accept,
  disabled,
}: {
  value: File[];
  onChange: (files: File[]) => void;
  accept?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-2">
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input px-4 py-4 text-sm transition-colors hover:bg-accent/50 has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/50"
      >
        <PaperclipIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="font-medium">Agregar anexos (puede elegir varios)</span>
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept={accept}
          disabled={disabled}
          className="sr-only"
          aria-label="Anexos"
          onChange={(event) => {
            const nuevos = Array.from(event.target.files ?? []);
            if (nuevos.length) onChange([...value, ...nuevos]);
            event.target.value = '';
          }}
        />
      </label>
      {value.length > 0 && (
        <ul className="grid gap-1" aria-label="Anexos por cargar">
          {value.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center gap-3 rounded-md border px-3 py-1.5 text-sm">
              <FileIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="text-xs text-muted-foreground">{formatBytes(file.size)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7"
                disabled={disabled}
                aria-label={`Quitar anexo ${file.name}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
