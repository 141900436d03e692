import type { PerfilDueDiligence, PersonaSociedad } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatRutDisplay } from '@/lib/format';

import { formatFechaParcial } from '../fechas';
import { PepBadge } from '../badges';
import { SeccionCard } from './seccion-card';
import { GRUPOS_SOCIEDAD } from './secciones';
import { TablaDesplazable } from './tabla-desplazable';

function Personas({ titulo, personas }: { titulo: string; personas: PersonaSociedad[] }) {
  return (
    <div className="grid gap-2">
      <h3 className="font-medium">{titulo}</h3>
      {personas.length === 0 ? (
        <p className="text-sm text-muted-foreground">Sin registros.</p>
      ) : (
        <TablaDesplazable etiqueta={titulo}>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Nombre</TableHead>
                <TableHead>RUT</TableHead>
                <TableHead>Fecha de nacimiento</TableHead>
                <TableHead>PEP</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {personas.map((p, i) => (
                <TableRow key={`${p.rut}-${i}`}>
                  <TableCell className="font-medium whitespace-normal">{p.nombre || '—'}</TableCell>
                  <TableCell className="font-mono">{p.rut ? formatRutDisplay(p.rut) : '—'}</TableCell>
                  <TableCell>{p.fecha_nacimiento ? formatFechaParcial(p.fecha_nacimiento) : '—'}</TableCell>
                  <TableCell>
                    <PepBadge isPep={p.is_pep} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TablaDesplazable>
      )}
    </div>
  );
}

/** Partners, legal representatives and ultimate beneficiaries. */
export function SociedadesSeccion({ perfil }: { perfil: PerfilDueDiligence }) {
  return (
    <SeccionCard id="sociedades">
      {GRUPOS_SOCIEDAD.map((g) => (
        <Personas key={g.clave} titulo={g.titulo} personas={perfil.sociedades[g.clave]} />
      ))}
    </SeccionCard>
  );
}
