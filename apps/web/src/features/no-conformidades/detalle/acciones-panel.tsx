import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { PaperclipIcon, PencilIcon, PlusIcon, SendIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';

import {
  ESTADO_ACCION_NC_ETIQUETAS,
  ESTADOS_ACCION_NC,
  TIPO_ACCION_NC_ETIQUETAS,
  TIPOS_ACCION_NC,
  type EstadoAccionNc,
} from '@atalaya/shared/contracts/no-conformidades';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { DateField, SelectField, TextareaField } from '@/components/forms/fields';
import { ConfirmDeleteDialog } from '@/components/list-page/confirm-delete-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useIsMobile } from '@/hooks/use-mobile';
import { EstadoLista } from '@/features/canal-denuncias/components/pasos/paso';
import { formatDate } from '@/lib/format';

import {
  cambiarEstadoAccion,
  crearAccion,
  editarAccion,
  eliminarAccion,
  enviarAVerificacion,
  subirEvidenciaAccion,
  useAcciones,
  useInvalidarNc,
  useResponsables,
  type AccionNc,
  type NoConformidadDetalle,
} from '../api';
import { EstadoAccionBadge } from '../components/badges';
import { motivoSinEnvio } from '../etapas';
import { ListaArchivosNc, SubirArchivoNc } from './archivos-nc';
import { SeccionNc, useMovimientoNc, useNcForm } from './comun';

const schema = z.object({
  descripcion: z
    .string()
    .trim()
    .min(1, { error: 'Describa la acción.' })
    .max(2000, { error: 'Máximo 2000 caracteres.' }),
  tipo: z.enum(TIPOS_ACCION_NC, { error: 'Seleccione el tipo.' }),
  responsable_id: z.string().min(1, { error: 'Seleccione el responsable.' }),
  plazo: z.string().min(1, { error: 'Indique el plazo.' }),
});
type Valores = z.input<typeof schema>;

function AccionDialog({
  nc,
  accion,
  onOpenChange,
}: {
  nc: NoConformidadDetalle;
  accion: AccionNc | null;
  onOpenChange: (open: boolean) => void;
}) {
  const responsables = useResponsables();
  const { form, save } = useNcForm<Valores, z.output<typeof schema>>({
    schema,
    defaultValues: {
      descripcion: accion?.descripcion ?? '',
      tipo: accion?.tipo ?? 'correctiva',
      responsable_id: accion?.responsable
        ? String(accion.responsable.id)
        : nc.responsable
          ? String(nc.responsable.id)
          : '',
      plazo: accion?.plazo ?? '',
    },
    save: (v) => {
      const body = {
        descripcion: v.descripcion,
        tipo: v.tipo,
        responsable_id: Number(v.responsable_id),
        plazo: v.plazo,
      };
      return accion ? editarAccion(accion.id, body) : crearAccion({ no_conformidad_id: nc.id, ...body });
    },
    ncId: nc.id,
    exito: accion ? 'Acción actualizada' : 'Acción agregada',
    onSuccess: () => onOpenChange(false),
  });
  return (
    <EntityFormDialog
      open
      onOpenChange={onOpenChange}
      title={accion ? 'Editar acción' : 'Agregar acción'}
      form={form}
      pending={save.isPending}
      onSubmit={(v) => save.mutate(v)}
    >
      <TextareaField
        control={form.control}
        name="descripcion"
        label="Descripción *"
        className="sm:col-span-2"
        rows={3}
      />
      <SelectField
        control={form.control}
        name="tipo"
        label="Tipo *"
        options={TIPOS_ACCION_NC.map((t) => ({ value: t, label: TIPO_ACCION_NC_ETIQUETAS[t] }))}
      />
      <SelectField
        control={form.control}
        name="responsable_id"
        label="Responsable *"
        options={(responsables.data ?? []).map((u) => ({ value: String(u.id), label: u.nombre }))}
      />
      <DateField control={form.control} name="plazo" label="Plazo *" />
    </EntityFormDialog>
  );
}

/** The evidence of one action: its files and, while actions are open, an upload. */
function EvidenciasDialog({
  nc,
  accion,
  editable,
  onOpenChange,
}: {
  nc: NoConformidadDetalle;
  accion: AccionNc;
  editable: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const archivos = nc.evidencias.filter((e) => e.tipo === 'evidencia' && e.accion_id === accion.id);
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Evidencias de la acción</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">{accion.descripcion}</DialogDescription>
        </DialogHeader>
        {archivos.length === 0 ? (
          <p className="text-sm text-muted-foreground">La acción aún no tiene evidencias.</p>
        ) : (
          <ListaArchivosNc archivos={archivos} ncId={nc.id} etiqueta="Evidencias de la acción" puedeQuitar={editable} />
        )}
        {editable && (
          <SubirArchivoNc
            id={`evidencia-accion-${accion.id}`}
            etiqueta="Agregar evidencia"
            textoBoton="Subir evidencia"
            ncId={nc.id}
            exito="Evidencia agregada"
            subir={(files, onProgress) => subirEvidenciaAccion(nc.id, accion.id, files, onProgress)}
          />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cerrar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function EstadoSelect({ accion, ncId }: { accion: AccionNc; ncId: number }) {
  const invalidar = useInvalidarNc();
  const cambio = useMutation({
    mutationFn: (estado: EstadoAccionNc) => cambiarEstadoAccion(accion.id, estado),
    onSuccess: async (a) => {
      await invalidar(ncId);
      toast.success(`Acción marcada como ${ESTADO_ACCION_NC_ETIQUETAS[a.estado].toLowerCase()}`);
    },
  });
  return (
    <Select value={accion.estado} disabled={cambio.isPending} onValueChange={(v) => cambio.mutate(v as EstadoAccionNc)}>
      <SelectTrigger size="sm" className="w-36" aria-label={`Estado de la acción «${accion.descripcion}»`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ESTADOS_ACCION_NC.map((e) => (
          <SelectItem key={e} value={e}>
            {ESTADO_ACCION_NC_ETIQUETAS[e]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

type Dialogo = { tipo: 'crear' } | { tipo: 'editar' | 'eliminar' | 'evidencias'; accion: AccionNc };

function PlazoAccion({ accion }: { accion: AccionNc }) {
  return (
    <>
      <span className="tabular-nums">{formatDate(accion.plazo)}</span>
      {accion.vencida && (
        <Badge variant="destructive" className="ml-1">
          Vencida
        </Badge>
      )}
    </>
  );
}

/** The action's evidences and, while actions are managed, its edit and delete buttons. */
function BotonesAccion({
  accion,
  editable,
  abrir,
}: {
  accion: AccionNc;
  editable: boolean;
  abrir: (d: Dialogo) => void;
}) {
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Evidencias de la acción «${accion.descripcion}» (${accion.evidencias})`}
        onClick={() => abrir({ tipo: 'evidencias', accion })}
      >
        <PaperclipIcon aria-hidden="true" />
        {accion.evidencias}
      </Button>
      {editable && (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Editar la acción «${accion.descripcion}»`}
            onClick={() => abrir({ tipo: 'editar', accion })}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive"
            aria-label={`Eliminar la acción «${accion.descripcion}»`}
            onClick={() => abrir({ tipo: 'eliminar', accion })}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </>
      )}
    </>
  );
}

/**
 * 'Acciones': the corrective / preventive actions with responsable, plazo, state and evidence.
 * Managed while the stage is Acciones (then 'Enviar a verificación'); read-only afterwards.
 */
export function AccionesPanel({ nc }: { nc: NoConformidadDetalle }) {
  const acciones = useAcciones(nc.id);
  const telefono = useIsMobile();
  const editable = nc.operaciones_permitidas.includes('gestionar_acciones');
  const [dialogo, setDialogo] = useState<(Dialogo & { seq: number }) | null>(null);
  const abrir = (d: Dialogo) => setDialogo((actual) => ({ ...d, seq: (actual?.seq ?? 0) + 1 }));
  const cerrar = (open: boolean) => !open && setDialogo(null);
  const invalidar = useInvalidarNc();
  const eliminar = useMutation({
    mutationFn: eliminarAccion,
    onSuccess: async () => {
      await invalidar(nc.id);
      toast.success('Acción eliminada');
      setDialogo(null);
    },
  });
  const enviar = useMovimientoNc(nc.id, () => enviarAVerificacion(nc.id), 'Enviada a verificación de eficacia');
  const motivo = editable && acciones.data ? motivoSinEnvio(acciones.data) : null;

  return (
    <SeccionNc
      id="seccion-acciones"
      titulo="Acciones"
      destacada={editable}
      descripcion={
        editable
          ? 'Registre las acciones que eliminan la causa raíz, con su responsable y plazo. Cuando todas estén completadas, envíe a verificación.'
          : undefined
      }
      acciones={
        editable && (
          <Button size="sm" onClick={() => abrir({ tipo: 'crear' })}>
            <PlusIcon aria-hidden="true" />
            Agregar acción
          </Button>
        )
      }
    >
      <EstadoLista consulta={acciones} vacio="Aún no hay acciones registradas.">
        {(filas) =>
          telefono ? (
            // A phone shows each action as a card: every field and button in view without scrolling sideways.
            <ul aria-label="Acciones de la no conformidad" className="divide-y rounded-md border">
              {filas.map((a) => (
                <li key={a.id} className="grid gap-3 p-3 text-sm">
                  <p className="[overflow-wrap:anywhere]">
                    {a.descripcion}
                    <span className="block text-xs text-muted-foreground">{TIPO_ACCION_NC_ETIQUETAS[a.tipo]}</span>
                  </p>
                  <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2">
                    <dt className="text-xs text-muted-foreground">Responsable</dt>
                    <dd>{a.responsable?.nombre ?? '—'}</dd>
                    <dt className="text-xs text-muted-foreground">Plazo</dt>
                    <dd>
                      <PlazoAccion accion={a} />
                    </dd>
                    <dt className="text-xs text-muted-foreground">Estado</dt>
                    <dd>
                      {editable ? <EstadoSelect accion={a} ncId={nc.id} /> : <EstadoAccionBadge estado={a.estado} />}
                    </dd>
                  </dl>
                  <div className="-mb-1 flex justify-end">
                    <BotonesAccion accion={a} editable={editable} abrir={abrir} />
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <div className="overflow-x-auto rounded-md border">
              <Table aria-label="Acciones de la no conformidad">
                <TableHeader>
                  <TableRow>
                    <TableHead>Acción</TableHead>
                    <TableHead>Responsable</TableHead>
                    <TableHead>Plazo</TableHead>
                    <TableHead>Estado</TableHead>
                    {/* Evidences, edit and delete share the last column, which stays in view. */}
                    <TableHead className="sticky right-0 bg-card text-right">
                      {editable ? 'Evidencias y acciones' : 'Evidencias'}
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {filas.map((a) => (
                    <TableRow key={a.id}>
                      <TableCell className="max-w-md min-w-40 whitespace-normal">
                        {a.descripcion}
                        <span className="block text-xs text-muted-foreground">{TIPO_ACCION_NC_ETIQUETAS[a.tipo]}</span>
                      </TableCell>
                      <TableCell className="min-w-24 whitespace-normal">{a.responsable?.nombre ?? '—'}</TableCell>
                      <TableCell className="whitespace-nowrap">
                        <PlazoAccion accion={a} />
                      </TableCell>
                      <TableCell>
                        {editable ? <EstadoSelect accion={a} ncId={nc.id} /> : <EstadoAccionBadge estado={a.estado} />}
                      </TableCell>
                      <TableCell className="sticky right-0 bg-card text-right whitespace-nowrap">
                        <BotonesAccion accion={a} editable={editable} abrir={abrir} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )
        }
      </EstadoLista>

      {editable && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          {motivo && (
            <p id="motivo-envio" className="text-sm text-muted-foreground">
              {motivo}
            </p>
          )}
          <Button
            disabled={motivo !== null || enviar.isPending}
            aria-describedby={motivo ? 'motivo-envio' : undefined}
            aria-busy={enviar.isPending}
            onClick={() => enviar.mutate()}
          >
            <SendIcon aria-hidden="true" />
            {enviar.isPending ? 'Enviando...' : 'Enviar a verificación'}
          </Button>
        </div>
      )}

      {(dialogo?.tipo === 'crear' || dialogo?.tipo === 'editar') && (
        <AccionDialog
          key={dialogo.seq}
          nc={nc}
          accion={dialogo.tipo === 'editar' ? dialogo.accion : null}
          onOpenChange={cerrar}
        />
      )}
      {dialogo?.tipo === 'evidencias' && (
        <EvidenciasDialog key={dialogo.seq} nc={nc} accion={dialogo.accion} editable={editable} onOpenChange={cerrar} />
      )}
      {dialogo?.tipo === 'eliminar' && (
        <ConfirmDeleteDialog
          open
          onOpenChange={cerrar}
          entityName="la acción"
          rowName={dialogo.accion.descripcion}
          pending={eliminar.isPending}
          onConfirm={() => eliminar.mutate(dialogo.accion.id)}
        />
      )}
    </SeccionNc>
  );
}
