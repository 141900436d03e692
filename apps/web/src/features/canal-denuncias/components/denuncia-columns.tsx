import { Link } from 'react-router';

import {
  ESTADO_DENUNCIA_ETIQUETAS,
  GRAVEDAD_ETIQUETAS,
  TIPO_DENUNCIA_ETIQUETAS,
  type Bandeja,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import type { ListColumn } from '@/components/list-page/types';
import { formatDate } from '@/lib/format';

import type { DenunciaItem } from '../api';
import { nombrePersona } from '../persona';
import { plazoMasUrgente, tiempoPlazo } from '../plazo-texto';
import { EstadoDenunciaBadge, GravedadBadge, TipoDenunciaBadge } from './badges';
import { PlazoCelda } from './plazos';

export const rutaDenuncia = (bandeja: Bandeja, id: number) => `/canal-denuncias/${bandeja}/${id}`;

/** The inbox columns; the reference links to the case inside the current tab. */
export function denunciaColumns(bandeja: Bandeja): ListColumn<DenunciaItem>[] {
  return [
    {
      id: 'referencia',
      header: 'Referencia',
      cell: (r) => (
        <Link
          to={rutaDenuncia(bandeja, r.id)}
          className="font-mono font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
        >
          {r.referencia}
        </Link>
      ),
      exportValue: (r) => r.referencia,
    },
    {
      id: 'categoria',
      header: 'Categoría',
      cell: (r) => <span className="block max-w-48 truncate">{r.categoria?.nombre ?? 'Sin categoría'}</span>,
      exportValue: (r) => r.categoria?.nombre ?? '',
    },
    {
      id: 'tipo',
      header: 'Tipo',
      priority: 2,
      cell: (r) => <TipoDenunciaBadge tipo={r.tipo} />,
      exportValue: (r) => TIPO_DENUNCIA_ETIQUETAS[r.tipo],
    },
    {
      id: 'gravedad',
      header: 'Gravedad',
      cell: (r) => <GravedadBadge gravedad={r.gravedad} />,
      exportValue: (r) => (r.gravedad ? GRAVEDAD_ETIQUETAS[r.gravedad] : ''),
    },
    {
      id: 'estado',
      header: 'Estado',
      cell: (r) => <EstadoDenunciaBadge estado={r.estado} />,
      exportValue: (r) => ESTADO_DENUNCIA_ETIQUETAS[r.estado],
    },
    {
      id: 'created_at',
      header: 'Recibida',
      priority: 2,
      cell: (r) => (
        <time dateTime={r.created_at} className="whitespace-nowrap tabular-nums">
          {formatDate(r.created_at)}
        </time>
      ),
      exportValue: (r) => formatDate(r.created_at),
    },
    {
      id: 'investigador',
      header: 'Investigador',
      priority: 2,
      cell: (r) =>
        r.investigador ? (
          <span className="whitespace-nowrap">{nombrePersona(r.investigador)}</span>
        ) : (
          <span className="text-muted-foreground">Sin asignar</span>
        ),
      exportValue: (r) => (r.investigador ? nombrePersona(r.investigador) : ''),
    },
    {
      id: 'plazos',
      header: 'Plazos',
      cell: (r) => <PlazoCelda plazos={r.plazos} />,
      exportValue: (r) => {
        const p = plazoMasUrgente(r.plazos);
        return p ? `${p.etiqueta}: ${tiempoPlazo(p)}` : '';
      },
    },
  ];
}
