import { Link } from 'react-router';

import type { DueDiligenceDashboard } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';

import { RiesgoBadge } from '../badges';

type Grupo = DueDiligenceDashboard['data']['due_diligence']['natural'];
type ItemTablero = Grupo['processing'][number];

function ListaItems({ titulo, items, vacio }: { titulo: string; items: ItemTablero[]; vacio: string }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-medium text-muted-foreground">{titulo}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{vacio}</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <div className="grid min-w-0 gap-0.5">
                <Link
                  to={`/due-diligence/${item.id}`}
                  className="truncate font-medium underline-offset-4 hover:underline"
                >
                  {item.company_name || `Due diligence ${item.id}`}
                </Link>
                <span className="text-xs text-muted-foreground">{formatDateTime(item.datetime)}</span>
              </div>
              {item.risk_level && <RiesgoBadge nivel={item.risk_level} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The latest requests of one person type, in process and completed, each linking to its report. */
export function Recientes({ titulo, grupo }: { titulo: string; grupo: Grupo }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{titulo}</CardTitle>
        <CardDescription>Solicitudes más recientes.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ListaItems titulo="En proceso" items={grupo.processing} vacio="Ninguna en proceso." />
        <ListaItems titulo="Completados" items={grupo.completed} vacio="Aún no hay reportes completados." />
      </CardContent>
    </Card>
  );
}
