import type { ReactNode } from 'react';

import type { NivelRiesgo } from '@atalaya/shared/risk-matrix';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function textoSobre(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminancia = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminancia > 0.179 ? '#000000' : '#ffffff';
}

/** A risk level in the colour the company's matrix gives it. */
export function NivelBadge({
  nivel,
  colores,
  className,
}: {
  nivel: NivelRiesgo;
  colores: Record<NivelRiesgo, string> | undefined;
  className?: string;
}) {
  const color = colores?.[nivel];
  return (
    <Badge
      variant="outline"
      className={cn('min-w-16', color && 'border-transparent', className)}
      style={color ? { backgroundColor: color, color: textoSobre(color) } : undefined}
    >
      {nivel}
    </Badge>
  );
}

/** A form's live preview of the level its choices give ('Nivel inherente: Alto'), announced politely. */
export function NivelPreview({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="flex items-center gap-3 rounded-md border bg-muted/40 px-3 py-2 text-sm sm:col-span-2"
      role="status"
      aria-live="polite"
    >
      <span className="text-muted-foreground">{label}</span>
      {children}
    </div>
  );
}
