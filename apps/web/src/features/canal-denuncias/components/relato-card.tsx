import { EyeOffIcon } from 'lucide-react';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatRutDisplay } from '@/lib/format';
import { cn } from '@/lib/utils';

import type { DenunciaDetalle } from '../api';

function Fila({ etiqueta, valor, className }: { etiqueta: string; valor: string | null; className?: string }) {
  return (
    <div className={cn('grid gap-0.5', className)}>
      <dt className="text-sm text-muted-foreground">{etiqueta}</dt>
      <dd className="whitespace-pre-line">
        {valor?.trim() ? valor : <span className="text-muted-foreground">No informado</span>}
      </dd>
    </div>
  );
}

/** 'Relato': what the reporter told, as they wrote it. */
export function RelatoCard({ denuncia }: { denuncia: DenunciaDetalle }) {
  const c = denuncia.contenido;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Relato</h2>
        </CardTitle>
        <CardDescription>Lo que informó el denunciante. Se guarda cifrado.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fila etiqueta="Qué ocurrió" valor={c.relato} className="sm:col-span-2" />
          <Fila etiqueta="Cuándo" valor={c.fecha_hechos ? formatDate(c.fecha_hechos) : null} />
          <Fila etiqueta="Dónde" valor={c.lugar} />
          <Fila etiqueta="Personas involucradas" valor={c.personas_involucradas} />
          <Fila etiqueta="Testigos" valor={c.testigos} />
        </dl>
      </CardContent>
    </Card>
  );
}

/** 'Denunciante': the identity when the reporter gave it; otherwise only that it is anonymous. */
export function DenuncianteCard({ denuncia }: { denuncia: DenunciaDetalle }) {
  const i = denuncia.identidad;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Denunciante</h2>
        </CardTitle>
        {i && <CardDescription>Dato confidencial: solo lo ve el equipo del canal.</CardDescription>}
      </CardHeader>
      <CardContent>
        {i ? (
          <dl className="grid gap-3">
            <Fila etiqueta="Nombre" valor={i.nombre} />
            <Fila etiqueta="RUT" valor={i.rut ? formatRutDisplay(i.rut) : null} />
            <Fila etiqueta="Correo" valor={i.email} />
            <Fila etiqueta="Teléfono" valor={i.telefono} />
          </dl>
        ) : (
          <p className="flex items-start gap-2 text-sm">
            <EyeOffIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            Anónima: el denunciante no se identificó. Puede comunicarse con él mediante mensajes visibles para el
            denunciante.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
