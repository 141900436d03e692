import { CircleAlert, Eye, EyeOff } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** ids of a field's hint and error, and the aria attributes its control needs. */
export function ariaCampo(id: string, { pista, error }: { pista?: React.ReactNode; error?: string }) {
  const describedBy = [pista ? `${id}-pista` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

export function Obligatorio() {
  return (
    <span className="text-destructive" aria-hidden="true">
      *
    </span>
  );
}

export function Pista({ id, children, className }: { id: string; children: React.ReactNode; className?: string }) {
  return (
    <p id={`${id}-pista`} className={cn('text-sm text-muted-foreground', className)}>
      {children}
    </p>
  );
}

export function MensajeError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{error}</span>
    </p>
  );
}

/** Label, control, hint and error of one field; `control` receives the aria attributes. */
export function Campo({
  id,
  etiqueta,
  obligatorio,
  pista,
  error,
  extra,
  despues,
  children,
}: {
  id: string;
  etiqueta: string;
  obligatorio?: boolean;
  pista?: React.ReactNode;
  error?: string;
  /** Shown at the right of the label (e.g. a character counter). */
  extra?: React.ReactNode;
  /** Shown under the hint and the error (e.g. the password strength meter). */
  despues?: React.ReactNode;
  children: (aria: ReturnType<typeof ariaCampo>) => React.ReactNode;
}) {
  return (
    <div className="grid content-start gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id} className="leading-snug">
          <span>
            {etiqueta} {obligatorio && <Obligatorio />}
          </span>
        </Label>
        {extra}
      </div>
      {children(ariaCampo(id, { pista, error }))}
      {pista && <Pista id={id}>{pista}</Pista>}
      <MensajeError id={id} error={error} />
      {despues}
    </div>
  );
}

/** A native radio or checkbox with a visible focus ring. */
export const CLASES_MARCA =
  'mt-0.5 size-4 shrink-0 accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-offset-1';

/** The eye at the right of a password input (give the input `pr-11`): shows or hides what was typed. */
export function BotonVerPassword({ visible, onClick }: { visible: boolean; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="absolute top-0 right-0"
      aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
      aria-pressed={visible}
      onClick={onClick}
    >
      {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
    </Button>
  );
}
