/**
 * The light public entry (publico.html, issue 25 §2): the login page and the whistleblower
 * channel's public pages without the signed-in app's shell, router, query cache or charts.
 * vite.config.ts builds it on its own, with `react-router` and `@tanstack/react-query` resolved
 * to the small stand-ins beside this file; the server answers the public paths
 * (@atalaya/shared/rutas-publicas) with it.
 */
// First: no schema may be built before zod is told not to probe eval (CSP).
import '@/lib/zod-sin-eval';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

import { applyStoredTheme, THEME_STORAGE_KEY, ThemeProvider } from '@/components/theme-provider';
import { PublicLayout } from '@/features/canal-denuncias/publico/public-layout';

import { MiniRouter } from './mini-router';

import './publico.css';

const LoginPage = lazy(async () => ({ default: (await import('@/features/auth/login-page')).LoginPage }));
const CanalPage = lazy(async () => ({
  default: (await import('@/features/canal-denuncias/publico/canal-page')).CanalPage,
}));
const ConsultaPage = lazy(async () => ({
  default: (await import('@/features/canal-denuncias/publico/consulta-page')).ConsultaPage,
}));
const DenunciaFormPage = lazy(async () => ({
  default: (await import('@/features/canal-denuncias/publico/denuncia-form-page')).DenunciaFormPage,
}));
const DenunciaExitosaPage = lazy(async () => ({
  default: (await import('@/features/canal-denuncias/publico/denuncia-exitosa-page')).DenunciaExitosaPage,
}));
const DenunciaErrorPage = lazy(async () => ({
  default: (await import('@/features/canal-denuncias/publico/denuncia-error-page')).DenunciaErrorPage,
}));

applyStoredTheme();

const PAGINAS = {
  canal: CanalPage,
  consulta: ConsultaPage,
  formulario: DenunciaFormPage,
  exitosa: DenunciaExitosaPage,
  error: DenunciaErrorPage,
} as const;

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in publico.html');

createRoot(container).render(
  <StrictMode>
    <ThemeProvider defaultTheme="light" storageKey={THEME_STORAGE_KEY}>
      <MiniRouter>
        {(ruta) => {
          // Back to an entry this page does not serve: the server gives the right app.
          if (!ruta) {
            window.location.reload();
            return null;
          }
          if (ruta.pagina === 'login') {
            return (
              <Suspense fallback={null}>
                <LoginPage />
              </Suspense>
            );
          }
          const Pagina = PAGINAS[ruta.pagina];
          return (
            <PublicLayout>
              {/* A screen's height while the page's code loads: the footer starts below the fold, so
                  the page arriving does not push it (layout shift). */}
              <Suspense fallback={<div className="min-h-svh" />}>
                <Pagina />
              </Suspense>
            </PublicLayout>
          );
        }}
      </MiniRouter>
    </ThemeProvider>
  </StrictMode>,
);
