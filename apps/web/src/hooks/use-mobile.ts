import { useSyncExternalStore } from 'react';

/** SPEC §9: below 768 px the app uses its mobile layout (the sidebar becomes a sheet). */
const MOBILE_BREAKPOINT = 768;
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(MOBILE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function isMobileViewport() {
  // Environments without matchMedia (jsdom) count as desktop.
  return window.matchMedia?.(MOBILE_QUERY).matches ?? false;
}

/** True while the viewport is narrower than the mobile breakpoint; follows resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileViewport, () => false);
}
