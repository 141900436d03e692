import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ClipboardCheckIcon, EyeIcon, PlusIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

import type { DueDiligenceItem } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { ETIQUETA_ESTADO_DD } from '@atalaya/shared/due-diligence';
import { isPlatformAdmin } from '@/shell/layout/menu-access';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter, ListPageParams } from '@/components/list-page/types';
import { Button } from '@/components/ui/button';
import { useSessionUser } from '@/shell/session';

import { dueDiligenceKeys, estaEnCurso, INTERVALO_EN_CURSO_MS, listDueDiligences, useEmpresasOpciones } from '../api';
import { dueDiligenceColumns } from './due-diligence-columns';
import { ETIQUETA_TIPO_PERSONA, ETIQUETA_TIPO_REPORTE, nombreSujeto, rutaVer } from './sujeto';
import { VISTAS, type VistaLista } from './vistas';

const opciones = (etiquetas: Record<string, string>) =>
  Object.entries(etiquetas).map(([value, label]) => ({ value, label }));

/** SPEC §4 list state filter; en_progreso is processing or awaiting an analyst. */
const OPCIONES_ESTADO = [
  { value: 'pendiente', label: ETIQUETA_ESTADO_DD.pendiente },
  { value: 'en_progreso', label: 'En progreso' },
  { value: 'terminado', label: ETIQUETA_ESTADO_DD.terminado },
  { value: 'fallido', label: ETIQUETA_ESTADO_DD.fallido },
];

const OPCIONES_RIESGO = [
  { value: 'bajo', label: 'Bajo' },
  { value: 'monitoreo', label: 'Monitoreo' },
  { value: 'alto', label: 'Alto' },
];

/**
 * One list screen for every due-diligence view (SPEC §2): the generic list with the server's table
 * search (SPEC §7). While a row on screen is still being processed the page reloads itself every
 * few seconds, so its state and progress move without the user asking.
 */
function DueDiligenceListaPage({ vista }: { vista: VistaLista }) {
  const config = VISTAS[vista];
  const analista = isPlatformAdmin(useSessionUser());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const empresas = useEmpresasOpciones({ enabled: Boolean(config.bandeja) });
  const queryKey = useMemo(() => [...dueDiligenceKeys.lists(), vista], [vista]);

  const [hayEnCurso, setHayEnCurso] = useState(false);
  const fetchPage = useCallback(
    async (params: ListPageParams, signal?: AbortSignal) => {
      const page = await listDueDiligences(config.endpoint, config.fijos, params, signal);
      setHayEnCurso(page.data.some((d) => estaEnCurso(d.estado)));
      return page;
    },
    [config],
  );
  useEffect(() => {
    if (!hayEnCurso) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey }), INTERVALO_EN_CURSO_MS);
    return () => clearInterval(timer);
  }, [hayEnCurso, queryClient, queryKey]);

  const filters = useMemo(() => {
    const todos: ListFilter[] = [
      { id: 'tipo_persona', label: 'Tipo de persona', type: 'select', options: opciones(ETIQUETA_TIPO_PERSONA) },
      { id: 'nivel_riesgo', label: 'Nivel de riesgo', type: 'select', options: OPCIONES_RIESGO },
      { id: 'estado', label: 'Estado', type: 'select', options: OPCIONES_ESTADO },
      { id: 'tipo_dd', label: 'Tipo de reporte', type: 'select', options: opciones(ETIQUETA_TIPO_REPORTE) },
    ];
    if (config.bandeja)
      todos.push({ id: 'empresa_id', label: 'Empresa', type: 'select', options: empresas.data ?? [] });
    return todos.filter((f) => !(f.id in config.fijos));
  }, [config, empresas.data]);

  // A view that fixes the person or report type does not repeat it on every row.
  const columns = useMemo(
    () => dueDiligenceColumns({ conEmpresa: Boolean(config.bandeja), analista }).filter((c) => !(c.id in config.fijos)),
    [config, analista],
  );

  return (
    <>
      <title>{`${config.titulo} · Due diligence · Atalaya`}</title>
      <ListPage<DueDiligenceItem>
        title={config.titulo}
        subtitle={config.subtitulo}
        entity={{ singular: 'due diligence', plural: 'due diligence', feminine: true }}
        columns={columns}
        queryKey={queryKey}
        fetchPage={fetchPage}
        rowLabel={(d) => nombreSujeto(d) || `Due diligence ${d.id}`}
        search={{ placeholder: 'Buscar por nombre o razón social...' }}
        filters={filters}
        refreshable
        exportFileName={`due-diligence-${vista}`}
        rowActions={[
          { label: 'Ver', icon: EyeIcon, onSelect: (d) => navigate(rutaVer(d)) },
          ...(config.bandeja
            ? [
                {
                  label: 'Revisar',
                  icon: ClipboardCheckIcon,
                  onSelect: (d: DueDiligenceItem) => navigate(`/due-diligence/${d.id}/temporal`),
                  // Only a full report awaiting an analyst has a profile to review and publish.
                  hidden: (d: DueDiligenceItem) => d.estado !== 'en_revision',
                },
              ]
            : []),
        ]}
        headerActions={
          <Button asChild>
            <Link to="/due-diligence/nuevo">
              <PlusIcon aria-hidden="true" />
              Nueva due diligence
            </Link>
          </Button>
        }
      />
    </>
  );
}

export const NaturalPage = () => <DueDiligenceListaPage vista="natural" />;
export const JuridicaPage = () => <DueDiligenceListaPage vista="juridica" />;
export const TodasPage = () => <DueDiligenceListaPage vista="todas" />;
export const LitePage = () => <DueDiligenceListaPage vista="lite" />;
export const FullPage = () => <DueDiligenceListaPage vista="full" />;
export const BandejaPage = () => <DueDiligenceListaPage vista="all" />;
