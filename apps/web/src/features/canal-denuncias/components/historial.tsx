import { useId, useState } from 'react';

import { ESTADO_DENUNCIA_ETIQUETAS, type EstadoDenuncia } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';

import { useEventos, type EventoDenuncia } from '../api';
import { EstadoLista } from './pasos/paso';

const etiquetaEstado = (valor: unknown) =>
  typeof valor === 'string' && valor in ESTADO_DENUNCIA_ETIQUETAS
    ? ESTADO_DENUNCIA_ETIQUETAS[valor as EstadoDenuncia]
    : null;

/** Accesses (opening the case, downloading a file): recorded, but shown only on request. */
const ACCESOS = new Set(['abierta', 'descarga']);

/** 'En revisión → En investigación' when the event moved the case. */
function cambioDeEstado(evento: EventoDenuncia): string | null {
  const desde = etiquetaEstado(evento.detalle.desde);
  const hacia = etiquetaEstado(evento.detalle.hacia);
  return desde && hacia && desde !== hacia ? `${desde} → ${hacia}` : null;
}

const nombres = (valor: unknown): string | null => {
  if (!Array.isArray(valor) || valor.length === 0) return null;
  return valor
    .map((p: unknown) =>
      typeof p === 'object' && p !== null && 'nombre' in p && typeof p.nombre === 'string' ? p.nombre : '',
    )
    .filter(Boolean)
    .join(', ');
};

/** An exclusion change: whom it kept out, whom it let back in, and why. */
function DetalleExclusiones({ detalle }: { detalle: EventoDenuncia['detalle'] }) {
  const agregados = nombres(detalle.agregados);
  const quitados = nombres(detalle.quitados);
  const motivo = typeof detalle.motivo === 'string' ? detalle.motivo : null;
  if (!agregados && !quitados && !motivo) return null;
  return (
    <dl className="grid gap-0.5 text-sm">
      {agregados && (
        <div>
          <dt className="inline font-medium">Excluye a: </dt>
          <dd className="inline">{agregados}</dd>
        </div>
      )}
      {quitados && (
        <div>
          <dt className="inline font-medium">Vuelve a incluir a: </dt>
          <dd className="inline">{quitados}</dd>
        </div>
      )}
      {motivo && (
        <div>
          <dt className="inline font-medium">Motivo: </dt>
          <dd className="inline whitespace-pre-line">{motivo}</dd>
        </div>
      )}
    </dl>
  );
}

/** 'Historial': everything that happened to the case, oldest first (no report content in it). */
export function HistorialCard({ empresaId, denunciaId }: { empresaId: number; denunciaId: number }) {
  const eventos = useEventos(empresaId, denunciaId);
  const [conAccesos, setConAccesos] = useState(false);
  const id = useId();
  const accesos = eventos.data?.filter((e) => ACCESOS.has(e.tipo)).length ?? 0;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Historial</h2>
        </CardTitle>
        <CardDescription>Cada paso, mensaje, consulta y descarga, del más antiguo al más reciente.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {accesos > 0 && (
          <label htmlFor={id} className="inline-flex items-center gap-2 text-sm">
            <input
              id={id}
              type="checkbox"
              checked={conAccesos}
              onChange={(e) => setConAccesos(e.target.checked)}
              className="size-4 accent-primary"
            />
            Mostrar consultas y descargas ({accesos})
          </label>
        )}
        <EstadoLista consulta={eventos} vacio="Sin eventos registrados.">
          {(filas) => (
            <ol aria-label="Historial" className="relative grid gap-4 border-l pl-5">
              {filas
                .filter((e) => conAccesos || !ACCESOS.has(e.tipo))
                .map((evento) => {
                  const cambio = cambioDeEstado(evento);
                  return (
                    <li key={evento.id} className="relative">
                      <span
                        aria-hidden="true"
                        className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-background bg-muted-foreground/50"
                      />
                      <p className="font-medium">{evento.etiqueta}</p>
                      {cambio && <p className="text-sm">{cambio}</p>}
                      {evento.tipo === 'exclusiones' && <DetalleExclusiones detalle={evento.detalle} />}
                      <p className="text-sm text-muted-foreground">
                        {evento.actor} ·{' '}
                        <time dateTime={evento.created_at} className="tabular-nums">
                          {formatDateTime(evento.created_at)}
                        </time>
                      </p>
                    </li>
                  );
                })}
            </ol>
          )}
        </EstadoLista>
      </CardContent>
    </Card>
  );
}
