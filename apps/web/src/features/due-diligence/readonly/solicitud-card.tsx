import type { DueDiligenceDetalle } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime, formatNumber } from '@/lib/format';

import { Dato } from './seccion-card';

/** Who asked for the report, when, and when it was processed and published. */
export function SolicitudCard({ detalle: d }: { detalle: DueDiligenceDetalle }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Solicitud</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3">
          <Dato label="Empresa">{d.empresa_nombre}</Dato>
          <Dato label="Solicitado por">{d.solicitante || '—'}</Dato>
          <Dato label="Fecha de solicitud">{formatDateTime(d.created_at)}</Dato>
          {d.procesado_at && <Dato label="Procesado">{formatDateTime(d.procesado_at)}</Dato>}
          {d.publicado_at && (
            <Dato label="Publicado">
              {formatDateTime(d.publicado_at)}
              {d.publicado_por && ` por ${d.publicado_por}`}
            </Dato>
          )}
          <Dato label="Créditos usados">{formatNumber(d.creditos_usados)}</Dato>
          {d.creditos_reembolsados > 0 && (
            <Dato label="Créditos devueltos">{formatNumber(d.creditos_reembolsados)}</Dato>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
