import { Fragment } from 'react';
import { EllipsisIcon, type LucideIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export interface MenuAction {
  key: string;
  label: string;
  icon?: LucideIcon;
  destructive?: boolean;
  onSelect: () => void;
}

/** A row's '…' menu; a destructive last action sits apart, below a separator. */
export function RowActionsMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const last = actions[actions.length - 1];
  const separated = actions.length > 1 && last?.destructive;
  return (
    // Not modal: a dialog opened from an item must get the focus, not the menu's trigger.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Acciones de ${label}`}>
          <EllipsisIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map((action) => (
          <Fragment key={action.key}>
            {separated && action === last && <DropdownMenuSeparator />}
            <DropdownMenuItem variant={action.destructive ? 'destructive' : 'default'} onSelect={action.onSelect}>
              {action.icon && <action.icon aria-hidden="true" />}
              {action.label}
            </DropdownMenuItem>
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
