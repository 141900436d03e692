import type { PerfilDueDiligence } from '@atalaya/shared/contracts/due-diligence/solicitudes';

import { Dato, Datos, SeccionCard, Texto } from './seccion-card';

/** The requesting client's relationship with the subject. */
export function RelacionSeccion({ perfil }: { perfil: PerfilDueDiligence }) {
  const r = perfil.relacion_con_el_cliente;
  return (
    <SeccionCard id="relacion-cliente">
      <Datos>
        <Dato label="Cliente solicitante">
          <Texto valor={r.nombre_cliente_solicitante} />
        </Dato>
        <Dato label="Descripción de la relación" ancho>
          <Texto valor={r.data} />
        </Dato>
      </Datos>
    </SeccionCard>
  );
}
