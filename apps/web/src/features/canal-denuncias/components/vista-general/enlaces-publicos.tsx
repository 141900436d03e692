import { useState } from 'react';
import { CopyIcon, ExternalLinkIcon, PrinterIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

import { urlQr, type CanalConfig } from '../../api';

async function copiar(texto: string, que: string) {
  try {
    await navigator.clipboard.writeText(texto);
    toast.success(`${que} copiado`);
  } catch {
    toast.error('No se pudo copiar: selecciónelo y cópielo manualmente.');
  }
}

/** Print only the QR sheet: everything else on the page is hidden from the printer. */
const ESTILO_IMPRESION = `@media print {
  body * { visibility: hidden !important; }
  #hoja-qr-canal, #hoja-qr-canal * { visibility: visible !important; }
  #hoja-qr-canal { position: fixed; inset: 0; display: flex !important; flex-direction: column; align-items: center; justify-content: center; gap: 1.5rem; padding: 2rem; background: white; color: black; }
}`;

/** The public links of the channel with copy buttons, and the QR to print for notice boards. */
export function EnlacesPublicos({ config, empresa }: { config: CanalConfig; empresa: string }) {
  const [destino, setDestino] = useState<'canal' | 'formulario'>('canal');
  const origen = window.location.origin;
  const enlaces = [
    {
      clave: 'canal',
      titulo: 'Página del canal',
      ayuda: 'Presenta el canal y enlaza al formulario.',
      ruta: config.enlaces.canal,
    },
    {
      clave: 'formulario',
      titulo: 'Formulario de denuncia',
      ayuda: 'Lleva directo a presentar una denuncia.',
      ruta: config.enlaces.formulario,
    },
    {
      clave: 'consulta',
      titulo: 'Consulta de denuncia',
      ayuda: 'Para seguir una denuncia con su código y contraseña.',
      ruta: config.enlaces.consulta,
    },
  ] as const;
  const urlDestino = `${origen}${destino === 'canal' ? config.enlaces.canal : config.enlaces.formulario}`;

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Enlaces públicos y código QR</h2>
        </CardTitle>
        <CardDescription>
          {config.habilitado
            ? 'Compártalos con trabajadores, proveedores y clientes. No requieren cuenta.'
            : 'El canal está deshabilitado: los enlaces muestran que no está disponible.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto]">
        <ul aria-label="Enlaces públicos" className="grid content-start gap-4">
          {enlaces.map((e) => {
            const url = `${origen}${e.ruta}`;
            return (
              <li key={e.clave} className="grid gap-1">
                <span className="font-medium">{e.titulo}</span>
                <span className="text-sm text-muted-foreground">{e.ayuda}</span>
                <div className="flex flex-wrap items-center gap-2">
                  <code className="min-w-0 flex-1 rounded bg-muted px-2 py-1 font-mono text-xs break-all">{url}</code>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Copiar enlace: ${e.titulo}`}
                    onClick={() => void copiar(url, 'Enlace')}
                  >
                    <CopyIcon aria-hidden="true" />
                    Copiar
                  </Button>
                  <Button size="sm" variant="ghost" asChild>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Abrir ${e.titulo} (pestaña nueva)`}
                    >
                      <ExternalLinkIcon aria-hidden="true" />
                      Abrir
                    </a>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>

        <div className="grid justify-items-center gap-3">
          <div role="group" aria-label="Destino del código QR" className="inline-flex rounded-md border p-0.5">
            {(
              [
                ['canal', 'Página del canal'],
                ['formulario', 'Formulario'],
              ] as const
            ).map(([valor, etiqueta]) => (
              <Button
                key={valor}
                size="sm"
                variant={destino === valor ? 'secondary' : 'ghost'}
                aria-pressed={destino === valor}
                className={cn('h-8', destino === valor && 'shadow-xs')}
                onClick={() => setDestino(valor)}
              >
                {etiqueta}
              </Button>
            ))}
          </div>
          <img
            src={urlQr(destino)}
            alt={`Código QR que abre ${urlDestino}`}
            width={200}
            height={200}
            className="size-50 rounded-md border bg-white p-2"
          />
          <Button variant="outline" onClick={() => window.print()}>
            <PrinterIcon aria-hidden="true" />
            Imprimir
          </Button>
        </div>

        {/* Only visible when printing: a sheet for a notice board. */}
        <style>{ESTILO_IMPRESION}</style>
        <div id="hoja-qr-canal" className="hidden" aria-hidden="true">
          <p style={{ fontSize: '28px', fontWeight: 600, textAlign: 'center' }}>{config.titulo}</p>
          <p style={{ fontSize: '18px', textAlign: 'center' }}>{empresa}</p>
          <img src={urlQr(destino)} alt="" width={320} height={320} />
          <p style={{ fontSize: '16px', textAlign: 'center' }}>
            Escanee el código o ingrese a:
            <br />
            <strong style={{ wordBreak: 'break-all' }}>{urlDestino}</strong>
          </p>
          <p style={{ fontSize: '14px', textAlign: 'center', maxWidth: '32rem' }}>
            Puede denunciar de forma confidencial{config.permite_anonimo ? ' y, si lo desea, anónima' : ''}. Guarde el
            código y la contraseña que elija para seguir su denuncia.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
