import { useId, useRef, useState } from 'react';
import { CircleAlert, LoaderCircle, Search } from 'lucide-react';
import { useParams } from 'react-router';

import {
  codigoDenunciaValido,
  type ConsultaDenuncia,
  formatearCodigoDenuncia,
  normalizarCodigoDenuncia,
} from '@atalaya/shared/contracts/canal-denuncias/publico';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { TEXTO_COMPROBANDO } from '@/lib/prueba-trabajo';

import { consultarDenuncia, ERROR_CREDENCIALES, PublicApiError } from './api-publica';
import { CabeceraEmpresa, ContenidoPublico } from './cabecera-empresa';
import { BotonVerPassword, Campo } from './campo';
import { ConCanal } from './con-canal';
import { ConsultaDetalle } from './consulta-detalle';

export interface Credenciales {
  codigo: string;
  pass: string;
}

/** Messages of the lookup form's own checks (the server answers everything else). */
export function validarConsulta(codigo: string, pass: string): { codigo?: string; pass?: string } {
  const errores: { codigo?: string; pass?: string } = {};
  if (!codigo.trim()) errores.codigo = 'Ingrese el código de la denuncia.';
  else if (!codigoDenunciaValido(codigo)) errores.codigo = 'El código tiene 16 caracteres, como XXXX-XXXX-XXXX-XXXX.';
  if (!pass) errores.pass = 'Ingrese la contraseña de la denuncia.';
  return errores;
}

/**
 * /consulta-denuncia/{empresa_token}: code + password → the report as its reporter sees it. Both
 * live only in this component's state: never in the URL, the browser's storage or a query cache.
 */
export function ConsultaPage() {
  const { token } = useParams();
  return (
    <ConCanal token={token}>
      {(canal) => (
        <>
          <CabeceraEmpresa empresa={canal.empresa} />
          <ContenidoPublico>
            <Consulta token={token ?? ''} />
          </ContenidoPublico>
        </>
      )}
    </ConCanal>
  );
}

function Consulta({ token }: { token: string }) {
  const [sesion, setSesion] = useState<{ credenciales: Credenciales; datos: ConsultaDenuncia } | null>(null);

  if (sesion) {
    return (
      <ConsultaDetalle
        token={token}
        credenciales={sesion.credenciales}
        datos={sesion.datos}
        onDatos={(datos) => setSesion((s) => (s ? { ...s, datos } : s))}
        onSalir={() => setSesion(null)}
      />
    );
  }
  return <ConsultaForm onIngreso={(credenciales, datos) => setSesion({ credenciales, datos })} />;
}

function ConsultaForm({ onIngreso }: { onIngreso: (c: Credenciales, d: ConsultaDenuncia) => void }) {
  const base = useId();
  const [codigo, setCodigo] = useState('');
  const [pass, setPass] = useState('');
  const [ver, setVer] = useState(false);
  const [errores, setErrores] = useState<{ codigo?: string; pass?: string }>({});
  const [falla, setFalla] = useState<string | null>(null);
  const [buscando, setBuscando] = useState(false);
  // After failures on a code the browser must solve a proof of work first (issue 24 F6).
  const [comprobando, setComprobando] = useState(false);
  const alerta = useRef<HTMLDivElement>(null);

  const enviar = async (event: React.FormEvent) => {
    event.preventDefault();
    if (buscando) return;
    const encontrados = validarConsulta(codigo, pass);
    setErrores(encontrados);
    setFalla(null);
    if (encontrados.codigo || encontrados.pass) {
      requestAnimationFrame(() =>
        document.getElementById(encontrados.codigo ? `${base}-codigo` : `${base}-pass`)?.focus(),
      );
      return;
    }
    setBuscando(true);
    const normalizado = formatearCodigoDenuncia(normalizarCodigoDenuncia(codigo));
    try {
      const datos = await consultarDenuncia(normalizado, pass, setComprobando);
      onIngreso({ codigo: normalizado, pass }, datos);
    } catch (error) {
      setBuscando(false);
      // 401 and 429 come with the server's own words (wrong credentials, too many requests); shown as they are.
      setFalla(error instanceof PublicApiError && error.message ? error.message : ERROR_CREDENCIALES);
      requestAnimationFrame(() => alerta.current?.focus());
    }
  };

  return (
    <div className="mx-auto grid max-w-md gap-6">
      <title>Consultar una denuncia</title>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Consultar una denuncia</h1>
        <p className="mt-2 text-muted-foreground">
          Ingrese el código que recibió al enviar su denuncia y la contraseña que eligió.
        </p>
      </div>
      <form
        noValidate
        onSubmit={enviar}
        aria-busy={buscando}
        className="grid gap-5 rounded-xl border bg-background p-5 shadow-xs sm:p-6"
      >
        {falla && (
          <div
            ref={alerta}
            tabIndex={-1}
            role="alert"
            className="flex items-start gap-2.5 rounded-md border border-destructive/30 bg-destructive/8 px-3 py-2.5 text-sm text-destructive outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{falla}</span>
          </div>
        )}
        <Campo
          id={`${base}-codigo`}
          etiqueta="Código de la denuncia"
          obligatorio
          pista="Ejemplo: 7K2M-9QXD-4HNP-W8RT"
          error={errores.codigo}
        >
          {(aria) => (
            <Input
              {...aria}
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={codigo}
              onChange={(e) => setCodigo(e.target.value)}
              className="font-mono tracking-wider uppercase"
            />
          )}
        </Campo>
        <Campo id={`${base}-pass`} etiqueta="Contraseña" obligatorio error={errores.pass}>
          {(aria) => (
            <div className="relative">
              <Input
                {...aria}
                required
                type={ver ? 'text' : 'password'}
                autoComplete="current-password"
                maxLength={200}
                value={pass}
                onChange={(e) => setPass(e.target.value)}
                className="pr-11"
              />
              <BotonVerPassword visible={ver} onClick={() => setVer((v) => !v)} />
            </div>
          )}
        </Campo>
        {/* Always in the page, so screen readers announce the text when it appears. */}
        <p role="status" aria-live="polite" className={comprobando ? 'text-sm text-muted-foreground' : 'sr-only'}>
          {comprobando ? TEXTO_COMPROBANDO : ''}
        </p>
        <Button type="submit" variant="primary" size="lg" disabled={buscando}>
          {buscando ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
          {comprobando ? 'Comprobando...' : buscando ? 'Consultando...' : 'Consultar'}
        </Button>
      </form>
    </div>
  );
}
