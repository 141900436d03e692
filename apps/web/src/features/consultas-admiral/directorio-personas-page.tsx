import { useNavigate } from 'react-router';
import { EyeIcon } from 'lucide-react';

import { formatRut } from '@atalaya/shared/rut';
import { ListPage } from '@/components/list-page/list-page';
import type { ListEntity } from '@/components/list-page/types';

import { consultasKeys, listPersonas, type PersonaDirectorioItem } from './api';
import { personaColumns } from './components/consulta-columns';
import { ConsultarPersonaDialog } from './components/consultar-persona-dialog';

const ENTITY: ListEntity = { singular: 'persona', plural: 'personas', feminine: true };

/** Consultas Admiral → Directorio de personas: every RUT looked up, searchable by RUT or name. */
export function DirectorioPersonasPage() {
  const navigate = useNavigate();
  return (
    <ListPage<PersonaDirectorioItem>
      title="Directorio de personas"
      subtitle="Personas naturales y jurídicas consultadas por RUT a la fuente de datos."
      entity={ENTITY}
      columns={personaColumns}
      queryKey={consultasKeys.personas()}
      fetchPage={listPersonas}
      rowLabel={(p) => `${p.nombre} (${formatRut(p.rut)})`}
      search={{ placeholder: 'Buscar por RUT o nombre' }}
      refreshable
      exportFileName="directorio-personas"
      renderCreate={(props) => <ConsultarPersonaDialog {...props} />}
      rowActions={[
        {
          label: 'Ver ficha',
          icon: EyeIcon,
          onSelect: (p) => navigate(`/consultas-admiral/directorio-personas/${p.id}`),
        },
      ]}
    />
  );
}
