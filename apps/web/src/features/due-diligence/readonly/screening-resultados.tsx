import type { ResultadoScreening } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { HitScreening, ListaScreening } from '@atalaya/shared/contracts/due-diligence/screening';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime, formatNumber, formatRutDisplay } from '@/lib/format';

import { fechasEnTexto, formatFechaParcial } from '../fechas';
import { ETIQUETA_ROL_SCREENING } from './secciones';
import { TablaDesplazable } from './tabla-desplazable';

const porcentaje = (valor: number) => formatNumber(valor, { style: 'percent', maximumFractionDigits: 0 });
const aporte = (valor: number) =>
  formatNumber(valor, { signDisplay: 'always', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A list's date (version, birth date) as precise as the list gives it: dd/mm/aaaa, mm/aaaa or aaaa. */
const fechaLista = formatFechaParcial;

function Lista({ titulo, valores }: { titulo: string; valores: string[] }) {
  if (valores.length === 0) return null;
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{titulo}</dt>
      <dd className="text-sm">{valores.join(' · ')}</dd>
    </div>
  );
}

/** One hit with the points of its score explained, factor by factor. */
function Hit({ hit }: { hit: HitScreening }) {
  return (
    <li className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <p className="font-semibold">{hit.nombre_listado}</p>
          {hit.nombre_coincidente !== hit.nombre_listado && (
            <p className="text-sm text-muted-foreground">Coincidió con: {hit.nombre_coincidente}</p>
          )}
        </div>
        <Badge variant="destructive">
          <span className="sr-only">Puntaje </span>
          {porcentaje(hit.score)}
        </Badge>
      </div>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div className="grid gap-0.5">
          <dt className="text-sm text-muted-foreground">Lista</dt>
          <dd className="text-sm">
            {hit.lista.nombre} <span className="text-muted-foreground">(versión {fechaLista(hit.lista.version)})</span>
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-sm text-muted-foreground">Identificador en la lista</dt>
          <dd className="font-mono text-sm">{hit.id_en_lista}</dd>
        </div>
        <Lista titulo="Alias" valores={hit.alias} />
        <Lista titulo="Programas" valores={hit.programas} />
        <Lista titulo="Fechas de nacimiento" valores={hit.fechas_nacimiento.map(fechaLista)} />
        <Lista titulo="Nacionalidades" valores={hit.nacionalidades} />
      </dl>
      <div className="grid gap-1">
        <p className="text-sm font-medium">Explicación del puntaje</p>
        <ul className="grid gap-1 text-sm">
          {hit.explicacion.map((f, i) => (
            <li key={`${f.factor}-${i}`} className="flex gap-2">
              <span className="w-14 shrink-0 text-right font-mono tabular-nums">{aporte(f.aporte)}</span>
              <span>
                <span className="font-medium">{f.factor}</span>: {fechasEnTexto(f.detalle)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** Every screened name with its hits; names without hits are listed together at the end. */
export function ScreeningResultados({ screening }: { screening: ResultadoScreening | null }) {
  if (!screening) return <p className="text-sm text-muted-foreground">La revisión en listas aún no se ha realizado.</p>;
  const conHits = screening.nombres.filter((n) => n.hits.length > 0);
  const sinHits = screening.nombres.filter((n) => n.hits.length === 0);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {formatNumber(screening.nombres.length)}{' '}
        {screening.nombres.length === 1 ? 'nombre revisado' : 'nombres revisados'} el{' '}
        {formatDateTime(screening.screened_at)} con umbral {porcentaje(screening.umbral)}.
      </p>
      {conHits.length === 0 && (
        <p className="rounded-md border border-success/40 bg-success/5 p-3 text-sm">
          Ningún nombre coincide con las listas de sanciones revisadas.
        </p>
      )}
      {conHits.map((n, i) => (
        <section key={`${n.nombre}-${i}`} aria-label={`Coincidencias de ${n.nombre}`} className="grid gap-2">
          <h3 className="font-medium">
            {n.nombre}{' '}
            <span className="text-sm font-normal text-muted-foreground">
              {ETIQUETA_ROL_SCREENING[n.rol] ?? n.rol}
              {n.rut && ` · ${formatRutDisplay(n.rut)}`} · {formatNumber(n.hits.length)}{' '}
              {n.hits.length === 1 ? 'coincidencia' : 'coincidencias'}
            </span>
          </h3>
          <ul className="grid gap-3">
            {n.hits.map((hit) => (
              <Hit key={`${hit.lista.codigo}-${hit.id_en_lista}`} hit={hit} />
            ))}
          </ul>
        </section>
      ))}
      {sinHits.length > 0 && (
        <div className="grid gap-1">
          <h3 className="font-medium">Sin coincidencias</h3>
          <p className="text-sm text-muted-foreground">
            {sinHits.map((n) => `${n.nombre} (${ETIQUETA_ROL_SCREENING[n.rol] ?? n.rol})`).join(' · ')}
          </p>
        </div>
      )}
    </div>
  );
}

/** The lists the names were screened against, with the version each report relied on. */
export function ListasUsadas({ listas }: { listas: ListaScreening[] }) {
  if (listas.length === 0) return null;
  return (
    <TablaDesplazable etiqueta="Listas utilizadas">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Lista</TableHead>
            <TableHead>Versión</TableHead>
            <TableHead className="text-right">Entradas</TableHead>
            <TableHead>Huella SHA-256</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {listas.map((l) => (
            <TableRow key={l.codigo}>
              <TableCell className="font-medium whitespace-normal">{l.nombre}</TableCell>
              <TableCell>{fechaLista(l.version)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatNumber(l.entradas)}</TableCell>
              <TableCell className="font-mono text-xs" title={l.sha256}>
                {l.sha256.slice(0, 12)}…
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TablaDesplazable>
  );
}
