import { useNavigate } from 'react-router';
import { FileSearchIcon } from 'lucide-react';

import { STATUS_DOCUMENTO, STATUS_DOCUMENTO_ETIQUETAS } from '@atalaya/shared/phases';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';
import { useProcesos } from '@/features/mi-empresa/comun/opciones';

import { deleteDocumento, documentosKeys, listDocumentos, useRiesgosOpciones, type Documento } from './api';
import { documentoColumns, rutaDetalle } from './components/documento-columns';
import { DocumentoForm } from './components/documento-form';

/** Documentos → Todos los documentos (/documentos/registrar): register, find and open documents. */
export function DocumentosPage() {
  const navigate = useNavigate();
  const procesos = useProcesos();
  const riesgos = useRiesgosOpciones();

  const filters: ListFilter[] = [
    {
      id: 'status',
      label: 'Estado',
      type: 'select',
      options: STATUS_DOCUMENTO.map((s) => ({ value: s, label: STATUS_DOCUMENTO_ETIQUETAS[s] })),
    },
    {
      id: 'proceso_id',
      label: 'Proceso',
      type: 'select',
      options: (procesos.data ?? []).map((p) => ({ value: String(p.id), label: p.nombre_proceso })),
    },
    {
      id: 'riesgo_id',
      label: 'Riesgo',
      type: 'select',
      options: (riesgos.data ?? []).map((r) => ({ value: String(r.id), label: r.nombre })),
    },
    { id: 'date_from', label: 'Creado desde', type: 'date' },
    { id: 'date_to', label: 'Creado hasta', type: 'date' },
  ];

  return (
    <ListPage<Documento>
      title="Todos los documentos"
      subtitle="Documentos controlados de su empresa: registro, versiones y flujo de aprobación."
      entity={{ singular: 'documento', plural: 'documentos' }}
      columns={documentoColumns}
      queryKey={documentosKeys.lists()}
      fetchPage={listDocumentos}
      rowLabel={(d) => `${d.codigo} ${d.nombre_documento}`}
      search={{ placeholder: 'Buscar por código o nombre' }}
      filters={filters}
      refreshable
      exportFileName="documentos"
      renderCreate={(props) => <DocumentoForm {...props} />}
      renderEdit={(props) => <DocumentoForm {...props} />}
      rowActions={[{ label: 'Ver detalle', icon: FileSearchIcon, onSelect: (d) => navigate(rutaDetalle(d.id)) }]}
      onDelete={(d) => deleteDocumento(d.id)}
    />
  );
}
