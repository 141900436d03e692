import { CircleCheckIcon, CircleXIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';

/** Whether an identity card is in force: 'Vigente' or 'No vigente'. */
export function CedulaBadge({ vigente }: { vigente: boolean }) {
  return vigente ? (
    <Badge variant="success">
      <CircleCheckIcon aria-hidden="true" />
      Vigente
    </Badge>
  ) : (
    <Badge variant="destructive">
      <CircleXIcon aria-hidden="true" />
      No vigente
    </Badge>
  );
}
