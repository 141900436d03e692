import { useQuery } from '@tanstack/react-query';
import type { ConfigPublica } from '@atalaya/shared/contracts/auth/config-publica';
import { apiGet } from '@/lib/api';

/** Server settings the sign-in page depends on (captcha). Rarely changes: cached for the visit. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['config', 'publica'],
    queryFn: ({ signal }) => apiGet<ConfigPublica>('/config/publica', { signal }),
    staleTime: Infinity,
  });
}
