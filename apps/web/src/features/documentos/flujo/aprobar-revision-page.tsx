import { DecisionFlujoPage } from './components/decision-flujo';

/** Flujo documental → the reviewer passes or rejects a document in review. */
export function AprobarRevisionPage() {
  return <DecisionFlujoPage etapa="revision" />;
}
