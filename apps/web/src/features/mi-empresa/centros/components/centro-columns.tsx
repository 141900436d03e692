import type { ListColumn } from '@/components/list-page/types';

import { ubicacion, type Centro, type Region } from '../api';
import { Truncated } from '@/components/records/truncated';

/** The columns, with region and commune names taken from GET /region_comuna. */
export function centroColumns(regiones: Region[] | undefined): ListColumn<Centro>[] {
  return [
    { id: 'nombre', header: 'Nombre', cell: (c) => c.nombre, exportValue: (c) => c.nombre },
    {
      id: 'direccion',
      header: 'Dirección',
      cell: (c) => <Truncated text={c.direccion} className="max-w-56" />,
      exportValue: (c) => c.direccion,
    },
    {
      id: 'region',
      header: 'Región',
      cell: (c) => <Truncated text={ubicacion(regiones, c).region} />,
      exportValue: (c) => ubicacion(regiones, c).region,
    },
    {
      id: 'comuna',
      header: 'Comuna',
      cell: (c) => <Truncated text={ubicacion(regiones, c).comuna} />,
      exportValue: (c) => ubicacion(regiones, c).comuna,
    },
    {
      id: 'responsable',
      header: 'Responsable',
      cell: (c) => <Truncated text={c.responsable?.nombre} />,
      exportValue: (c) => c.responsable?.nombre ?? '',
    },
  ];
}
