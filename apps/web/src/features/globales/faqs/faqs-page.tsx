import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';

import { siNoOptions } from '../shared/fields';
import { deleteFaq, faqsKeys, listFaqs, type Faq } from './api';
import { faqColumns } from './components/faq-columns';
import { FaqDialog } from './components/faq-dialog';
import { FaqForm } from './components/faq-form';

const FILTERS: ListFilter[] = [
  { id: 'publicada', label: 'Estado', type: 'select', options: siNoOptions('Publicada', 'Borrador') },
];

/** Globales → Preguntas frecuentes: what every signed-in user reads in Soporte, by orden. */
export function FaqsPage() {
  return (
    <ListPage<Faq>
      title="Preguntas frecuentes"
      subtitle="Preguntas y respuestas de Soporte; las publicadas las ven todos los usuarios, por orden."
      entity={{ singular: 'pregunta frecuente', plural: 'preguntas frecuentes', feminine: true }}
      columns={faqColumns}
      queryKey={faqsKeys.lists()}
      fetchPage={listFaqs}
      rowLabel={(f) => f.pregunta}
      search={{ placeholder: 'Buscar en preguntas y respuestas' }}
      filters={FILTERS}
      refreshable
      exportFileName="preguntas-frecuentes"
      renderCreate={(props) => <FaqForm {...props} />}
      renderEdit={(props) => <FaqForm {...props} />}
      renderView={(props) => <FaqDialog {...props} />}
      onDelete={(row) => deleteFaq(row.id)}
    />
  );
}
