import { LifeBuoy, Send } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import {
  SidebarGroup,
  SidebarGroupContent,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';

import { isPathWithin } from './menu-access';

/**
 * SPEC §2 secondary list. The spec's Feedback pointed nowhere ('#'); here it opens the suggestion
 * form over Mis tickets (a ticket of category sugerencia), so what users write reaches someone.
 */
const SECONDARY = [
  { title: 'Soporte', url: '/soporte/tickets', icon: LifeBuoy },
  { title: 'Feedback', url: '/soporte/tickets?sugerencia=nueva', icon: Send },
];

export function NavSecondary() {
  const { pathname, search } = useLocation();
  const { setOpenMobile } = useSidebar();

  return (
    <SidebarGroup>
      <SidebarGroupContent>
        <SidebarMenu>
          {SECONDARY.map(({ title, url, icon: Icon }) => {
            const [path = url, query = ''] = url.split('?');
            const active = isPathWithin(pathname, path) && search === (query ? `?${query}` : '');
            return (
              <SidebarMenuItem key={title}>
                <SidebarMenuButton asChild size="sm" isActive={active} tooltip={title}>
                  <Link to={url} onClick={() => setOpenMobile(false)} aria-current={active ? 'page' : undefined}>
                    <Icon aria-hidden="true" />
                    <span>{title}</span>
                  </Link>
                </SidebarMenuButton>
              </SidebarMenuItem>
            );
          })}
        </SidebarMenu>
      </SidebarGroupContent>
    </SidebarGroup>
  );
}
