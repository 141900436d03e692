import { Link } from 'react-router';
import { ClipboardXIcon } from 'lucide-react';
import { z } from 'zod';

import { METODO_CAUSA_RAIZ_ETIQUETAS, METODOS_CAUSA_RAIZ } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { SelectField, TextareaField } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import { areaAccess } from '@/shell/layout/menu-access';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useSessionUser } from '@/shell/session';
import { formatDateTime } from '@/lib/format';

import { crearCausaRaiz, useSubrecurso, type DenunciaDetalle } from '../../api';
import { nombrePersona } from '../../persona';
import { useAlGuardarCaso } from '../caso-form';
import { ListaRegistrosPaso } from './lista-registros';

const schema = z.object({
  metodo: z.enum(METODOS_CAUSA_RAIZ, { error: 'Seleccione el método de análisis.' }),
  descripcion: z.string().trim().min(1, { error: 'Describa la causa raíz' }).max(8000),
});
type Valores = z.input<typeof schema>;

function CausaRaizDialog({
  denuncia,
  onOpenChange,
}: {
  denuncia: DenunciaDetalle;
  onOpenChange: (open: boolean) => void;
}) {
  const alGuardar = useAlGuardarCaso(denuncia.id, 'Causa raíz registrada', () => onOpenChange(false));
  const { form, save } = useEntityForm<Valores, z.output<typeof schema>>({
    schema,
    defaultValues: { metodo: 'cinco_porques', descripcion: '' },
    save: (v) => crearCausaRaiz({ denuncia_id: denuncia.id, ...v }),
    onSuccess: alGuardar,
  });
  return (
    <EntityFormDialog
      open
      onOpenChange={onOpenChange}
      title="Registrar causa raíz"
      form={form}
      pending={save.isPending}
      onSubmit={(v) => save.mutate(v)}
    >
      <SelectField
        control={form.control}
        name="metodo"
        label="Método de análisis *"
        options={METODOS_CAUSA_RAIZ.map((m) => ({ value: m, label: METODO_CAUSA_RAIZ_ETIQUETAS[m] }))}
      />
      <div className="hidden sm:block" />
      <TextareaField
        control={form.control}
        name="descripcion"
        label="Causa raíz *"
        className="sm:col-span-2"
        rows={5}
      />
    </EntityFormDialog>
  );
}

/** 'Causa raíz': why it happened, needed before an action plan. */
export function CausasRaizPaso({ denuncia, puedeCrear }: { denuncia: DenunciaDetalle; puedeCrear: boolean }) {
  // A root cause can start a non-conformity (issue 8 §2) for users whose roles and plan allow the module.
  const creaNc = areaAccess('/no-conformidades/nueva', useSessionUser()) === 'permitido';
  return (
    <ListaRegistrosPaso
      consulta={useSubrecurso(denuncia.id, 'causa-raiz')}
      vacio="Aún no hay causas raíz registradas."
      etiqueta="Causas raíz"
      agregar="Registrar causa raíz"
      puedeCrear={puedeCrear}
      fila={(c) => (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">{METODO_CAUSA_RAIZ_ETIQUETAS[c.metodo]}</Badge>
            <span className="text-xs text-muted-foreground">
              {nombrePersona(c.created_by, 'Sistema')} · {formatDateTime(c.created_at)}
            </span>
          </div>
          <p className="whitespace-pre-line">{c.descripcion}</p>
          {creaNc && (
            <div>
              <Button asChild size="sm" variant="outline">
                <Link to={`/no-conformidades/nueva?denuncia=${denuncia.id}&causa=${c.id}`}>
                  <ClipboardXIcon aria-hidden="true" />
                  Crear no conformidad
                </Link>
              </Button>
            </div>
          )}
        </>
      )}
      dialogo={(onOpenChange) => <CausaRaizDialog denuncia={denuncia} onOpenChange={onOpenChange} />}
    />
  );
}
