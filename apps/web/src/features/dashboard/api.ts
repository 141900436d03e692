import { useQuery } from '@tanstack/react-query';

import type { Dashboard } from '@atalaya/shared/contracts/dashboard';
import { apiGet } from '@/lib/api';

export type { Dashboard, DashboardMes } from '@atalaya/shared/contracts/dashboard';

export const dashboardKeys = {
  all: ['dashboard'] as const,
};

/** GET /dashboard: the company's figures the user's roles and plan allow (issue 8 §4). */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => apiGet<Dashboard>('/dashboard', { signal }),
  });
}
