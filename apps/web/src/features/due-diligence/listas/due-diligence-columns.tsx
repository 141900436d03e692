import { Link } from 'react-router';

import type { DueDiligenceItem } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { ETIQUETA_ESTADO_DD, nivelRiesgo } from '@atalaya/shared/due-diligence';
import { formatRut } from '@atalaya/shared/rut';
import type { ColumnPriority, ListColumn } from '@/components/list-page/types';
import { formatDate, formatDateTime } from '@/lib/format';

import { EstadoBadge, ListasBadge, PepBadge, RiesgoBadge } from '../badges';
import { ETIQUETA_TIPO_PERSONA, ETIQUETA_TIPO_REPORTE, nombreSujeto, rutaVer, tieneResultado } from './sujeto';

/** Before the job has screened the subject there is no PEP or list result to show. */
function SinResultado() {
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">Sin resultado aún</span>
    </span>
  );
}

const siNo = (valor: boolean) => (valor ? 'Sí' : 'No');

/**
 * Columns of the due-diligence lists; `conEmpresa` adds the client company (analysts' bandeja);
 * `analista` shows results still in revision. The
 * type columns share their ids with the filters, so a view fixing a filter can drop its column.
 */
export function dueDiligenceColumns({
  conEmpresa,
  analista,
}: {
  conEmpresa: boolean;
  analista: boolean;
}): ListColumn<DueDiligenceItem>[] {
  const conResultado = (d: DueDiligenceItem) => tieneResultado(d.estado, { analista });
  // The analysts' bandeja has one column more (Empresa): its details leave a narrow table sooner.
  const detalle: ColumnPriority = conEmpresa ? 3 : 2;
  const columns: ListColumn<DueDiligenceItem>[] = [
    {
      id: 'nombre',
      header: 'Nombre / Razón social',
      cell: (d) => (
        <Link to={rutaVer(d)} className="font-medium underline-offset-4 hover:underline">
          {nombreSujeto(d) || 'Sin nombre'}
        </Link>
      ),
      exportValue: nombreSujeto,
      className: 'min-w-36 whitespace-normal',
    },
    { id: 'rut', header: 'RUT', cell: (d) => formatRut(d.rut), exportValue: (d) => formatRut(d.rut) },
    {
      id: 'tipo_persona',
      header: 'Tipo',
      priority: detalle,
      cell: (d) => ETIQUETA_TIPO_PERSONA[d.tipo_persona],
      exportValue: (d) => ETIQUETA_TIPO_PERSONA[d.tipo_persona],
    },
    {
      id: 'tipo_dd',
      header: 'Reporte',
      priority: 2,
      cell: (d) => ETIQUETA_TIPO_REPORTE[d.tipo_de_reporte],
      exportValue: (d) => ETIQUETA_TIPO_REPORTE[d.tipo_de_reporte],
    },
  ];
  if (conEmpresa)
    columns.push({
      id: 'empresa',
      header: 'Empresa',
      cell: (d) => d.empresa_nombre,
      exportValue: (d) => d.empresa_nombre,
      className: 'min-w-28 whitespace-normal',
    });
  columns.push(
    {
      id: 'riesgo',
      header: 'Riesgo',
      cell: (d) => <RiesgoBadge nivel={d.nivel_riesgo} />,
      exportValue: (d) => (d.nivel_riesgo ? nivelRiesgo(d.nivel_riesgo).etiqueta : ''),
    },
    {
      id: 'pep',
      header: 'PEP',
      priority: detalle,
      cell: (d) => (conResultado(d) ? <PepBadge isPep={d.is_pep} /> : <SinResultado />),
      exportValue: (d) => (conResultado(d) ? siNo(d.is_pep) : ''),
    },
    {
      id: 'listas',
      header: 'Listas',
      priority: 2,
      cell: (d) => (conResultado(d) ? <ListasBadge enListas={d.listas_internacionales} /> : <SinResultado />),
      exportValue: (d) => (conResultado(d) ? siNo(d.listas_internacionales) : ''),
    },
    {
      id: 'estado',
      header: 'Estado',
      cell: (d) => <EstadoBadge estado={d.estado} progreso={d.progreso} error={d.error} />,
      exportValue: (d) => (d.error ? `${ETIQUETA_ESTADO_DD[d.estado]}: ${d.error}` : ETIQUETA_ESTADO_DD[d.estado]),
    },
    {
      id: 'fecha',
      header: 'Fecha',
      priority: conEmpresa ? 2 : 1,
      cell: (d) => <time dateTime={d.created_at}>{formatDate(d.created_at)}</time>,
      exportValue: (d) => formatDateTime(d.created_at),
    },
  );
  return columns;
}
