import type { DueDiligenceDetalle } from '@atalaya/shared/contracts/due-diligence/solicitudes';

import { SeccionCard } from '../readonly/seccion-card';
import { ListasUsadas, ScreeningResultados } from '../readonly/screening-resultados';
import { CampoArea, CampoCheck } from './campos';

/** The analyst's PEP / SOE / lists statements beside the screening hits they rest on (read-only). */
export function PepCampos({ screening }: { screening: DueDiligenceDetalle['screening'] }) {
  return (
    <SeccionCard id="pep-soe-listas">
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <div className="grid gap-4">
          <CampoCheck
            name="perfil.situacion_pep_soe_listas_internacionales.pep"
            label="Persona expuesta políticamente (PEP)"
          />
          <CampoArea name="perfil.situacion_pep_soe_listas_internacionales.soe.content" label="Empresa estatal (SOE)" />
          <CampoArea
            name="perfil.situacion_pep_soe_listas_internacionales.listado.content"
            label="Listas internacionales"
            rows={5}
          />
        </div>
        <div className="grid gap-3">
          <h3 className="font-medium">Revisión en listas de sanciones</h3>
          <ScreeningResultados screening={screening} />
        </div>
      </div>
      {screening && screening.listas.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-medium">Listas utilizadas</h3>
          <ListasUsadas listas={screening.listas} />
        </div>
      )}
    </SeccionCard>
  );
}
