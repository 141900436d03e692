import { useFormContext } from 'react-hook-form';

import type { ArchivoDueDiligence } from '@atalaya/shared/contracts/due-diligence/solicitudes';

import { SeccionCard } from '../readonly/seccion-card';
import { TIPOS_CAUSA } from '../readonly/secciones';
import { ArchivosTipo } from './archivos-tipo';
import { CampoCantidad, CampoCheck } from './campos';
import type { TemporalFormValues } from './temporal-schema';

/** Court cases: totals by kind, each kind with its supporting file (linked in the profile). */
export function CausasCampos({
  ddId,
  archivos,
  editable,
}: {
  ddId: number;
  archivos: ArchivoDueDiligence[];
  editable: boolean;
}) {
  const { setValue, getValues } = useFormContext<TemporalFormValues>();
  return (
    <SeccionCard id="causas">
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <CampoCantidad name="perfil.causas.total" label="Total de causas" />
        <CampoCheck name="perfil.causas.exists" label="Registra causas" className="pb-2" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {TIPOS_CAUSA.map((t) => {
          const archivoCampo = `perfil.causas.detalles.${t.clave}.archivo` as const;
          return (
            <fieldset key={t.clave} className="grid content-start gap-3 rounded-md border p-3">
              <legend className="px-1 font-medium">{t.titulo}</legend>
              <CampoCantidad
                name={`perfil.causas.detalles.${t.clave}.total`}
                label={`Total de ${t.titulo.toLowerCase()}`}
              />
              <ArchivosTipo
                ddId={ddId}
                fileType={t.clave}
                etiqueta={`Archivo de ${t.titulo.toLowerCase()}`}
                archivos={archivos}
                editable={editable}
                // The profile points at the section's latest file; saving keeps the link.
                onSubido={(a) => setValue(archivoCampo, a.id, { shouldDirty: true })}
                onQuitado={(a) => {
                  if (getValues(archivoCampo) === a.id) setValue(archivoCampo, null, { shouldDirty: true });
                }}
              />
            </fieldset>
          );
        })}
      </div>
    </SeccionCard>
  );
}
