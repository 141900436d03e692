import { BadgeCheck, Bell, ChevronsUpDown, CreditCard, LogOut, Sparkles } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem, useSidebar } from '@/components/ui/sidebar';
import { useLogout, useSessionUser } from '@/shell/session';

import { fullName } from './user-labels';

/** Sidebar footer: who is signed in, with the account entries of SPEC §2. */
export function NavUser() {
  const user = useSessionUser();
  const { isMobile, setOpenMobile } = useSidebar();
  const navigate = useNavigate();
  const logout = useLogout();
  const name = fullName(user);
  const closeMobile = () => setOpenMobile(false);

  function handleLogout() {
    // A failure is toasted by the query client, like every failed mutation.
    logout.mutate(undefined, { onSuccess: () => navigate('/login', { replace: true }) });
  }

  const identity = (
    <>
      <Avatar className="size-8 rounded-lg">
        <AvatarFallback name={name} className="rounded-lg" />
      </Avatar>
      <span className="grid flex-1 text-left text-sm leading-tight">
        <span className="truncate font-medium">{name}</span>
        <span className="truncate text-xs text-muted-foreground">{user.email}</span>
      </span>
    </>
  );

  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton
              size="lg"
              tooltip={name}
              aria-label={`Menú de usuario: ${name}`}
              className="data-[state=open]:bg-sidebar-accent data-[state=open]:text-sidebar-accent-foreground"
            >
              {identity}
              <ChevronsUpDown className="ml-auto size-4" aria-hidden="true" />
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            className="w-(--radix-dropdown-menu-trigger-width) min-w-56 rounded-lg"
            side={isMobile ? 'bottom' : 'right'}
            align="end"
            sideOffset={4}
          >
            <DropdownMenuLabel className="p-0 font-normal">
              <div className="flex items-center gap-2 px-1 py-1.5 text-left text-sm">{identity}</div>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              <DropdownMenuItem asChild>
                <Link to="/cuenta/plan" onClick={closeMobile}>
                  <Sparkles aria-hidden="true" />
                  Mejorar plan
                </Link>
              </DropdownMenuItem>
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              <DropdownMenuItem asChild>
                <Link to="/cuenta" onClick={closeMobile}>
                  <BadgeCheck aria-hidden="true" />
                  Cuenta
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <Link to="/cuenta/cobro" onClick={closeMobile}>
                  <CreditCard aria-hidden="true" />
                  Cobro
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <Link to="/notificaciones" onClick={closeMobile}>
                  <Bell aria-hidden="true" />
                  Notificaciones
                </Link>
              </DropdownMenuItem>
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={handleLogout} disabled={logout.isPending}>
              <LogOut aria-hidden="true" />
              Cerrar sesión
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
