import { Sidebar, SidebarContent, SidebarFooter, SidebarHeader, SidebarRail } from '@/components/ui/sidebar';

import { CompanyHeader } from './company-header';
import { NavMain } from './nav-main';
import { NavSecondary } from './nav-secondary';
import { NavUser } from './nav-user';

/** SPEC §2 sidebar: company, 'Módulos', Soporte and Feedback, and the user menu; collapses to icons. */
export function AppSidebar() {
  return (
    <Sidebar collapsible="icon">
      <SidebarHeader>
        <CompanyHeader />
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Módulos">
          <NavMain />
        </nav>
        <nav aria-label="Ayuda" className="mt-auto">
          <NavSecondary />
        </nav>
      </SidebarContent>
      <SidebarFooter>
        <NavUser />
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}
