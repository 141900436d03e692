import { FlujoListPage } from './components/flujo-list-page';

/** Flujo documental → Revisiones: documents waiting for their reviewer (phase En Revisión). */
export function RevisionPage() {
  return <FlujoListPage title="Revisiones de Documento" subtitle="Documentos enviados a revisión." fase="revision" />;
}
