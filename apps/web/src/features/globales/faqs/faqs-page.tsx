import { useQueryClient } from '@tanstack/react-query';

import { ListPage } from '@/components/list-page/list-page';
import type { ListEntity, ListFilter } from '@/components/list-page/types';

import { accionesCatalogo, useAccionesLote } from '../plataforma-shared/acciones-lote';
import { ImportarBoton } from '../../../components/list-page/importar-boton';
import { siNoOptions } from '../comun/fields';
import { deleteFaq, faqsKeys, listFaqs, type Faq } from './api';
import { faqColumns } from './components/faq-columns';
import { FaqDialog } from './components/faq-dialog';
import { FaqForm } from './components/faq-form';

const FILTERS: ListFilter[] = [
  { id: 'publicada', label: 'Estado', type: 'select', options: siNoOptions('Publicada', 'Borrador') },
];
const ENTITY: ListEntity = { singular: 'pregunta frecuente', plural: 'preguntas frecuentes', feminine: true };
const ACCIONES = accionesCatalogo<Faq>({
  path: '/faqs/',
  entity: ENTITY,
  nombre: (f) => f.pregunta,
  estado: 'publicada',
});

/** Globales → Preguntas frecuentes: what every signed-in user reads in Soporte, by orden. */
export function FaqsPage() {
  const queryClient = useQueryClient();
  const lote = useAccionesLote(ACCIONES);
  return (
    <>
      <ListPage<Faq>
        title="Preguntas frecuentes"
        subtitle="Preguntas y respuestas de Soporte; las publicadas las ven todos los usuarios, por orden."
        entity={ENTITY}
        columns={faqColumns}
        queryKey={faqsKeys.lists()}
        fetchPage={listFaqs}
        rowLabel={(f) => f.pregunta}
        search={{ placeholder: 'Buscar en preguntas y respuestas' }}
        filters={FILTERS}
        refreshable
        exportFileName="preguntas-frecuentes"
        headerActions={
          <ImportarBoton
            title="Importar preguntas frecuentes"
            endpoint="/faqs/import"
            entity={ENTITY}
            templateColumns={['Pregunta', 'Respuesta', 'Orden', 'Publicada']}
            templateExample={['¿Cómo hago una denuncia?', 'Desde el canal de denuncias de su empresa.', '1', 'No']}
            onDone={() => void queryClient.invalidateQueries({ queryKey: faqsKeys.all })}
          />
        }
        renderCreate={(props) => <FaqForm {...props} />}
        renderEdit={(props) => <FaqForm {...props} />}
        renderView={(props) => <FaqDialog {...props} />}
        onDelete={(row) => deleteFaq(row.id)}
        bulkActions={lote.bulkActions}
      />
      {lote.dialog}
    </>
  );
}
