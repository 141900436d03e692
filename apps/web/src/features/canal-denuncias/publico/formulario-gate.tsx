import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';

import { FullPageStatus } from '@/components/full-page-status';

import { PublicLayout } from './public-layout';
import { esTokenCanal } from './use-canal';

const DenunciaFormPage = lazy(async () => ({ default: (await import('./denuncia-form-page')).DenunciaFormPage }));
const RutaPrivada = lazy(async () => ({ default: (await import('./ruta-privada')).RutaPrivada }));

/**
 * Route `/:slug/:token/*`. React Router cannot match "a uuid" by itself, so this route also
 * catches any other unknown path of two or more segments: only `/{segment}/{uuid}` is the public
 * form (SPEC §2); anything else goes on to the signed-in app exactly as the catch-all would.
 */
export function FormularioGate() {
  const { token, '*': resto } = useParams();
  const esFormulario = esTokenCanal(token) && !resto;
  return (
    <Suspense fallback={<FullPageStatus label="Cargando..." />}>
      {esFormulario ? (
        <PublicLayout>
          <DenunciaFormPage />
        </PublicLayout>
      ) : (
        <RutaPrivada />
      )}
    </Suspense>
  );
}
