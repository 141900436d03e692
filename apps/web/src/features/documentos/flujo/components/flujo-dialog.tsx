import type { ReactNode } from 'react';

import type { Flujo, Persona } from '@atalaya/shared/contracts/documentos';
import { faseDeEstado, FASE_ETIQUETAS } from '@atalaya/shared/phases';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';

import { NO_ASIGNADO, nombrePersona } from '../fase';
import { FaseBadge } from './fase-badge';

/** A lifecycle name ('EN_REVISION') as its phase label ('En Revisión'); unknown names shown as they are. */
export function etiquetaEstado(estado: string): string {
  const fase = faseDeEstado(estado);
  return fase ? FASE_ETIQUETAS[fase] : estado;
}

function PersonaItem({ persona }: { persona: Persona | null }) {
  if (!persona) return <span className="text-muted-foreground">{NO_ASIGNADO}</span>;
  return (
    <span className="grid">
      <span>{nombrePersona(persona)}</span>
      <a href={`mailto:${persona.email}`} className="text-muted-foreground underline-offset-4 hover:underline">
        {persona.email}
      </a>
    </span>
  );
}

function Seccion({ titulo, items }: { titulo: string; items: Array<[string, ReactNode]> }) {
  return (
    <section aria-label={titulo} className="grid gap-2">
      <h3 className="text-sm font-semibold">{titulo}</h3>
      <dl className="grid grid-cols-[minmax(0,12rem)_1fr] gap-x-6 gap-y-2 text-sm">
        {items.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The read-only 'Flujo de documento' modal (SPEC §2): document, current lifecycle, people, requirements. */
export function FlujoDialog({
  flujo,
  open,
  onOpenChange,
}: {
  flujo: Flujo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ciclo = flujo.latest_ciclo_vida;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Flujo de documento</DialogTitle>
          <DialogDescription className="flex items-center gap-2">
            Versión {flujo.version_num} <FaseBadge fase={flujo.fase} />
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-5">
          <Seccion
            titulo="Documento"
            items={[
              ['Código del Documento', flujo.documento.codigo],
              ['Nombre del Documento', flujo.documento.nombre_documento],
              ['Fecha de Creación', formatDate(flujo.documento.created_at)],
              ['Vigencia (días)', formatNumber(flujo.documento.vigencia)],
            ]}
          />
          <Seccion
            titulo="Ciclo de vida actual"
            items={[
              ['Estado', ciclo ? etiquetaEstado(ciclo.estado) : 'No registrada'],
              ['Usuario del Estado', ciclo?.usuario ? nombrePersona(ciclo.usuario) : NO_ASIGNADO],
              ['Fecha del Cambio de Estado', formatDateTime(ciclo?.fecha_cambio)],
            ]}
          />
          <Seccion
            titulo="Personas"
            items={[
              ['Solicitante', <PersonaItem key="s" persona={flujo.solicitante} />],
              ['Revisor', <PersonaItem key="r" persona={flujo.revisor} />],
              ['Aprobador', <PersonaItem key="a" persona={flujo.aprobador} />],
            ]}
          />
          <section aria-label="Requisitos" className="grid gap-2">
            <h3 className="text-sm font-semibold">Requisitos</h3>
            {flujo.documento.requisitos.length === 0 ? (
              <p className="text-sm text-muted-foreground">Sin requisitos vinculados.</p>
            ) : (
              <ul className="list-disc space-y-0.5 pl-5 text-sm">
                {flujo.documento.requisitos.map((r) => (
                  <li key={r.id}>{r.nombre}</li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
