import { createElement } from 'react';
import {
  Building2,
  Circle,
  ClipboardX,
  FileText,
  Globe,
  LayoutDashboard,
  type LucideIcon,
  type LucideProps,
  Megaphone,
  Search,
  Settings,
  ShieldAlert,
  ShieldCheck,
  Workflow,
} from 'lucide-react';

/** The lucide icons named in `MENU` (imported one by one so the bundle carries only these). */
const ICONS: Record<string, LucideIcon> = {
  Building2,
  ClipboardX,
  FileText,
  Globe,
  LayoutDashboard,
  Megaphone,
  Search,
  Settings,
  ShieldAlert,
  ShieldCheck,
  Workflow,
};

/** The icon a menu entry names, or a plain circle for an unknown name. */
export function MenuIcon({ name, ...props }: { name: string | undefined } & LucideProps) {
  return createElement((name && ICONS[name]) || Circle, props);
}
