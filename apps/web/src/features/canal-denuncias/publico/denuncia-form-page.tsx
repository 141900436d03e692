import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { CabeceraEmpresa, ContenidoPublico } from './cabecera-empresa';
import { ConCanal } from './con-canal';
import { DenunciaForm } from './denuncia-form';

/** /{slugOrPrefix}/{empresa_token}: the report form of the company's channel. */
export function DenunciaFormPage() {
  const { token } = useParams();
  return (
    <ConCanal token={token}>
      {(canal) => (
        <>
          <title>{`Hacer una denuncia · ${canal.empresa.nombre}`}</title>
          <CabeceraEmpresa empresa={canal.empresa} />
          <ContenidoPublico>
            <Link
              to={`/canal/${token ?? ''}`}
              className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              Volver al canal
            </Link>
            <h1 className="mt-3 text-2xl font-semibold tracking-tight sm:text-3xl">Hacer una denuncia</h1>
            <p className="mt-2 mb-6 text-muted-foreground">
              Su denuncia llega solo a las personas a cargo del canal de {canal.empresa.nombre}. No registramos su
              dirección IP ni su navegador.
            </p>
            <DenunciaForm token={token ?? ''} canal={canal} />
          </ContenidoPublico>
        </>
      )}
    </ConCanal>
  );
}
