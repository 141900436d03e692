import { ExternalLink, FileSearch, MessageSquareWarning } from 'lucide-react';
import { Link, useParams } from 'react-router';

import type { CanalPublico } from '@atalaya/shared/contracts/canal-denuncias/publico';
import { Button } from '@/components/ui/button';

import { CabeceraEmpresa, ContenidoPublico } from './cabecera-empresa';
import { ConCanal } from './con-canal';

/** Official bodies a reporter may always turn to instead of (or besides) the company. */
const CANALES_OFICIALES = [
  {
    nombre: 'Dirección del Trabajo',
    url: 'https://www.dt.gob.cl',
    detalle: 'acoso laboral, sexual y violencia en el trabajo',
  },
  {
    nombre: 'Ministerio Público (Fiscalía)',
    url: 'https://www.fiscaliadechile.cl',
    detalle: 'hechos que pueden ser delito',
  },
];

/** /canal/{empresa_token}: what the channel is for and how it protects the reporter. */
export function CanalPage() {
  const { token } = useParams();
  return <ConCanal token={token}>{(canal) => <Canal token={token ?? ''} canal={canal} />}</ConCanal>;
}

function Canal({ token, canal }: { token: string; canal: CanalPublico }) {
  const formulario = `/${canal.slug || 'denuncia'}/${token}`;
  return (
    <>
      <title>{`${canal.titulo} · ${canal.empresa.nombre}`}</title>
      <CabeceraEmpresa empresa={canal.empresa} />
      <ContenidoPublico>
        <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{canal.titulo}</h1>
        <Texto className="mt-3 text-base">{canal.introduccion}</Texto>

        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Button asChild variant="primary" size="xl" className="w-full">
            <Link to={formulario}>
              <MessageSquareWarning aria-hidden="true" />
              Hacer una denuncia
            </Link>
          </Button>
          <Button asChild variant="outline" size="xl" className="w-full">
            <Link to={`/consulta-denuncia/${token}`}>
              <FileSearch aria-hidden="true" />
              Consultar una denuncia
            </Link>
          </Button>
        </div>

        <div className="mt-8 grid gap-4">
          <Seccion titulo="Qué puede denunciar">
            <Texto>{canal.que_denunciar}</Texto>
            {canal.categorias.length > 0 && (
              <details className="group mt-4 rounded-md border bg-muted/30">
                <summary className="cursor-pointer rounded-md px-3 py-2.5 text-sm font-medium outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
                  Ver las categorías de denuncia ({canal.categorias.length})
                </summary>
                <ul className="grid gap-3 border-t px-3 py-3 sm:grid-cols-2">
                  {canal.categorias.map((c) => (
                    <li key={c.id} className="text-sm">
                      <p className="font-medium">{c.nombre}</p>
                      {c.descripcion && <p className="mt-0.5 text-muted-foreground">{c.descripcion}</p>}
                      {c.requiere_identificacion && (
                        <p className="mt-0.5 text-muted-foreground italic">Requiere identificar a quien denuncia.</p>
                      )}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </Seccion>
          <Seccion titulo="Anonimato y confidencialidad">
            <Texto>{canal.anonimato}</Texto>
          </Seccion>
          <Seccion titulo="Cómo hacer seguimiento">
            <Texto>{canal.seguimiento}</Texto>
          </Seccion>
          <Seccion titulo="Canales externos">
            <Texto>{canal.canales_externos}</Texto>
            <ul className="mt-3 grid gap-2">
              {CANALES_OFICIALES.map((c) => (
                <li key={c.url} className="text-sm">
                  <a
                    href={c.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4 outline-none focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {c.nombre}
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                    <span className="sr-only">(se abre en otra pestaña)</span>
                  </a>
                  <span className="text-muted-foreground"> — {c.detalle}</span>
                </li>
              ))}
            </ul>
          </Seccion>
        </div>
      </ContenidoPublico>
    </>
  );
}

function Seccion({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border bg-background p-5 shadow-xs">
      <h2 className="text-lg font-semibold">{titulo}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** Configured text: keeps the administrator's line breaks. */
export function Texto({ children, className }: { children: string; className?: string }) {
  if (!children.trim()) return null;
  return <p className={`whitespace-pre-line text-muted-foreground ${className ?? 'text-sm'}`}>{children}</p>;
}
