import { Link } from 'react-router';

import { formatRut } from '@atalaya/shared/rut';
import type { ListColumn } from '@/components/list-page/types';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';

import type { EstadoCedulaItem, PersonaDirectorioItem } from '../api';
import { nombreAutor } from './autor';
import { CedulaBadge } from './cedula-badge';

const TIPO_PERSONA = { natural: 'Natural', juridica: 'Jurídica' } as const;

const fuenteColumn = <T extends { fuente: string }>(): ListColumn<T> => ({
  id: 'fuente',
  header: 'Fuente',
  cell: (row) => <Badge variant="outline">{row.fuente === 'production' ? 'Producción' : 'Mock'}</Badge>,
  exportValue: (row) => row.fuente,
});

export const personaColumns: ListColumn<PersonaDirectorioItem>[] = [
  {
    id: 'rut',
    header: 'RUT',
    cell: (row) => <span className="font-mono whitespace-nowrap">{formatRut(row.rut)}</span>,
    exportValue: (row) => formatRut(row.rut),
  },
  {
    id: 'nombre',
    header: 'Nombre o razón social',
    cell: (row) => (
      <Link
        to={`/consultas-admiral/directorio-personas/${row.id}`}
        className="font-medium underline-offset-4 hover:underline"
      >
        {row.nombre}
      </Link>
    ),
    exportValue: (row) => row.nombre,
  },
  {
    id: 'tipo',
    header: 'Tipo',
    cell: (row) => TIPO_PERSONA[row.person_type],
    exportValue: (row) => TIPO_PERSONA[row.person_type],
  },
  fuenteColumn(),
  {
    id: 'made_by',
    header: 'Consultado por',
    cell: (row) => nombreAutor(row.made_by),
    exportValue: (row) => nombreAutor(row.made_by),
  },
  {
    id: 'updated_at',
    header: 'Última consulta',
    cell: (row) => formatDateTime(row.updated_at),
    exportValue: (row) => formatDateTime(row.updated_at),
  },
];

export const cedulaColumns: ListColumn<EstadoCedulaItem>[] = [
  {
    id: 'rut',
    header: 'RUT',
    cell: (row) => <span className="font-mono whitespace-nowrap">{formatRut(row.rut)}</span>,
    exportValue: (row) => formatRut(row.rut),
  },
  {
    id: 'serial_number',
    header: 'Número de serie',
    cell: (row) => <span className="font-mono">{row.serial_number}</span>,
    exportValue: (row) => row.serial_number,
  },
  {
    id: 'estado',
    header: 'Estado',
    cell: (row) => <CedulaBadge vigente={row.is_valid} />,
    exportValue: (row) => (row.is_valid ? 'Vigente' : 'No vigente'),
  },
  fuenteColumn(),
  {
    id: 'made_by',
    header: 'Consultado por',
    cell: (row) => nombreAutor(row.made_by),
    exportValue: (row) => nombreAutor(row.made_by),
  },
  {
    id: 'created_at',
    header: 'Fecha',
    cell: (row) => formatDateTime(row.created_at),
    exportValue: (row) => formatDateTime(row.created_at),
  },
];
