import { useEffect, useState } from 'react';
import { Check, CircleCheck, Copy, Download, FileSearch, TriangleAlert } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

import { CabeceraEmpresa, ContenidoPublico } from './cabecera-empresa';
import {
  AVISO_NO_RECUPERABLE,
  codigoLegible,
  descargarTexto,
  gruposCodigo,
  nombreComprobante,
  textoComprobante,
} from './comprobante';
import { esTokenCanal, useCanal } from './use-canal';

/** What the form hands over through router state (never the URL). */
export interface EstadoExito {
  codigo: string;
  created_at: string;
  empresa: string;
}

function leerEstado(state: unknown): EstadoExito | null {
  const s = state as Partial<EstadoExito> | null;
  return s && typeof s.codigo === 'string' && typeof s.created_at === 'string'
    ? { codigo: s.codigo, created_at: s.created_at, empresa: typeof s.empresa === 'string' ? s.empresa : '' }
    : null;
}

/**
 * /denuncia-exitosa/{empresa_token}: the report code, shown once. The history entry's state is
 * wiped as soon as the code is on screen, so a reload (or coming back later) cannot show it again.
 */
export function DenunciaExitosaPage() {
  const { token } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [exito] = useState(() => leerEstado(location.state));
  const canal = useCanal(esTokenCanal(token) ? token : undefined);

  useEffect(() => {
    if (location.state !== null && location.state !== undefined) {
      navigate(location.pathname, { replace: true, state: null });
    }
  }, [location.pathname, location.state, navigate]);

  const empresa = canal.data?.empresa ?? (exito?.empresa ? { nombre: exito.empresa, logo_url: null } : undefined);

  return (
    <>
      <CabeceraEmpresa empresa={empresa} />
      <ContenidoPublico>
        {exito ? (
          <CodigoDenuncia token={token ?? ''} exito={exito} empresa={empresa?.nombre ?? exito.empresa} />
        ) : (
          <CodigoYaMostrado token={token ?? ''} />
        )}
      </ContenidoPublico>
    </>
  );
}

function CodigoDenuncia({ token, exito, empresa }: { token: string; exito: EstadoExito; empresa: string }) {
  const [copiado, setCopiado] = useState(false);
  const codigo = codigoLegible(exito.codigo);

  useEffect(() => {
    if (!copiado) return;
    const t = setTimeout(() => setCopiado(false), 2500);
    return () => clearTimeout(t);
  }, [copiado]);

  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(codigo);
      setCopiado(true);
    } catch {
      // Clipboard refused (permissions): select the code so the reporter can copy it by hand.
      const nodo = document.getElementById('codigo-denuncia');
      const seleccion = window.getSelection();
      if (nodo && seleccion) {
        const rango = document.createRange();
        rango.selectNodeContents(nodo);
        seleccion.removeAllRanges();
        seleccion.addRange(rango);
      }
    }
  };

  const descargar = () =>
    descargarTexto(
      nombreComprobante(codigo),
      textoComprobante({
        codigo,
        created_at: exito.created_at,
        empresa,
        urlConsulta: `${window.location.origin}/consulta-denuncia/${token}`,
      }),
    );

  return (
    <div className="grid gap-6">
      <title>Denuncia enviada</title>
      <div className="flex flex-col items-center text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
          <CircleCheck className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">Su denuncia fue enviada</h1>
        <p className="mt-2 text-muted-foreground">Recibida el {formatDateTime(exito.created_at)}.</p>
      </div>

      <section
        aria-labelledby="titulo-codigo"
        className="rounded-xl border bg-background p-5 text-center shadow-xs sm:p-8"
      >
        <h2 id="titulo-codigo" className="text-sm font-medium text-muted-foreground">
          Código de su denuncia
        </h2>
        <p
          id="codigo-denuncia"
          className="mt-3 flex flex-wrap justify-center gap-x-1.5 gap-y-1 font-mono text-xl font-semibold tracking-wider select-all min-[400px]:text-2xl sm:gap-x-2 sm:text-4xl"
        >
          {gruposCodigo(codigo).map((grupo, i) => (
            <span key={i} className="flex items-center gap-1.5 sm:gap-2">
              {i > 0 && (
                <span className="text-muted-foreground" aria-hidden="true">
                  -
                </span>
              )}
              <span>{grupo}</span>
            </span>
          ))}
        </p>
        <div className="mt-6 grid gap-3 sm:flex sm:justify-center">
          <Button type="button" variant="primary" size="lg" onClick={() => void copiar()}>
            {copiado ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copiado ? 'Copiado' : 'Copiar código'}
          </Button>
          <Button type="button" variant="outline" size="lg" onClick={descargar}>
            <Download aria-hidden="true" />
            Descargar comprobante
          </Button>
        </div>
        <p role="status" className="sr-only">
          {copiado ? 'Código copiado al portapapeles' : ''}
        </p>
      </section>

      <div role="note" className="flex items-start gap-3 rounded-lg border border-warning/60 bg-warning/10 p-4 text-sm">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warning-foreground" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-semibold">{AVISO_NO_RECUPERABLE}</p>
          <p className="text-muted-foreground">
            Este código no se volverá a mostrar. Lo necesitará, junto con la contraseña que eligió, para ver el estado
            de su denuncia, leer los mensajes de la empresa y responderlos.
          </p>
        </div>
      </div>

      <Button asChild variant="outline" className="justify-self-center">
        <Link to={`/consulta-denuncia/${token}`}>
          <FileSearch aria-hidden="true" />
          Consultar una denuncia
        </Link>
      </Button>
    </div>
  );
}

function CodigoYaMostrado({ token }: { token: string }) {
  return (
    <div className="flex flex-col items-center text-center">
      <title>Código no disponible</title>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight">El código ya no se muestra</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        Por seguridad, el código de una denuncia se muestra una sola vez, al enviarla, y no se puede recuperar. Si lo
        guardó, puede consultar su denuncia con el código y su contraseña. Si lo perdió, puede enviar una nueva denuncia
        que haga referencia a la anterior.
      </p>
      <div className="mt-8 grid gap-3 sm:flex">
        <Button asChild>
          <Link to={`/consulta-denuncia/${token}`}>Consultar una denuncia</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/canal/${token}`}>Ir al canal de denuncias</Link>
        </Button>
      </div>
    </div>
  );
}
