import { useState } from 'react';
import { ArrowRightIcon, PlusIcon } from 'lucide-react';
import { z } from 'zod';

import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { DateField, NINGUNO, SelectField, TextareaField, toId } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import { Button } from '@/components/ui/button';
import { datePickerSchema } from '@/components/ui/date-picker';
import { formatDate } from '@/lib/format';

import { crearImplementacion, implementar, useSubrecurso, type DenunciaDetalle } from '../../api';
import { nombrePersona } from '../../persona';
import { useAlGuardarCaso } from '../caso-form';
import { Campo, EstadoLista } from './paso';

const implementarSchema = z.object({ observacion: z.string().trim().max(2000, { error: 'Máximo 2000 caracteres.' }) });

function ImplementarDialog({
  denuncia,
  onOpenChange,
}: {
  denuncia: DenunciaDetalle;
  onOpenChange: (open: boolean) => void;
}) {
  const alGuardar = useAlGuardarCaso(denuncia.id, 'La denuncia pasó a implementación', () => onOpenChange(false));
  const { form, save } = useEntityForm<z.input<typeof implementarSchema>, z.output<typeof implementarSchema>>({
    schema: implementarSchema,
    defaultValues: { observacion: '' },
    save: (v) => implementar(denuncia.id, v.observacion),
    onSuccess: alGuardar,
  });
  return (
    <EntityFormDialog
      open
      onOpenChange={onOpenChange}
      title="Pasar a implementación"
      form={form}
      pending={save.isPending}
      onSubmit={(v) => save.mutate(v)}
    >
      <TextareaField control={form.control} name="observacion" label="Observación" className="sm:col-span-2" />
    </EntityFormDialog>
  );
}

const schema = z.object({
  descripcion: z.string().trim().min(1, { error: 'Describa la implementación' }).max(8000),
  plan_accion_id: z.string(),
  fecha: datePickerSchema(),
});
type Valores = z.input<typeof schema>;

function ImplementacionDialog({
  denuncia,
  onOpenChange,
}: {
  denuncia: DenunciaDetalle;
  onOpenChange: (open: boolean) => void;
}) {
  const planes = useSubrecurso(denuncia.id, 'plan-acciones');
  const alGuardar = useAlGuardarCaso(denuncia.id, 'Implementación registrada', () => onOpenChange(false));
  const { form, save } = useEntityForm<Valores, z.output<typeof schema>>({
    schema,
    defaultValues: { descripcion: '', plan_accion_id: NINGUNO, fecha: new Date().toLocaleDateString('sv-SE') },
    save: (v) =>
      crearImplementacion({
        denuncia_id: denuncia.id,
        descripcion: v.descripcion,
        plan_accion_id: toId(v.plan_accion_id),
        fecha: v.fecha || null,
      }),
    onSuccess: alGuardar,
  });
  return (
    <EntityFormDialog
      open
      onOpenChange={onOpenChange}
      title="Registrar implementación"
      form={form}
      pending={save.isPending}
      onSubmit={(v) => save.mutate(v)}
    >
      <SelectField
        control={form.control}
        name="plan_accion_id"
        label="Plan de acción"
        options={(planes.data ?? []).map((p) => ({ value: String(p.id), label: p.titulo }))}
        ninguno="Ninguno en particular"
      />
      <DateField control={form.control} name="fecha" label="Fecha" />
      <TextareaField
        control={form.control}
        name="descripcion"
        label="Qué se implementó *"
        className="sm:col-span-2"
        rows={5}
      />
    </EntityFormDialog>
  );
}

/** 'Implementación': moving the case to implementation and recording what was done. */
export function ImplementacionesPaso({
  denuncia,
  puedeImplementar,
  puedeRegistrar,
}: {
  denuncia: DenunciaDetalle;
  puedeImplementar: boolean;
  puedeRegistrar: boolean;
}) {
  const lista = useSubrecurso(denuncia.id, 'implementaciones');
  const [dialogo, setDialogo] = useState<{ tipo: 'implementar' | 'registrar'; seq: number } | null>(null);
  const abrir = (tipo: 'implementar' | 'registrar') => setDialogo((d) => ({ tipo, seq: (d?.seq ?? 0) + 1 }));
  const cerrar = (open: boolean) => !open && setDialogo(null);
  return (
    <div className="grid gap-3">
      <EstadoLista consulta={lista} vacio="Aún no hay implementaciones registradas.">
        {(filas) => (
          <ul aria-label="Implementaciones" className="grid gap-2">
            {filas.map((imp) => (
              <li key={imp.id} className="grid gap-1 rounded-md border p-3 text-sm">
                <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-3">
                  <Campo etiqueta="Plan de acción">{imp.plan_accion?.titulo ?? '—'}</Campo>
                  <Campo etiqueta="Fecha">{imp.fecha ? formatDate(imp.fecha) : '—'}</Campo>
                  <Campo etiqueta="Registrada por">{nombrePersona(imp.created_by, 'Sistema')}</Campo>
                </dl>
                <p className="whitespace-pre-line">{imp.descripcion}</p>
              </li>
            ))}
          </ul>
        )}
      </EstadoLista>
      {(puedeImplementar || puedeRegistrar) && (
        <div className="flex flex-wrap gap-2">
          {puedeImplementar && (
            <Button size="sm" onClick={() => abrir('implementar')}>
              <ArrowRightIcon aria-hidden="true" />
              Pasar a implementación
            </Button>
          )}
          {puedeRegistrar && (
            <Button size="sm" variant={puedeImplementar ? 'outline' : 'default'} onClick={() => abrir('registrar')}>
              <PlusIcon aria-hidden="true" />
              Registrar implementación
            </Button>
          )}
        </div>
      )}
      {dialogo?.tipo === 'implementar' && (
        <ImplementarDialog key={dialogo.seq} denuncia={denuncia} onOpenChange={cerrar} />
      )}
      {dialogo?.tipo === 'registrar' && (
        <ImplementacionDialog key={dialogo.seq} denuncia={denuncia} onOpenChange={cerrar} />
      )}
    </div>
  );
}
