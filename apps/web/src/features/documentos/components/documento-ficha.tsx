import type { ReactNode } from 'react';

import { ListaVinculados } from '@/components/records/record-dialog';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatNumber } from '@/lib/format';

import type { Documento } from '../api';
import { versionVigente } from './documento-columns';
import { PersonaContacto } from './persona';

function Dato({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The document's data: validity, reason, process, flow and people, and what it covers. */
export function DocumentoFicha({ documento }: { documento: Documento }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2>Datos del documento</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Dato label="Vigencia">
            {formatNumber(documento.vigencia)} {documento.vigencia === 1 ? 'día' : 'días'} desde la publicación
          </Dato>
          <Dato label="Versión vigente">{versionVigente(documento.version_actual)}</Dato>
          <Dato label="Flujo de aprobación">{documento.workflow_enabled ? 'Sí' : 'No'}</Dato>
          <Dato label="Proceso">{documento.proceso?.nombre ?? '—'}</Dato>
          <Dato label="Creado">{formatDate(documento.created_at)}</Dato>
          <Dato label="Actualizado">{formatDate(documento.updated_at)}</Dato>
          <div className="sm:col-span-2 lg:col-span-3">
            <Dato label="Motivo de la solicitud">
              <span className="whitespace-pre-line">{documento.motivo_solicitud || '—'}</span>
            </Dato>
          </div>
          <Dato label="Solicitante">
            <PersonaContacto persona={documento.solicitante} />
          </Dato>
          <Dato label="Revisor">
            <PersonaContacto persona={documento.revisor} />
          </Dato>
          <Dato label="Aprobador">
            <PersonaContacto persona={documento.aprobador} />
          </Dato>
          <Dato label="Requisitos">
            <ListaVinculados items={documento.requisitos} vacio="Sin requisitos vinculados" />
          </Dato>
          <Dato label="Riesgos">
            <ListaVinculados items={documento.riesgos} vacio="Sin riesgos vinculados" />
          </Dato>
        </dl>
      </CardContent>
    </Card>
  );
}
