import { useEffect } from 'react';
import { BadgeCheck, Bell, CornerDownLeft, CreditCard, LifeBuoy, Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';

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
import { useSessionUser } from '@/features/auth/session';

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

/**
 * The header search: the modules and pages this user can open (role and plan), plus the theme.
 * Later issues add records (documents, reports, people) as further groups.
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

  function run(action: () => void) {
    onOpenChange(false);
    action();
  }

  return (
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Buscar en Atalaya"
      description="Busque un módulo o una página y presione Enter para abrirla."
      commandProps={{ loop: true }}
    >
      <CommandInput
        placeholder={SEARCH_PLACEHOLDER}
        aria-label="Buscar"
        value={search}
        onValueChange={onSearchChange}
      />
      <CommandList className="max-h-[min(24rem,60vh)]">
        <CommandEmpty>No se encontraron resultados.</CommandEmpty>
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
        para abrir · Esc para cerrar
      </div>
    </CommandDialog>
  );
}
