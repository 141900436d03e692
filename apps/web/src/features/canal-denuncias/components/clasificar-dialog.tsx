import { useWatch } from 'react-hook-form';
import { z } from 'zod';

import {
  GRAVEDAD_ETIQUETAS,
  GRAVEDADES,
  TIPO_DENUNCIA_ETIQUETAS,
  TIPOS_DENUNCIA,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';

import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { NINGUNO, SelectField, toId } from '@/components/forms/fields';
import { useEntityForm } from '@/components/forms/use-entity-form';
import { clasificar, useCategorias, type DenunciaDetalle } from '../api';
import { useAlGuardarCaso, useUsuariosCanalOpciones } from './caso-form';

const schema = z.object({
  categoria_id: z.string(),
  tipo: z.enum(TIPOS_DENUNCIA, { error: 'Seleccione el tipo de denuncia.' }),
  gravedad: z.enum(GRAVEDADES, { error: 'Seleccione la gravedad.' }),
  investigador_id: z.string(),
});
type Valores = z.input<typeof schema>;

/**
 * 'Clasificar' (POST: the case leaves Pendientes) or 'Modificar clasificación' (PUT): category,
 * type (Ley Karin starts its legal clocks), severity and the investigator in charge.
 */
export function ClasificarDialog({
  denuncia,
  reclasificar,
  open,
  onOpenChange,
}: {
  denuncia: DenunciaDetalle;
  reclasificar: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const categorias = useCategorias();
  const usuarios = useUsuariosCanalOpciones();
  const alGuardar = useAlGuardarCaso(
    denuncia.id,
    reclasificar ? 'Clasificación actualizada' : 'Denuncia clasificada',
    () => onOpenChange(false),
  );
  const { form, save } = useEntityForm<Valores, z.output<typeof schema>>({
    schema,
    defaultValues: {
      categoria_id: denuncia.categoria ? String(denuncia.categoria.id) : NINGUNO,
      tipo: denuncia.tipo,
      gravedad: denuncia.gravedad ?? ('' as Valores['gravedad']),
      investigador_id: denuncia.investigador ? String(denuncia.investigador.id) : NINGUNO,
    },
    save: (v) =>
      clasificar(
        denuncia.id,
        {
          categoria_id: toId(v.categoria_id),
          tipo: v.tipo,
          gravedad: v.gravedad,
          investigador_id: toId(v.investigador_id),
        },
        reclasificar,
      ),
    onSuccess: alGuardar,
  });

  const tipo = useWatch({ control: form.control, name: 'tipo' });

  // Inactive categories stay selectable only when the case already has one.
  const opcionesCategoria = (categorias.data ?? [])
    .filter((c) => c.activa || c.id === denuncia.categoria?.id)
    .map((c) => ({ value: String(c.id), label: `${c.nombre} (${TIPO_DENUNCIA_ETIQUETAS[c.tipo]})` }));

  return (
    <EntityFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={reclasificar ? `Modificar clasificación de ${denuncia.referencia}` : `Clasificar ${denuncia.referencia}`}
      form={form}
      pending={save.isPending}
      onSubmit={(v) => save.mutate(v)}
    >
      <SelectField
        control={form.control}
        name="categoria_id"
        label="Categoría"
        options={opcionesCategoria}
        ninguno="Sin categoría"
        onValueChange={(valor) => {
          const categoria = categorias.data?.find((c) => String(c.id) === valor);
          if (categoria) form.setValue('tipo', categoria.tipo, { shouldValidate: true });
        }}
      />
      <SelectField
        control={form.control}
        name="tipo"
        label="Tipo *"
        options={TIPOS_DENUNCIA.map((t) => ({ value: t, label: TIPO_DENUNCIA_ETIQUETAS[t] }))}
      />
      <SelectField
        control={form.control}
        name="gravedad"
        label="Gravedad *"
        options={GRAVEDADES.map((g) => ({ value: g, label: GRAVEDAD_ETIQUETAS[g] }))}
      />
      <SelectField
        control={form.control}
        name="investigador_id"
        label="Investigador"
        options={usuarios}
        ninguno="Sin asignar"
      />
      {tipo === 'ley_karin' && (
        <p className="text-sm text-muted-foreground sm:col-span-2">
          Ley Karin: dentro de 3 días hábiles desde la recepción debe iniciarse la investigación interna o derivarse la
          denuncia a la Dirección del Trabajo, y la investigación debe terminar en 30 días hábiles.
        </p>
      )}
    </EntityFormDialog>
  );
}
