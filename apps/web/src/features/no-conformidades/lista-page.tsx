import { Link, useNavigate } from 'react-router';
import { EyeIcon, PlusIcon } from 'lucide-react';

import { ETAPA_NC_ETIQUETAS, ETAPAS_NC } from '@atalaya/shared/contracts/no-conformidades';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';
import { Button } from '@/components/ui/button';

import { listNoConformidades, ncKeys, type NoConformidad } from './api';
import { ncColumns } from './components/nc-columns';
import { rutaDetalleNc, VISTA_NC, type VistaNc } from './vistas';

const FILTRO_ETAPA: ListFilter[] = [
  {
    id: 'etapa',
    label: 'Etapa',
    type: 'select',
    options: ETAPAS_NC.map((e) => ({ value: e, label: ETAPA_NC_ETIQUETAS[e] })),
  },
];

/** /no-conformidades/{listado|analisis-causa|clasificacion|cerradas}: 10 per page, newest first. */
export function NoConformidadesLista({ vista }: { vista: VistaNc }) {
  const navigate = useNavigate();
  const config = VISTA_NC[vista];
  return (
    <>
      <title>{`${config.titulo} · Atalaya`}</title>
      <ListPage<NoConformidad>
        title={config.titulo}
        subtitle={config.subtitulo}
        entity={{ singular: 'no conformidad', plural: 'no conformidades', feminine: true }}
        columns={ncColumns}
        queryKey={[...ncKeys.lists(), vista]}
        fetchPage={(params, signal) => listNoConformidades(vista, params, signal)}
        rowLabel={(r) => r.codigo}
        search={{ placeholder: 'Buscar por código o descripción' }}
        filters={config.etapa ? undefined : FILTRO_ETAPA}
        emptyTitle={config.vacio}
        emptyHint={
          config.etapa && (
            <p className="text-sm text-muted-foreground">
              Las de otras etapas están en{' '}
              <Link to="/no-conformidades/listado" className="underline underline-offset-4">
                No conformidades
              </Link>
              .
            </p>
          )
        }
        exportFileName={`no-conformidades-${vista}`}
        rowActions={[{ label: 'Ver', icon: EyeIcon, onSelect: (r) => navigate(rutaDetalleNc(r.id)) }]}
        headerActions={
          <Button asChild>
            <Link to="/no-conformidades/nueva">
              <PlusIcon aria-hidden="true" />
              Nueva no conformidad
            </Link>
          </Button>
        }
      />
    </>
  );
}
