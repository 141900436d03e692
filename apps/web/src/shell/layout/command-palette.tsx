import { useEffect, useState } from 'react';
import { defaultFilter } from 'cmdk';
import {
  BadgeCheck,
  Bell,
  CornerDownLeft,
  CreditCard,
  FileText,
  LifeBuoy,
  Loader2,
  type LucideIcon,
  Megaphone,
  SearchCheck,
  Sparkles,
  Ticket,
  TriangleAlert,
  UserRound,
} from 'lucide-react';
import { useNavigate } from 'react-router';

import type { GrupoBusqueda, TipoResultado } from '@atalaya/shared/contracts/busqueda';

import { useTheme } from '@/components/theme-provider';
import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
} from '@/components/ui/command';
import { useSessionUser } from '@/shell/session';
import { useBusqueda } from '@/shell/busqueda/use-busqueda';

import { paletteEntriesFor, searchKeywords } from './menu-access';
import { MenuIcon } from './menu-icons';
import { THEME_OPTIONS } from './theme-menu';

export const SEARCH_PLACEHOLDER = 'Buscar por nombre, tipo o aplicación...';

const ACCOUNT_PAGES = [
  { title: 'Cuenta', url: '/cuenta', icon: BadgeCheck },
  { title: 'Mejorar plan', url: '/cuenta/plan', icon: Sparkles },
  { title: 'Cobro', url: '/cuenta/cobro', icon: CreditCard },
  { title: 'Notificaciones', url: '/notificaciones', icon: Bell },
  { title: 'Soporte', url: '/soporte/tickets', icon: LifeBuoy },
];

/** Ctrl/⌘+K toggles the palette from anywhere in the shell. */
export function useCommandPaletteShortcut(toggle: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);
}

/** Icon of each kind of record. */
const ICONOS_REGISTRO: Record<TipoResultado, LucideIcon> = {
  trabajador: UserRound,
  documento: FileText,
  denuncia: Megaphone,
  due_diligence: SearchCheck,
  no_conformidad: TriangleAlert,
  ticket: Ticket,
};

/**
 * cmdk values of records start with this: the server already matched and ranked them, so the
 * palette's own filter leaves them out of its scoring (they stay, in the server's order, below the
 * pages that match) and the page entries keep cmdk's fuzzy match.
 */
const PREFIJO_REGISTRO = 'registro:';
const valorRegistro = (r: { tipo: TipoResultado; id: number }) => `${PREFIJO_REGISTRO}${r.tipo}:${r.id}`;

const filtrar = (value: string, search: string, keywords?: string[]) =>
  value.startsWith(PREFIJO_REGISTRO) ? 0 : defaultFilter(value, search, keywords);

/**
 * The header search: the modules and pages this user can open (role and plan), the records of the
 * company that match (GET /busqueda: only what the user's roles and plan allow), and the theme.
 */
export function CommandPalette({
  open,
  onOpenChange,
  search,
  onSearchChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  search: string;
  onSearchChange: (search: string) => void;
}) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { setTheme } = useTheme();
  const pages = paletteEntriesFor(user);
  const { grupos, buscando, error } = useBusqueda(search, open);
  const hayRegistros = grupos.length > 0;
  // The highlighted entry (Enter opens it). cmdk highlights the first page that matches; when none
  // does and records arrive, the first record (the best match) is highlighted instead.
  const [seleccion, setSeleccion] = useState('');
  const registros = grupos.flatMap((g) => g.resultados.map(valorRegistro));
  const resaltado =
    seleccion && (!seleccion.startsWith(PREFIJO_REGISTRO) || registros.includes(seleccion))
      ? seleccion
      : (registros[0] ?? seleccion);

  function run(action: () => void) {
    onOpenChange(false);
    action();
  }

  return (
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Buscar en Atalaya"
      description="Busque un módulo, una página o un registro de su empresa (trabajador por nombre o RUT, documento, denuncia DEN-…) y presione Enter para abrirlo."
      commandProps={{ loop: true, filter: filtrar, value: resaltado, onValueChange: setSeleccion }}
    >
      <CommandInput
        placeholder={SEARCH_PLACEHOLDER}
        aria-label="Buscar"
        value={search}
        onValueChange={onSearchChange}
      />
      <CommandList className="max-h-[min(24rem,60vh)]">
        {!hayRegistros && !buscando && <CommandEmpty>No se encontraron resultados.</CommandEmpty>}
        <CommandGroup heading="Módulos y páginas">
          {pages.map((page) => {
            return (
              <CommandItem
                key={page.url}
                value={`${page.section ?? ''} ${page.title} ${page.url}`}
                keywords={searchKeywords(page.title, page.section)}
                onSelect={() => run(() => void navigate(page.url))}
              >
                <MenuIcon name={page.icon} aria-hidden="true" />
                <span className="truncate">
                  {page.section && <span className="text-muted-foreground">{page.section} › </span>}
                  {page.title}
                </span>
              </CommandItem>
            );
          })}
        </CommandGroup>
        <RegistrosEncontrados grupos={grupos} onOpen={(url) => run(() => void navigate(url))} />
        <CommandSeparator />
        <CommandGroup heading="Cuenta">
          {ACCOUNT_PAGES.map(({ title, url, icon: Icon }) => (
            <CommandItem key={url} value={`${title} ${url}`} onSelect={() => run(() => void navigate(url))}>
              <Icon aria-hidden="true" />
              {title}
            </CommandItem>
          ))}
        </CommandGroup>
        <CommandSeparator />
        <CommandGroup heading="Tema">
          {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
            <CommandItem
              key={value}
              value={`Tema ${label}`}
              keywords={['tema', 'apariencia', 'modo']}
              onSelect={() => run(() => setTheme(value))}
            >
              <Icon aria-hidden="true" />
              Tema {label.toLowerCase()}
            </CommandItem>
          ))}
        </CommandGroup>
      </CommandList>
      <div className="flex items-center gap-1.5 border-t px-3 py-2 text-xs text-muted-foreground">
        <CornerDownLeft className="size-3.5" aria-hidden="true" />
        <span>para abrir · Esc para cerrar</span>
        <span role="status" aria-live="polite" className="ml-auto flex items-center gap-1.5">
          {buscando && (
            <>
              <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
              Buscando…
            </>
          )}
          {error && 'No se pudo buscar en los registros.'}
        </span>
      </div>
    </CommandDialog>
  );
}

/** One group per kind of record found, each record opening its page. */
function RegistrosEncontrados({ grupos, onOpen }: { grupos: GrupoBusqueda[]; onOpen: (url: string) => void }) {
  return grupos.map((grupo) => {
    const Icon = ICONOS_REGISTRO[grupo.tipo];
    return (
      <CommandGroup key={grupo.tipo} heading={grupo.etiqueta} forceMount>
        {grupo.resultados.map((r) => (
          <CommandItem key={r.id} value={valorRegistro(r)} forceMount onSelect={() => onOpen(r.url)}>
            <Icon aria-hidden="true" />
            <span className="flex min-w-0 flex-col">
              <span className="truncate">{r.titulo}</span>
              {r.subtitulo && <span className="truncate text-xs text-muted-foreground">{r.subtitulo}</span>}
            </span>
          </CommandItem>
        ))}
      </CommandGroup>
    );
  });
}
