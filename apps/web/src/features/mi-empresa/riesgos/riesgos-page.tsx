import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Grid3x3Icon, ListIcon, SlidersHorizontalIcon } from 'lucide-react';

import { ESTADOS_RIESGO, FILTRO_SIN_CUBRIR } from '@atalaya/shared/contracts/mi-empresa/riesgos';
import { NIVELES_RIESGO } from '@atalaya/shared/risk-matrix';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

import { useProcesos } from '../comun/opciones';
import { deleteRiesgo, listRiesgos, riesgosKeys, useMatriz, type Riesgo } from './api';
import { MapaCalorView } from './components/mapa-calor-view';
import { MatrizDialog } from './components/matriz-dialog';
import { riesgoColumns } from './components/riesgo-columns';
import { RiesgoDialog } from './components/riesgo-dialog';
import { RiesgoForm } from './components/riesgo-form';

const TITLE = 'Mis Riesgos';
const SUBTITLE = 'Riesgos de su empresa en su matriz, antes y después de mitigar.';
const VISTA = 'vista';

/** Mi Empresa → Mis Riesgos: the list or the heat map, and the company's matrix. */
export function RiesgosPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mapa = searchParams.get(VISTA) === 'mapa';
  const procesos = useProcesos();
  const matriz = useMatriz();
  const [configurando, setConfigurando] = useState(0);

  const setMapa = (next: boolean) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      if (next) params.set(VISTA, 'mapa');
      else params.delete(VISTA);
      return params;
    });

  const actions = (
    <>
      <div role="group" aria-label="Vista" className="inline-flex rounded-md border p-0.5">
        {[
          { activa: !mapa, label: 'Lista', icon: ListIcon, onClick: () => setMapa(false) },
          { activa: mapa, label: 'Mapa de calor', icon: Grid3x3Icon, onClick: () => setMapa(true) },
        ].map(({ activa, label, icon: Icon, onClick }) => (
          <Button
            key={label}
            size="sm"
            variant={activa ? 'secondary' : 'ghost'}
            aria-pressed={activa}
            className={cn('h-8', activa && 'shadow-xs')}
            onClick={onClick}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
      </div>
      <Button variant="outline" disabled={!matriz.data} onClick={() => setConfigurando((n) => n + 1)}>
        <SlidersHorizontalIcon aria-hidden="true" />
        Configurar matriz
      </Button>
    </>
  );

  const filters: ListFilter[] = [
    {
      id: 'nivel',
      label: 'Nivel inherente',
      type: 'select',
      options: NIVELES_RIESGO.map((n) => ({ value: n, label: n })),
    },
    {
      id: 'estado',
      label: 'Estado',
      type: 'select',
      // 'Sin cubrir' (No cubierto or En proceso) is the dashboard's card.
      options: [
        ...ESTADOS_RIESGO.map((e) => ({ value: e, label: e })),
        { value: FILTRO_SIN_CUBRIR, label: 'Sin cubrir (no cubierto o en proceso)' },
      ],
    },
    {
      id: 'proceso_id',
      label: 'Proceso',
      type: 'select',
      options: (procesos.data ?? []).map((p) => ({ value: String(p.id), label: p.nombre_proceso })),
    },
  ];

  return (
    <>
      {mapa ? (
        <div className="flex flex-col gap-4">
          <header className="flex flex-wrap items-start justify-between gap-4">
            <div className="grid gap-1">
              <h1 className="text-2xl font-semibold tracking-tight">{TITLE}</h1>
              <p className="text-muted-foreground">{SUBTITLE}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">{actions}</div>
          </header>
          <MapaCalorView />
        </div>
      ) : (
        <ListPage<Riesgo>
          title={TITLE}
          subtitle={SUBTITLE}
          entity={{ singular: 'riesgo', plural: 'riesgos' }}
          columns={riesgoColumns}
          queryKey={riesgosKeys.lists()}
          fetchPage={listRiesgos}
          rowLabel={(r) => r.nombre}
          search={{ placeholder: 'Buscar por nombre o delito' }}
          filters={filters}
          refreshable
          exportFileName="riesgos"
          headerActions={actions}
          renderCreate={(props) => <RiesgoForm {...props} />}
          renderEdit={(props) => <RiesgoForm {...props} />}
          renderView={(props) => <RiesgoDialog {...props} />}
          onDelete={(row) => deleteRiesgo(row.id)}
        />
      )}
      {configurando > 0 && matriz.data && (
        <MatrizDialog
          key={configurando}
          matriz={matriz.data}
          open
          onOpenChange={(open) => !open && setConfigurando(0)}
        />
      )}
    </>
  );
}
