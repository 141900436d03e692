import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { EyeIcon, TriangleAlertIcon } from 'lucide-react';

import {
  BANDEJAS,
  GRAVEDAD_ETIQUETAS,
  GRAVEDADES,
  TIPO_DENUNCIA_ETIQUETAS,
  TIPOS_DENUNCIA,
  type Bandeja,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSessionUser } from '@/shell/session';
import { NotFoundPage } from '@/shell/errors/not-found-page';
import { formatNumber } from '@/lib/format';

import { denunciasKeys, listDenuncias, useResumenDenuncias, type DenunciaItem } from './api';
import { BandejaTabs } from './components/bandeja-tabs';
import { denunciaColumns, rutaDenuncia } from './components/denuncia-columns';

const SUBTITULOS: Record<Bandeja, string> = {
  todas: 'Todas las denuncias recibidas por su canal, de la más reciente a la más antigua.',
  pendientes: 'Denuncias recibidas que aún nadie ha clasificado: el acuse de recibo vence a los 7 días.',
  'en-revision': 'Denuncias clasificadas en investigación, plan de acción o implementación.',
  cerradas: 'Denuncias cerradas o desestimadas, con su resolución.',
};

const TITULOS: Record<Bandeja, string> = {
  todas: 'Todas las denuncias',
  pendientes: 'Denuncias pendientes',
  'en-revision': 'Denuncias en revisión',
  cerradas: 'Denuncias cerradas',
};

const FILTROS: ListFilter[] = [
  {
    id: 'tipo',
    label: 'Tipo',
    type: 'select',
    options: TIPOS_DENUNCIA.map((t) => ({ value: t, label: TIPO_DENUNCIA_ETIQUETAS[t] })),
  },
  {
    id: 'gravedad',
    label: 'Gravedad',
    type: 'select',
    options: GRAVEDADES.map((g) => ({ value: g, label: GRAVEDAD_ETIQUETAS[g] })),
  },
  {
    id: 'alerta',
    label: 'Plazos',
    type: 'select',
    options: [
      { value: 'con_alerta', label: 'Por vencer o vencidos' },
      { value: 'por_vencer', label: 'Por vencer' },
      { value: 'vencido', label: 'Vencidos' },
    ],
  },
];

const esBandeja = (valor: string | undefined): valor is Bandeja =>
  (BANDEJAS as readonly string[]).includes(valor ?? '');

/** /canal-denuncias/{todas|pendientes|en-revision|cerradas}: the inbox of the channel. */
export function BandejaPage() {
  const { estado } = useParams();
  if (!esBandeja(estado)) return <NotFoundPage />;
  return <Bandeja key={estado} bandeja={estado} />;
}

function Bandeja({ bandeja }: { bandeja: Bandeja }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resumen = useResumenDenuncias(user.id_empresa);
  const [searchParams, setSearchParams] = useSearchParams();
  const conAlerta = resumen.data?.con_alerta ?? 0;
  const filtrandoAlertas = searchParams.get('alerta') !== null;

  return (
    // The tabs sit between ListPage's header and its toolbar: its column is flattened into this
    // one (display: contents) and its header ordered first.
    <div className="flex flex-col gap-4 [&>div:has(>header)]:contents [&>div>header]:-order-2">
      <title>{`${TITULOS[bandeja]} · Atalaya`}</title>
      <ListPage<DenunciaItem>
        title={TITULOS[bandeja]}
        subtitle={SUBTITULOS[bandeja]}
        entity={{ singular: 'denuncia', plural: 'denuncias', feminine: true }}
        columns={denunciaColumns(bandeja)}
        queryKey={[...denunciasKeys.lists(), bandeja]}
        fetchPage={(params, signal) => listDenuncias(user.id_empresa, bandeja, params, signal)}
        rowLabel={(r) => r.referencia}
        search={{ placeholder: 'Buscar por referencia (DEN-000123) o categoría' }}
        filters={FILTROS}
        onRefresh={() => void queryClient.invalidateQueries({ queryKey: denunciasKeys.resumen() })}
        exportFileName={`denuncias-${bandeja}`}
        rowActions={[{ label: 'Ver', icon: EyeIcon, onSelect: (r) => navigate(rutaDenuncia(bandeja, r.id)) }]}
      />
      <div className="-order-1 grid gap-3">
        <BandejaTabs resumen={resumen.data} />
        {conAlerta > 0 && !filtrandoAlertas && bandeja !== 'cerradas' && (
          <Alert variant="warning">
            <TriangleAlertIcon aria-hidden="true" />
            <AlertDescription className="flex flex-wrap items-center justify-between gap-2 text-foreground">
              <span>
                {conAlerta === 1
                  ? '1 denuncia abierta tiene un plazo legal por vencer o vencido.'
                  : `${formatNumber(conAlerta)} denuncias abiertas tienen un plazo legal por vencer o vencido.`}
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  setSearchParams((previous) => {
                    const next = new URLSearchParams(previous);
                    next.delete('page');
                    next.set('alerta', 'con_alerta');
                    return next;
                  })
                }
              >
                Ver solo esas
              </Button>
            </AlertDescription>
          </Alert>
        )}
      </div>
    </div>
  );
}
