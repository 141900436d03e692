import { Search } from 'lucide-react';
import { Link, useNavigation } from 'react-router';

import { AtalayaLogo } from '@/components/brand/atalaya-logo';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';

import { SEARCH_PLACEHOLDER } from './command-palette';
import { NotificationBell } from './notification-bell';
import { ThemeMenu } from './theme-menu';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** SPEC §2 header: sidebar toggle, logo, search, theme and notifications. */
export function AppHeader({ onSearch }: { onSearch: (initialQuery?: string) => void }) {
  return (
    <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur supports-backdrop-filter:bg-background/80 md:px-4">
      <NavigationProgress />
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-5" />
      <Link
        to="/dashboard"
        aria-label="Atalaya, ir al inicio"
        className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <AtalayaLogo className="text-lg [&_svg]:size-7" />
      </Link>
      <div className="flex flex-1 justify-end px-1 sm:justify-center sm:px-4">
        <SearchBox onSearch={onSearch} />
      </div>
      <div className="flex items-center gap-0.5">
        <ThemeMenu />
        <NotificationBell />
      </div>
    </header>
  );
}

/**
 * Looks like a search field and opens the command palette: on click, Enter, or as soon as the
 * user types (the typed character carries over).
 */
function SearchBox({ onSearch }: { onSearch: (initialQuery?: string) => void }) {
  const shortcut = isMac ? '⌘K' : 'Ctrl K';
  return (
    <>
      <div className="relative hidden w-full max-w-md sm:block">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          type="search"
          readOnly
          value=""
          placeholder={SEARCH_PLACEHOLDER}
          aria-label="Buscar"
          aria-haspopup="dialog"
          aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
          onClick={() => onSearch()}
          onKeyDown={(event) => {
            if (event.metaKey || event.ctrlKey || event.altKey) return;
            if (event.key.length === 1) {
              event.preventDefault();
              onSearch(event.key);
            } else if (event.key === 'Enter' || event.key === 'ArrowDown') {
              event.preventDefault();
              onSearch();
            }
          }}
          className="h-9 w-full cursor-pointer rounded-md border border-input bg-muted/40 pr-16 pl-9 text-sm shadow-xs outline-none placeholder:text-muted-foreground hover:bg-muted/70 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30"
        />
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 rounded border bg-background px-1.5 py-0.5 font-sans text-[0.6875rem] font-medium text-muted-foreground"
        >
          {shortcut}
        </kbd>
      </div>
      <Button variant="ghost" size="icon" className="sm:hidden" aria-label="Buscar" onClick={() => onSearch()}>
        <Search aria-hidden="true" />
      </Button>
    </>
  );
}

/** A thin bar while the next page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label="Cargando página" className="absolute inset-x-0 top-0 h-0.5 overflow-hidden">
      <div className="h-full w-1/3 animate-pulse bg-primary" />
    </div>
  );
}
