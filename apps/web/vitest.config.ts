import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Tailwind is left out on purpose: component tests assert behaviour and
// accessibility, not styles, and the CSS pipeline only slows them down.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Above the 5 s Testing Library waits (src/test/setup.ts), so a slow screen fails with its query.
    testTimeout: 15_000,
  },
});
