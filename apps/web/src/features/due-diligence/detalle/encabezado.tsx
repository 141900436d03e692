import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { DueDiligenceDetalle } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { Badge } from '@/components/ui/badge';
import { useSessionUser } from '@/shell/session';
import { isPlatformAdmin } from '@/shell/layout/menu-access';
import { formatRutDisplay } from '@/lib/format';

import { EstadoBadge } from '../badges';
import { nombreSujeto } from './sujeto';

/** Where "back" goes: the analysts' inbox or the company's list. */
export function useListaDeVuelta() {
  const analista = isPlatformAdmin(useSessionUser());
  return analista
    ? { url: '/due-diligence/all', titulo: 'Admin Due Diligences' }
    : { url: '/due-diligence/todas', titulo: 'Due Diligences' };
}

/**
 * Header of every screen of one request: breadcrumbs, the subject, its RUT, type and state, and
 * the screen's actions. `pagina` names the screen in the breadcrumbs.
 */
export function EncabezadoDueDiligence({
  detalle: d,
  pagina,
  acciones,
}: {
  detalle: DueDiligenceDetalle;
  pagina?: { titulo: string };
  acciones?: ReactNode;
}) {
  const lista = useListaDeVuelta();
  const nombre = nombreSujeto(d);
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid gap-2">
        <nav aria-label="Ruta de navegación" className="text-sm text-muted-foreground">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to={lista.url} className="underline-offset-4 hover:text-foreground hover:underline">
                {lista.titulo}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            {pagina ? (
              <>
                <li>
                  <Link
                    to={`/due-diligence/${d.id}`}
                    className="underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {nombre}
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li aria-current="page" className="text-foreground">
                  {pagina.titulo}
                </li>
              </>
            ) : (
              <li aria-current="page" className="text-foreground">
                {nombre}
              </li>
            )}
          </ol>
        </nav>
        <h1 className="text-2xl font-semibold tracking-tight">{nombre}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-mono">{formatRutDisplay(d.rut)}</span>
          <Badge variant="outline">{d.tipo_persona === 'juridica' ? 'Persona jurídica' : 'Persona natural'}</Badge>
          <Badge variant="outline" className="uppercase">
            {d.tipo_de_reporte}
          </Badge>
          <EstadoBadge estado={d.estado} progreso={d.progreso} />
        </div>
      </div>
      {acciones && <div className="flex flex-wrap items-center gap-2">{acciones}</div>}
    </header>
  );
}
