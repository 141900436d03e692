import type { ReactNode } from 'react';

import type { Flujo } from '@atalaya/shared/contracts/documentos';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatNumber } from '@/lib/format';

import { NO_ASIGNADO, nombrePersona } from '../fase';
import { CodigoDocumento } from '@/components/codigo-documento';

/** The document of a flow: code, name, validity, people, requirements and the version's summary. */
export function DocumentoInfo({ flujo, extra = [] }: { flujo: Flujo; extra?: Array<[string, ReactNode]> }) {
  const persona = (p: Flujo['solicitante']) =>
    p ? (
      <span className="grid">
        <span>{nombrePersona(p)}</span>
        <span className="text-muted-foreground">{p.email}</span>
      </span>
    ) : (
      <span className="text-muted-foreground">{NO_ASIGNADO}</span>
    );
  const items: Array<[string, ReactNode]> = [
    ['Código', <CodigoDocumento key="c" codigo={flujo.documento.codigo} />],
    ['Nombre', flujo.documento.nombre_documento],
    ['Versión', String(flujo.version_num)],
    ['Vigencia', `${formatNumber(flujo.documento.vigencia)} días`],
    ['Fecha de creación', formatDate(flujo.documento.created_at)],
    ['Solicitante', persona(flujo.solicitante)],
    ['Autor', persona(flujo.autor)],
    ['Revisor', persona(flujo.revisor)],
    ['Aprobador', persona(flujo.aprobador)],
    [
      'Requisitos',
      flujo.documento.requisitos.length ? (
        flujo.documento.requisitos.map((r) => r.nombre).join(', ')
      ) : (
        <span className="text-muted-foreground">Sin requisitos vinculados</span>
      ),
    ],
    ['Resumen de cambios', flujo.cambios ? <span className="whitespace-pre-line">{flujo.cambios}</span> : '—'],
    ...extra,
  ];
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Documento</CardTitle>
      </CardHeader>
      <CardContent>
        {/* Label above value: the card usually sits in a narrow side column. */}
        <dl className="grid gap-3 text-sm">
          {items.map(([label, value]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
