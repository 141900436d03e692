import type { PerfilDueDiligence } from '@atalaya/shared/contracts/due-diligence/solicitudes';

import { Dato, Datos, SeccionCard, Texto } from './seccion-card';
import { REDES_SOCIALES } from './secciones';

/** Social network accounts found and press coverage. */
export function MediosSeccion({ perfil }: { perfil: PerfilDueDiligence }) {
  const m = perfil.medios_y_redes_sociales;
  return (
    <SeccionCard id="medios-redes">
      <Datos>
        {REDES_SOCIALES.map((r) => (
          <Dato key={r.clave} label={r.titulo}>
            {m[r.clave].exists ? m[r.clave].account || 'Cuenta encontrada' : 'Sin cuenta encontrada'}
          </Dato>
        ))}
        <Dato label="Medios de prensa" ancho>
          <Texto valor={m.medios.content} />
        </Dato>
      </Datos>
    </SeccionCard>
  );
}
