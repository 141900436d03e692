import { Link } from 'react-router';

import { AtalayaMark } from '@/components/brand/atalaya-logo';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center px-6 text-center">
      <title>Página no encontrada · Atalaya</title>
      <AtalayaMark className="size-12" />
      <p className="mt-6 text-sm font-semibold text-primary">Error 404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">Página no encontrada</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        La dirección que buscó no existe o fue movida. Revise el enlace o vuelva al inicio.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Volver al inicio</Link>
      </Button>
    </main>
  );
}
