import { FlujoListPage } from './components/flujo-list-page';

/** Flujo documental → Aprobaciones: documents waiting for approval of publication (phase En Aprobación). */
export function AprobacionPage() {
  return (
    <FlujoListPage
      title="Aprobaciones de Documento"
      subtitle="Documentos revisados que esperan su aprobación para publicarse."
      fase="en_aprobacion"
    />
  );
}
