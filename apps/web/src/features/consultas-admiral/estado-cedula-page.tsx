import { formatRut } from '@atalaya/shared/rut';
import { ListPage } from '@/components/list-page/list-page';
import type { ListEntity } from '@/components/list-page/types';

import { consultasKeys, listCedulas, type EstadoCedulaItem } from './api';
import { cedulaColumns } from './components/consulta-columns';
import { ConsultarCedulaDialog } from './components/consultar-cedula-dialog';

const ENTITY: ListEntity = { singular: 'consulta', plural: 'consultas', feminine: true };

/** Consultas Admiral → Estado de cédula: identity-card checks (RUT + serial number), newest first. */
export function EstadoCedulaPage() {
  return (
    <ListPage<EstadoCedulaItem>
      title="Estado de cédula"
      subtitle="Vigencia de cédulas de identidad consultada por RUT y número de serie."
      entity={ENTITY}
      columns={cedulaColumns}
      queryKey={consultasKeys.cedulas()}
      fetchPage={listCedulas}
      rowLabel={(c) => `Cédula ${c.serial_number} de ${formatRut(c.rut)}`}
      search={{ placeholder: 'Buscar por RUT o número de serie' }}
      refreshable
      exportFileName="estado-cedula"
      renderCreate={(props) => <ConsultarCedulaDialog {...props} />}
    />
  );
}
