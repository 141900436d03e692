import type { ReactNode } from 'react';
import { AlertCircleIcon, RefreshCwIcon } from 'lucide-react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The panel shown when data could not be loaded: a title, the server's message and 'Reintentar'
 * (disabled, its icon spinning, while the retry is in flight). Without onReintentar there is no button.
 */
export function ErrorCarga({
  error,
  reintentando = false,
  onReintentar,
  titulo = 'Error al cargar los datos. Intente nuevamente más tarde.',
  children,
}: {
  error: Error;
  reintentando?: boolean;
  onReintentar?: () => void;
  titulo?: string;
  /** Extra lines between the message and the button. */
  children?: ReactNode;
}) {
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle className="line-clamp-none">{titulo}</AlertTitle>
      <AlertDescription>
        <p>{error.message}</p>
        {children}
        {onReintentar && (
          <Button variant="outline" size="sm" className="mt-2" disabled={reintentando} onClick={onReintentar}>
            <RefreshCwIcon className={cn(reintentando && 'animate-spin')} aria-hidden="true" />
            Reintentar
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
