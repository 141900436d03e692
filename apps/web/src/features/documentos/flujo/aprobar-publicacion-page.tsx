import { DecisionFlujoPage } from './components/decision-flujo';

/** Flujo documental → the approver publishes or rejects a reviewed document. */
export function AprobarPublicacionPage() {
  return <DecisionFlujoPage etapa="publicacion" />;
}
