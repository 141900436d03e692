import { useState } from 'react';
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
import { useLogout, useSessionUser } from '@/features/auth/session';

import { AccountDialog, fullName, PlanDialog } from './account-dialogs';

/** Sidebar footer: who is signed in, with the account entries of SPEC §2. */
export function NavUser() {
  const user = useSessionUser();
  const { isMobile, setOpenMobile } = useSidebar();
  const navigate = useNavigate();
  const logout = useLogout();
  const [dialog, setDialog] = useState<'cuenta' | 'plan' | null>(null);
  const name = fullName(user);

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
              <DropdownMenuItem onSelect={() => setDialog('plan')}>
                <Sparkles aria-hidden="true" />
                Mejorar plan
              </DropdownMenuItem>
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              <DropdownMenuItem onSelect={() => setDialog('cuenta')}>
                <BadgeCheck aria-hidden="true" />
                Cuenta
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setDialog('plan')}>
                <CreditCard aria-hidden="true" />
                Cobro
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <Link to="/notificaciones" onClick={() => setOpenMobile(false)}>
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
        <AccountDialog
          user={user}
          open={dialog === 'cuenta'}
          onOpenChange={(open) => setDialog(open ? 'cuenta' : null)}
        />
        <PlanDialog user={user} open={dialog === 'plan'} onOpenChange={(open) => setDialog(open ? 'plan' : null)} />
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
