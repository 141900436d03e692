import type { ReactNode } from 'react';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

import { tituloSeccion, type SeccionPerfilId } from './secciones';

/** One profile section as a card whose id is the navigation anchor. */
export function SeccionCard({
  id,
  descripcion,
  children,
}: {
  id: SeccionPerfilId;
  descripcion?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card id={id} aria-labelledby={`${id}-titulo`} role="region" className="scroll-mt-20 gap-4">
      <CardHeader>
        <CardTitle>
          <h2 id={`${id}-titulo`} className="text-lg">
            {tituloSeccion(id)}
          </h2>
        </CardTitle>
        {descripcion && <CardDescription>{descripcion}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

/** A labelled value of a `<dl>`; `ancho` spans the whole row. */
export function Dato({ label, children, ancho }: { label: string; children: ReactNode; ancho?: boolean }) {
  return (
    <div className={cn('grid content-start gap-0.5', ancho && 'sm:col-span-2 lg:col-span-3')}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

export function Datos({ children }: { children: ReactNode }) {
  return <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</dl>;
}

export const siNo = (valor: boolean) => (valor ? 'Sí' : 'No');

/** Free text as written (line breaks kept), or '—'. */
export function Texto({ valor }: { valor: string }) {
  return valor ? (
    <span className="whitespace-pre-line">{valor}</span>
  ) : (
    <span className="text-muted-foreground">—</span>
  );
}
