import { fuerzaPassword } from '@atalaya/shared/contracts/canal-denuncias/publico';
import { cn } from '@/lib/utils';

const COLORES = ['bg-destructive', 'bg-destructive', 'bg-warning', 'bg-success', 'bg-success'];

/** Four bars and a word; the word is part of the password field's description. */
export function FuerzaPassword({ id, password }: { id: string; password: string }) {
  const { puntaje, etiqueta } = fuerzaPassword(password);
  return (
    <div className="grid gap-1.5">
      <div className="grid grid-cols-4 gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((n) => (
          <span
            key={n}
            className={cn(
              'h-1.5 rounded-full bg-muted',
              password !== '' && Math.max(1, puntaje) >= n && COLORES[puntaje],
            )}
          />
        ))}
      </div>
      <p id={id} className="text-sm text-muted-foreground" aria-live="polite">
        Seguridad de la contraseña: <span className="font-medium text-foreground">{password ? etiqueta : '—'}</span>
      </p>
    </div>
  );
}
