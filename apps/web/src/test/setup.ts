import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { usarZodEnEspanol } from '@atalaya/shared/zod-es';

// As in main.tsx: the forms' zod messages in Spanish.
usarZodEnEspanol();

// findBy*/waitFor wait up to 5 s: CI runs the API and web suites side by side, and a busy machine
// can take more than the default 1 s to render a lazy screen. Passing tests are not slower.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
});

// jsdom lacks the layout APIs Radix (popover, select, tooltip) and cmdk call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
