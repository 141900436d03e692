import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FileSearchIcon } from 'lucide-react';

import { ESTADO_PUBLICADO_ETIQUETAS, ESTADOS_PUBLICADO } from '@atalaya/shared/phases';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';

import { listPublicados, publicadosKeys, type DocumentoPublicado } from './api';
import { AvisoVencimiento } from './components/aviso-vencimiento';
import { rutaDetalle } from './components/documento-columns';
import { publicadoColumns } from './components/publicado-columns';
import { FILTRO_ESTADO, PublicadosResumen } from './components/publicados-resumen';

const FILTROS: ListFilter[] = [
  {
    id: FILTRO_ESTADO,
    label: 'Estado',
    type: 'select',
    options: ESTADOS_PUBLICADO.map((e) => ({ value: e, label: ESTADO_PUBLICADO_ETIQUETAS[e] })),
  },
];

/** Documentos → Publicados (/documentos/listado): every published version and when it expires. */
export function PublicadosPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    // The cards sit between ListPage's header and its toolbar: its column is flattened into this
    // one (display: contents) and its header ordered first.
    <div className="flex flex-col gap-4 [&>div:has(>header)]:contents [&>div>header]:-order-2">
      <ListPage<DocumentoPublicado>
        title="Documentos publicados"
        subtitle="Versiones publicadas de sus documentos, su vigencia y las que quedaron obsoletas."
        entity={{ singular: 'documento publicado', plural: 'documentos publicados' }}
        columns={publicadoColumns}
        queryKey={publicadosKeys.lists()}
        fetchPage={listPublicados}
        rowLabel={(r) => `${r.codigo} v${r.version_num} ${r.nombre_documento}`}
        search={{ placeholder: 'Buscar por código o nombre' }}
        filters={FILTROS}
        onRefresh={() => void queryClient.invalidateQueries({ queryKey: publicadosKeys.overview() })}
        exportFileName="documentos-publicados"
        headerActions={<AvisoVencimiento />}
        rowActions={[
          { label: 'Ver detalle', icon: FileSearchIcon, onSelect: (r) => navigate(rutaDetalle(r.documento_id)) },
        ]}
      />
      <PublicadosResumen className="-order-1" />
    </div>
  );
}
