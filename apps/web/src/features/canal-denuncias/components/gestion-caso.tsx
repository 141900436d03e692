import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CheckIcon, CircleAlertIcon, LandmarkIcon, ListChecksIcon, Undo2Icon, XCircleIcon } from 'lucide-react';
import { toast } from 'sonner';

import {
  ESTADO_DENUNCIA_ETIQUETAS,
  ESTADOS_DENUNCIA,
  GRAVEDAD_ETIQUETAS,
  TIPO_DENUNCIA_ETIQUETAS,
  type AccionDenuncia,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

import { cerrar, desclasificar, useInvalidarCaso, type DenunciaDetalle } from '../api';
import { nombrePersona } from '../persona';
import { CerrarDialog, type CierreValores } from './cerrar-dialog';
import { ClasificarDialog } from './clasificar-dialog';
import { CausasRaizPaso } from './pasos/causas-raiz';
import { DerivarDtDialog } from './pasos/derivar-dt-dialog';
import { ImplementacionesPaso } from './pasos/implementaciones';
import { InvestigacionesPaso } from './pasos/investigaciones';
import { MedidasResguardoPaso } from './pasos/medidas-resguardo';
import { Campo } from './pasos/paso';
import { PlanesAccionPaso } from './pasos/planes-accion';

/** The case's progress through its states: done, current, still ahead. */
function Avance({ denuncia }: { denuncia: DenunciaDetalle }) {
  const actual = ESTADOS_DENUNCIA.indexOf(denuncia.estado);
  return (
    <ol aria-label="Avance de la denuncia" className="flex flex-wrap gap-x-1 gap-y-2 text-xs">
      {ESTADOS_DENUNCIA.map((estado, i) => {
        const hecho = i < actual || denuncia.estado === 'cerrada';
        const esActual = i === actual;
        return (
          <li
            key={estado}
            aria-current={esActual ? 'step' : undefined}
            className={cn(
              'inline-flex items-center gap-1 rounded-full border px-2.5 py-1',
              esActual && 'border-primary bg-primary text-primary-foreground',
              hecho && !esActual && 'border-primary/40 text-foreground',
              !hecho && !esActual && 'text-muted-foreground',
            )}
          >
            {hecho && !esActual && <CheckIcon className="size-3" aria-hidden="true" />}
            <span>
              {i + 1}. {ESTADO_DENUNCIA_ETIQUETAS[estado]}
            </span>
            {hecho && !esActual && <span className="sr-only"> (completado)</span>}
            {esActual && <span className="sr-only"> (estado actual)</span>}
          </li>
        );
      })}
    </ol>
  );
}

function Paso({
  id,
  titulo,
  estado,
  children,
}: {
  id: string;
  titulo: string;
  /** 'Completado', 'En curso', 'Pendiente'… */
  estado?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3 border-t pt-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {/* A link to the step (#paso-…) scrolls it below the sticky header, not under it. */}
        <h3 id={id} className="scroll-mt-20 font-semibold">
          {titulo}
        </h3>
        {estado && <span className="text-xs text-muted-foreground">{estado}</span>}
      </div>
      {children}
    </section>
  );
}

function Pista({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

type Dialogo = 'clasificar' | 'reclasificar' | 'desclasificar' | 'derivar' | 'cerrar' | 'desestimar';

/**
 * 'Gestión del caso': every step of the workflow in order, each with what was recorded and the
 * actions the server allows now (`acciones_permitidas`), so no button leads to a refusal.
 */
export function GestionCaso({ denuncia: d }: { denuncia: DenunciaDetalle }) {
  const puede = (accion: AccionDenuncia) => d.acciones_permitidas.includes(accion);
  const invalidar = useInvalidarCaso();
  const [dialogo, setDialogo] = useState<{ tipo: Dialogo; seq: number } | null>(null);
  const [rechazo, setRechazo] = useState<string | null>(null);
  const cerrarDialogo = (open: boolean) => {
    if (!open) setDialogo(null);
  };

  const idx = ESTADOS_DENUNCIA.indexOf(d.estado);
  const karin = d.tipo === 'ley_karin';
  const cerrada = d.estado === 'cerrada';

  const cierre = useMutation({
    mutationFn: (v: CierreValores) =>
      cerrar(d.id, { resolucion: v.resolucion, mensaje_denunciante: v.mensaje_denunciante }),
    meta: { silentError: true },
    onSuccess: async (detalle) => {
      await invalidar(d.id, detalle);
      toast.success(dialogo?.tipo === 'desestimar' ? 'Denuncia desestimada' : 'Denuncia cerrada');
      setDialogo(null);
    },
  });
  const abrir = (tipo: Dialogo) => {
    if (tipo === 'cerrar' || tipo === 'desestimar') cierre.reset();
    setRechazo(null);
    setDialogo((actual) => ({ tipo, seq: (actual?.seq ?? 0) + 1 }));
  };
  const quitarClasificacion = useMutation({
    mutationFn: () => desclasificar(d.id),
    meta: { silentError: true },
    onSuccess: async (detalle) => {
      await invalidar(d.id, detalle);
      toast.success('Clasificación quitada: la denuncia volvió a Pendientes');
      setDialogo(null);
    },
    onError: (e) => {
      setDialogo(null);
      setRechazo(e instanceof ApiError ? e.message : 'No se pudo quitar la clasificación.');
    },
  });

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Gestión del caso</h2>
        </CardTitle>
        <CardDescription>
          Los pasos se habilitan en orden: clasificación, investigación, causa raíz, plan de acción, implementación y
          cierre.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Avance denuncia={d} />
        {rechazo && (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertTitle>No se pudo completar la acción</AlertTitle>
            <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
              <span>{rechazo}</span>
              <Button size="sm" variant="outline" onClick={() => setRechazo(null)}>
                Entendido
              </Button>
            </AlertDescription>
          </Alert>
        )}

        <Paso id="paso-clasificacion" titulo="1. Clasificación" estado={d.clasificada_at ? 'Completado' : 'Pendiente'}>
          {d.clasificada_at ? (
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
              <Campo etiqueta="Categoría">{d.categoria?.nombre ?? 'Sin categoría'}</Campo>
              <Campo etiqueta="Tipo">{TIPO_DENUNCIA_ETIQUETAS[d.tipo]}</Campo>
              <Campo etiqueta="Gravedad">{d.gravedad ? GRAVEDAD_ETIQUETAS[d.gravedad] : '—'}</Campo>
              <Campo etiqueta="Investigador">{nombrePersona(d.investigador)}</Campo>
              <Campo etiqueta="Clasificada el">{formatDateTime(d.clasificada_at)}</Campo>
            </dl>
          ) : (
            <Pista>
              Revise el relato y clasifique la denuncia: categoría, tipo, gravedad e investigador. Clasificarla cuenta
              como acuse de recibo.
            </Pista>
          )}
          {(puede('clasificar') || puede('reclasificar') || puede('desclasificar') || puede('desestimar')) && (
            <div className="flex flex-wrap gap-2">
              {puede('clasificar') && (
                <Button size="sm" onClick={() => abrir('clasificar')}>
                  <ListChecksIcon aria-hidden="true" />
                  Clasificar
                </Button>
              )}
              {puede('reclasificar') && (
                <Button size="sm" variant="outline" onClick={() => abrir('reclasificar')}>
                  Modificar clasificación
                </Button>
              )}
              {puede('desclasificar') && (
                <Button size="sm" variant="ghost" onClick={() => abrir('desclasificar')}>
                  <Undo2Icon aria-hidden="true" />
                  Quitar clasificación
                </Button>
              )}
              {puede('desestimar') && (
                <Button size="sm" variant="ghost" className="text-destructive" onClick={() => abrir('desestimar')}>
                  <XCircleIcon aria-hidden="true" />
                  Desestimar
                </Button>
              )}
            </div>
          )}
        </Paso>

        {karin && (
          <Paso
            id="paso-derivacion"
            titulo="Derivación a la Dirección del Trabajo (Ley Karin)"
            estado={d.derivada_dt_at ? 'Derivada' : undefined}
          >
            {d.derivada_dt_at ? (
              <Pista>Derivada a la Dirección del Trabajo el {formatDateTime(d.derivada_dt_at)}.</Pista>
            ) : (
              <Pista>
                Dentro de 3 días hábiles desde la recepción: inicie la investigación interna o derive la denuncia a la
                Dirección del Trabajo.
              </Pista>
            )}
            {puede('derivar_dt') && (
              <div>
                <Button size="sm" variant="outline" onClick={() => abrir('derivar')}>
                  <LandmarkIcon aria-hidden="true" />
                  Derivar a la DT
                </Button>
              </div>
            )}
          </Paso>
        )}

        {karin && (
          <Paso id="paso-medidas" titulo="Medidas de resguardo (Ley Karin)">
            <MedidasResguardoPaso denuncia={d} puedeCrear={puede('registrar_medida')} />
          </Paso>
        )}

        <Paso
          id="paso-investigacion"
          titulo="2. Investigación"
          estado={idx >= 3 || d.investigacion_cerrada_at ? 'Completado' : idx === 2 ? 'En curso' : 'Pendiente'}
        >
          {idx >= 2 || puede('investigar') ? (
            <InvestigacionesPaso
              denuncia={d}
              puedeCrear={puede('investigar')}
              puedeEditar={puede('editar_investigacion')}
            />
          ) : (
            <Pista>Disponible una vez clasificada la denuncia.</Pista>
          )}
        </Paso>

        <Paso
          id="paso-causa"
          titulo="3. Causa raíz"
          estado={idx >= 3 ? 'Completado' : idx === 2 ? 'En curso' : 'Pendiente'}
        >
          {idx >= 2 ? (
            <CausasRaizPaso denuncia={d} puedeCrear={puede('registrar_causa')} />
          ) : (
            <Pista>Disponible durante la investigación.</Pista>
          )}
        </Paso>

        <Paso
          id="paso-plan"
          titulo="4. Plan de acción"
          estado={idx >= 4 ? 'Completado' : idx === 3 ? 'En curso' : 'Pendiente'}
        >
          {idx >= 2 ? (
            <>
              <PlanesAccionPaso denuncia={d} puedeCrear={puede('planificar')} puedeEditar={puede('editar_plan')} />
              {d.estado === 'investigacion' && !puede('planificar') && (
                <Pista>Registre al menos una causa raíz antes de agregar un plan de acción.</Pista>
              )}
            </>
          ) : (
            <Pista>Disponible después de registrar la causa raíz.</Pista>
          )}
        </Paso>

        <Paso
          id="paso-implementacion"
          titulo="5. Implementación"
          estado={cerrada ? 'Completado' : idx === 4 ? 'En curso' : 'Pendiente'}
        >
          {idx >= 3 ? (
            <ImplementacionesPaso
              denuncia={d}
              puedeImplementar={puede('implementar')}
              puedeRegistrar={puede('registrar_implementacion')}
            />
          ) : (
            <Pista>Disponible con al menos un plan de acción.</Pista>
          )}
        </Paso>

        <Paso id="paso-cierre" titulo="6. Cierre" estado={cerrada ? 'Cerrada' : 'Pendiente'}>
          {cerrada ? (
            <dl className="grid gap-3 text-sm">
              <Campo etiqueta="Cerrada el">{formatDateTime(d.cerrada_at)}</Campo>
              <Campo etiqueta="Resolución">
                <span className="whitespace-pre-line">{d.resolucion ?? '—'}</span>
              </Campo>
              <Campo etiqueta="Mensaje para el denunciante">
                <span className="whitespace-pre-line">{d.mensaje_cierre ?? '—'}</span>
              </Campo>
            </dl>
          ) : (
            <Pista>
              Al cerrar se registra la resolución y el mensaje que leerá el denunciante. Disponible en implementación
              {karin ? '.' : ' (o para desestimar una denuncia en revisión).'}
            </Pista>
          )}
          {puede('cerrar') && (
            <div>
              <Button size="sm" onClick={() => abrir('cerrar')}>
                Cerrar denuncia
              </Button>
            </div>
          )}
        </Paso>
      </CardContent>

      {(dialogo?.tipo === 'clasificar' || dialogo?.tipo === 'reclasificar') && (
        <ClasificarDialog
          key={dialogo.seq}
          denuncia={d}
          reclasificar={dialogo.tipo === 'reclasificar'}
          open
          onOpenChange={cerrarDialogo}
        />
      )}
      {dialogo?.tipo === 'derivar' && <DerivarDtDialog key={dialogo.seq} denuncia={d} onOpenChange={cerrarDialogo} />}
      {(dialogo?.tipo === 'cerrar' || dialogo?.tipo === 'desestimar') && (
        <CerrarDialog
          key={dialogo.seq}
          open
          onOpenChange={cerrarDialogo}
          referencia={d.referencia}
          desestimar={dialogo.tipo === 'desestimar'}
          pending={cierre.isPending}
          error={
            cierre.error instanceof ApiError
              ? cierre.error.message
              : cierre.error
                ? 'No se pudo cerrar la denuncia.'
                : null
          }
          onConfirm={(v) => cierre.mutate(v)}
        />
      )}
      {dialogo?.tipo === 'desclasificar' && (
        <Dialog open onOpenChange={(o) => !quitarClasificacion.isPending && cerrarDialogo(o)}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>¿Quitar la clasificación de {d.referencia}?</DialogTitle>
              <DialogDescription>
                La denuncia vuelve a Pendientes sin categoría de trabajo ni investigador asignado. El historial conserva
                la clasificación anterior.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" disabled={quitarClasificacion.isPending} onClick={() => setDialogo(null)}>
                Cancelar
              </Button>
              <Button
                variant="destructive"
                disabled={quitarClasificacion.isPending}
                onClick={() => quitarClasificacion.mutate()}
              >
                Quitar clasificación
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </Card>
  );
}
