import { CircleCheck, CircleMinus } from 'lucide-react';

import type { PlanCuenta } from '../api';

/** Every module a plan can enable, marked included or not in the company's plan. */
export function PlanModulos({ datos }: { datos: PlanCuenta }) {
  const incluidos = new Set(datos.plan?.modulos.map((m) => m.id) ?? []);
  return (
    <ul
      className="grid gap-2 text-sm sm:grid-cols-2"
      aria-label={`Módulos del plan ${datos.plan?.nombre ?? ''}`.trim()}
    >
      {datos.modulos.map((modulo) => {
        const incluido = incluidos.has(modulo.id);
        return (
          <li key={modulo.id} className="flex items-center gap-2.5">
            {incluido ? (
              <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <CircleMinus className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <span className={incluido ? undefined : 'text-muted-foreground'}>{modulo.nombre}</span>
            <span className="sr-only">{incluido ? '(incluido)' : '(no incluido)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
