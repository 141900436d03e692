import { CopyIcon, TriangleAlertIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A generated password, shown once: read-only, with a copy button and the warning. */
export function ClaveUnica({ password, email }: { password: string; email: string }) {
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(password);
      toast.success('Contraseña copiada');
    } catch {
      toast.error('No se pudo copiar: selecciónela y cópiela manualmente.');
    }
  };
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="clave-generada">Contraseña de {email}</Label>
        <div className="flex gap-2">
          <Input
            id="clave-generada"
            readOnly
            value={password}
            className="font-mono"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button type="button" variant="outline" onClick={() => void copiar()}>
            <CopyIcon aria-hidden="true" />
            Copiar
          </Button>
        </div>
      </div>
      <Alert variant="warning">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>Esta contraseña no se volverá a mostrar.</AlertTitle>
        <AlertDescription>Cópiela ahora y entréguela al usuario por un canal seguro.</AlertDescription>
      </Alert>
    </div>
  );
}
