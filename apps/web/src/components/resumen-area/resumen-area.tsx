import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';

import { TOTAL_MAXIMO } from '@atalaya/shared/contracts/common';
import { MENU } from '@atalaya/shared/menu';
import { Skeleton } from '@/components/ui/skeleton';
import { apiGet } from '@/lib/api';
import { formatNumber } from '@/lib/format';

/** One section of an area: its screen, what it holds and the list whose `total` counts it. */
export interface SeccionArea {
  url: string;
  /** Shown when the menu has no sub-entry for `url` (screens reached from the overview only). */
  titulo?: string;
  descripcion: string;
  icono: LucideIcon;
  /** List endpoint answering `{ total, … }` (e.g. '/trabajadores/'). */
  lista: string;
}

export const resumenAreaKeys = {
  all: ['resumen-area'] as const,
  total: (lista: string) => [...resumenAreaKeys.all, lista] as const,
};

/** 1.234 in es-CL; past the lists' exact count, 'Más de 10.000'. */
function textoTotal(total: number) {
  return total > TOTAL_MAXIMO ? `Más de ${formatNumber(TOTAL_MAXIMO)}` : formatNumber(total);
}

/**
 * The index page of a menu area (/mi-empresa, /globales): a card per section with its count of
 * records, each a link to the section's screen. The shell already keeps out users whose role or
 * plan lacks the area, so every section shown here can be opened.
 */
export function ResumenArea({
  area,
  descripcion,
  secciones,
}: {
  /** The area's menu URL: its title and sub-entry names come from the menu. */
  area: string;
  descripcion: string;
  secciones: SeccionArea[];
}) {
  const menu = MENU.find((item) => item.url === area);
  const titulo = menu?.title ?? area;
  const totales = useQueries({
    queries: secciones.map((s) => ({
      queryKey: resumenAreaKeys.total(s.lista),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiGet<{ total: number }>(`${s.lista}?skip=0&limit=1`, { signal }),
      select: (r: { total: number }) => r.total,
    })),
  });

  return (
    <div className="flex flex-col gap-6">
      <title>{`${titulo} · Atalaya`}</title>
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{titulo}</h1>
        <p className="text-sm text-muted-foreground">{descripcion}</p>
      </header>
      <ul aria-label={`Secciones de ${titulo}`} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {secciones.map((s, i) => {
          const nombre = menu?.items?.find((sub) => sub.url === s.url)?.title ?? s.titulo ?? s.url;
          const total = totales[i]!;
          const Icono = s.icono;
          return (
            <li key={s.url}>
              <Link
                to={s.url}
                className="group flex h-full gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-colors outline-none hover:border-primary/60 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icono className="size-5" aria-hidden="true" />
                </span>
                <span className="grid min-w-0 flex-1 content-start gap-1">
                  <span className="font-semibold group-hover:underline">{nombre}</span>
                  <span className="text-sm text-muted-foreground">{s.descripcion}</span>
                </span>
                <span className="shrink-0 text-right">
                  {total.isPending ? (
                    <Skeleton className="h-7 w-10" aria-label="Cargando total" />
                  ) : total.isError ? (
                    <span className="text-sm text-muted-foreground">No disponible</span>
                  ) : (
                    <>
                      <span className="block text-2xl font-semibold tabular-nums">{textoTotal(total.data)}</span>
                      <span className="text-xs text-muted-foreground">
                        {total.data === 1 ? 'registro' : 'registros'}
                      </span>
                    </>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
