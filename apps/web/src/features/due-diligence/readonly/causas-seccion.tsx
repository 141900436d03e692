import type { ArchivoDueDiligence, PerfilDueDiligence } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { formatNumber } from '@/lib/format';

import { ArchivoDescarga } from './archivo-descarga';
import { Dato, Datos, SeccionCard, siNo } from './seccion-card';
import { TIPOS_CAUSA } from './secciones';

/** Court cases by kind, each with the file that backs it when there is one. */
export function CausasSeccion({ perfil, archivos }: { perfil: PerfilDueDiligence; archivos: ArchivoDueDiligence[] }) {
  const c = perfil.causas;
  return (
    <SeccionCard id="causas">
      <Datos>
        <Dato label="Registra causas">{siNo(c.exists)}</Dato>
        <Dato label="Total de causas">{formatNumber(c.total)}</Dato>
      </Datos>
      <ul className="grid gap-3 sm:grid-cols-2">
        {TIPOS_CAUSA.map((t) => {
          const detalle = c.detalles[t.clave];
          const archivo = archivos.find((a) => a.id === detalle.archivo);
          return (
            <li key={t.clave} className="grid gap-2 rounded-md border p-3">
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-medium">{t.titulo}</span>
                <span className="text-lg font-semibold tabular-nums">{formatNumber(detalle.total)}</span>
              </div>
              {archivo && <ArchivoDescarga archivo={archivo} />}
            </li>
          );
        })}
      </ul>
    </SeccionCard>
  );
}
