import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import type { HealthResponse } from '@atalaya/shared/contracts/health';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useSessionUser } from '@/shell/session';
import { apiGet } from '@/lib/api';

import { isPlatformAdmin } from './menu-access';

/** Checked again every minute, so a fixed dependency clears the banner without a reload. */
const INTERVALO_MS = 60_000;

/**
 * For platform admins only: while the server reports itself degraded (reference data or a
 * sanctions list missing or too old, the file store failing), a banner on every page says what
 * is missing, in the server's own Spanish words.
 */
export function DegradedBanner() {
  const user = useSessionUser();
  const esPlataforma = isPlatformAdmin(user);
  const { data } = useQuery({
    queryKey: ['health'],
    queryFn: ({ signal }) => apiGet<HealthResponse>('/health', { signal }),
    enabled: esPlataforma,
    refetchInterval: INTERVALO_MS,
    staleTime: INTERVALO_MS / 2,
  });
  if (!esPlataforma || data?.status !== 'degraded') return null;

  return (
    <Alert variant="warning" className="mb-4" data-testid="banner-degradado">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle className="line-clamp-none">El servicio funciona con limitaciones</AlertTitle>
      <AlertDescription>
        <ul className="list-disc space-y-0.5 pl-4">
          {data.motivos.map((motivo) => (
            <li key={motivo}>{motivo}</li>
          ))}
        </ul>
        <p className="mt-1 text-muted-foreground">
          Solo los administradores de la plataforma ven este aviso. Se actualiza cada minuto.
        </p>
      </AlertDescription>
    </Alert>
  );
}
