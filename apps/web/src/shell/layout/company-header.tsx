import { SidebarMenu, SidebarMenuItem } from '@/components/ui/sidebar';
import { useSessionUser } from '@/shell/session';

import { CompanyLabel, CompanyLogo } from './company-logo';
import { CompanySwitcher } from './company-switcher';
import { isPlatformAdmin } from './menu-access';

/**
 * Sidebar header: the company the user works in. Platform admins act on one company at a time
 * and get a switcher instead (DESIGN §5).
 */
export function CompanyHeader() {
  const user = useSessionUser();
  if (isPlatformAdmin(user)) return <CompanySwitcher />;

  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <div
          data-slot="company-header"
          className="flex h-12 items-center gap-2 overflow-hidden rounded-md p-2 text-sm group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-0!"
        >
          <CompanyLogo url={user.empresa.logo?.url} />
          <CompanyLabel nombre={user.empresa.nombre} />
        </div>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}
