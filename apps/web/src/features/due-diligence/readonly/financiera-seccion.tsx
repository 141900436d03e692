import type { PerfilDueDiligence } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { ETIQUETA_TAMANO, tamanoEmpresa } from '@atalaya/shared/due-diligence';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';

import { Dato, Datos, SeccionCard } from './seccion-card';
import { formatClp } from './secciones';
import { TablaDesplazable } from './tabla-desplazable';

/** SPEC §4 company size, or null when the profile does not state it (e.g. a natural person). */
export function tamanoDe(perfil: PerfilDueDiligence): string | null {
  const tipo = perfil.situacion_financiera.tipo_de_empresa;
  return tipo ? ETIQUETA_TAMANO[tamanoEmpresa(tipo)] : null;
}

/** Vehicles, properties, unpaid documents (with their breakdown) and company size. */
export function FinancieraSeccion({ perfil }: { perfil: PerfilDueDiligence }) {
  const f = perfil.situacion_financiera;
  const tamano = tamanoDe(perfil);
  return (
    <SeccionCard id="situacion-financiera">
      <Datos>
        <Dato label="Vehículos">{formatNumber(f.vehiculos.cantidad)}</Dato>
        <Dato label="Propiedades">{formatNumber(f.propiedades.cantidad)}</Dato>
        <Dato label="Avalúo fiscal de propiedades">{formatClp(f.propiedades.avaluo)}</Dato>
        <Dato label="Documentos impagos">{formatNumber(f.documentos_impagos.cantidad)}</Dato>
        <Dato label="Monto impago">{formatClp(f.documentos_impagos.monto)}</Dato>
        {tamano && <Dato label="Tamaño de empresa">{tamano}</Dato>}
      </Datos>
      {f.documentos_impagos.desglose.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-medium">Desglose de documentos impagos</h3>
          <TablaDesplazable etiqueta="Desglose de documentos impagos">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Tipo</TableHead>
                  <TableHead className="text-right">Cantidad</TableHead>
                  <TableHead className="text-right">Monto</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {f.documentos_impagos.desglose.map((d, i) => (
                  <TableRow key={`${d.label}-${i}`}>
                    <TableCell className="whitespace-normal">{d.label || '—'}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(d.cantidad)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatClp(d.monto)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TablaDesplazable>
        </div>
      )}
    </SeccionCard>
  );
}
