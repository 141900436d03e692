import { CopyIcon, DownloadIcon, KeyRoundIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

import { archivoRecuperacion, descargarTexto } from './dos-factores';

/**
 * The ten recovery codes, shown once (at enrolment, or when regenerated): copy or download them
 * before leaving. Used at sign-in and in Cuenta.
 */
export function CodigosRecuperacion({ codigos, email }: { codigos: string[]; email: string | null }) {
  const texto = () => archivoRecuperacion(codigos, email, new Date());
  async function copiar() {
    try {
      await navigator.clipboard.writeText(codigos.join('\n'));
      toast.success('Códigos copiados');
    } catch {
      toast.error('No se pudo copiar: selecciónelos y cópielos manualmente.');
    }
  }
  return (
    <div className="grid gap-4">
      <Alert variant="warning">
        <KeyRoundIcon aria-hidden="true" />
        <AlertTitle>Guarde sus códigos de recuperación</AlertTitle>
        <AlertDescription>
          Se muestran solo esta vez. Cada uno sirve una sola vez para ingresar si no tiene su aplicación de
          autenticación.
        </AlertDescription>
      </Alert>
      <ul
        aria-label="Códigos de recuperación"
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-md border bg-muted/40 px-4 py-3 font-mono text-sm tracking-wider"
      >
        {codigos.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copiar()}>
          <CopyIcon aria-hidden="true" />
          Copiar
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => descargarTexto('atalaya-codigos-recuperacion.txt', texto())}
        >
          <DownloadIcon aria-hidden="true" />
          Descargar
        </Button>
      </div>
    </div>
  );
}
