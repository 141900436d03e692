import { Toaster } from 'sonner';

import { useTheme } from '@/components/theme-provider';

/** SPEC §9 toasts: 4000 ms, 3 visible, 14 px apart, 356 px wide (sonner's default width). */
export function AppToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster theme={resolvedTheme} duration={4000} visibleToasts={3} gap={14} closeButton />;
}
