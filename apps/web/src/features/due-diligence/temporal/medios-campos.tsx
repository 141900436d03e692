import { SeccionCard } from '../readonly/seccion-card';
import { REDES_SOCIALES } from '../readonly/secciones';
import { CampoArea, CampoCheck, CampoTexto } from './campos';

/** Social network accounts (and whether each exists) and press coverage. */
export function MediosCampos() {
  return (
    <SeccionCard id="medios-redes">
      <div className="grid gap-4 sm:grid-cols-2">
        {REDES_SOCIALES.map((r) => (
          <div key={r.clave} className="grid gap-2 rounded-md border p-3">
            <CampoTexto name={`perfil.medios_y_redes_sociales.${r.clave}.account`} label={`Cuenta de ${r.titulo}`} />
            <CampoCheck
              name={`perfil.medios_y_redes_sociales.${r.clave}.exists`}
              label={`Cuenta de ${r.titulo} encontrada`}
            />
          </div>
        ))}
      </div>
      <CampoArea name="perfil.medios_y_redes_sociales.medios.content" label="Medios de prensa" rows={4} />
    </SeccionCard>
  );
}
