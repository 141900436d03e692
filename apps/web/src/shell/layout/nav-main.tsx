import { useState } from 'react';
import { ChevronRight, Lock } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { Link, useLocation } from 'react-router';
import type { MenuItem } from '@atalaya/shared/menu';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import {
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { useSessionUser } from '@/shell/session';

import { isEntryActive, isPathWithin, menuFor, planIncludes } from './menu-access';
import { MenuIcon } from './menu-icons';

/** Group 'Módulos': the SPEC §2 menu filtered by the user's roles (SPEC §6). */
export function NavMain() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const items = menuFor(user);

  return (
    <SidebarGroup>
      <SidebarGroupLabel>Módulos</SidebarGroupLabel>
      <SidebarMenu>
        {items.map((item) => (
          <NavEntry
            key={item.url}
            item={item}
            pathname={pathname}
            inPlan={planIncludes(user, item)}
            active={isEntryActive(item, pathname)}
          />
        ))}
      </SidebarMenu>
    </SidebarGroup>
  );
}

function NavEntry({
  item,
  pathname,
  inPlan,
  active,
}: {
  item: MenuItem;
  pathname: string;
  inPlan: boolean;
  active: boolean;
}) {
  const { state, isMobile, setOpenMobile } = useSidebar();
  const closeMobile = () => setOpenMobile(false);
  const notInPlan = !inPlan && <NotInPlan />;

  if (!item.items?.length) {
    return (
      <SidebarMenuItem>
        <SidebarMenuButton asChild isActive={active} tooltip={item.title}>
          <Link to={item.url} onClick={closeMobile} aria-current={active ? 'page' : undefined}>
            <MenuIcon name={item.icon} aria-hidden="true" />
            <span>{item.title}</span>
            {notInPlan && <span className="ml-auto flex items-center">{notInPlan}</span>}
          </Link>
        </SidebarMenuButton>
      </SidebarMenuItem>
    );
  }

  // Collapsed to icons there is no room for the sub-list: the entries open beside the icon.
  if (state === 'collapsed' && !isMobile) {
    return (
      <SidebarMenuItem>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <SidebarMenuButton isActive={active} tooltip={item.title}>
              <MenuIcon name={item.icon} aria-hidden="true" />
              <span>{item.title}</span>
            </SidebarMenuButton>
          </DropdownMenuTrigger>
          <DropdownMenuContent side="right" align="start" className="min-w-48">
            <DropdownMenuLabel>{item.title}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            {item.items.map((sub) => (
              <DropdownMenuItem key={sub.url} asChild>
                <Link to={sub.url} aria-current={isPathWithin(pathname, sub.url) ? 'page' : undefined}>
                  {sub.title}
                </Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </SidebarMenuItem>
    );
  }

  return (
    <CollapsibleEntry active={active}>
      <SidebarMenuItem>
        <Collapsible.Trigger asChild>
          <SidebarMenuButton isActive={active} tooltip={item.title}>
            <MenuIcon name={item.icon} aria-hidden="true" />
            <span>{item.title}</span>
            <span className="ml-auto flex items-center gap-1.5">
              {notInPlan}
              <ChevronRight
                className="size-4 transition-transform duration-200 group-data-[state=open]/collapsible:rotate-90"
                aria-hidden="true"
              />
            </span>
          </SidebarMenuButton>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <SidebarMenuSub>
            {item.items.map((sub) => {
              const subActive = isPathWithin(pathname, sub.url);
              return (
                <SidebarMenuSubItem key={sub.url}>
                  <SidebarMenuSubButton asChild isActive={subActive}>
                    <Link to={sub.url} onClick={closeMobile} aria-current={subActive ? 'page' : undefined}>
                      <span>{sub.title}</span>
                    </Link>
                  </SidebarMenuSubButton>
                </SidebarMenuSubItem>
              );
            })}
          </SidebarMenuSub>
        </Collapsible.Content>
      </SidebarMenuItem>
    </CollapsibleEntry>
  );
}

/** Opens by itself when one of its entries becomes active (SPEC §2); the user may still close it. */
function CollapsibleEntry({ active, children }: { active: boolean; children: React.ReactNode }) {
  const [open, setOpen] = useState(active);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} asChild className="group/collapsible">
      {children}
    </Collapsible.Root>
  );
}

function NotInPlan() {
  return (
    <span className="flex items-center text-sidebar-foreground/60" title="No incluido en el plan de su empresa">
      <Lock className="size-3.5" aria-hidden="true" />
      <span className="sr-only">(no incluido en el plan de su empresa)</span>
    </span>
  );
}
