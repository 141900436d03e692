import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';

import { TIPO_DENUNCIA_ETIQUETAS, TIPOS_DENUNCIA } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { EntityFormDialog } from '@/components/forms/entity-form-dialog';
import { MultiSelectField, SelectField, SwitchField, TextareaField, TextField } from '@/components/forms/fields';
import { applyServerErrors } from '@/components/forms/use-entity-form';
import { ConfirmDeleteDialog } from '@/components/list-page/confirm-delete-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';

import {
  canalConfigKeys,
  crearCategoria,
  editarCategoria,
  eliminarCategoria,
  useCategorias,
  type CanalConfig,
  type CategoriaDenuncia,
} from '../../api';
import { nombrePersona } from '../../persona';
import { TipoDenunciaBadge } from '../badges';
import { EstadoLista } from '../pasos/paso';

const ETIQUETAS_ROL: Record<string, string> = {
  admin_atalaya: 'Plataforma',
  admin_empresa: 'Administrador',
  admin_user_denuncias: 'Canal de denuncias',
  admin_tekemi: 'Tekemi',
};

const schema = z.object({
  nombre: z.string().trim().min(1, { error: 'Indique el nombre de la categoría.' }).max(120),
  descripcion: z.string().trim().max(1000, { error: 'Máximo 1000 caracteres.' }),
  tipo: z.enum(TIPOS_DENUNCIA, { error: 'Seleccione un tipo: Ley Karin, Ley 20.393, laboral u otro.' }),
  requiere_identificacion: z.boolean(),
  activa: z.boolean(),
  orden: z.coerce
    .number({ error: 'El orden debe ser un número entero.' })
    .int({ error: 'El orden debe ser un número entero.' })
    .min(0, { error: 'El orden no puede ser negativo.' })
    .max(999, { error: 'El orden no puede superar 999.' }),
  receptor_ids: z.array(z.string()),
});
type Valores = z.input<typeof schema>;

function CategoriaDialog({
  categoria,
  config,
  siguienteOrden,
  onOpenChange,
}: {
  categoria: CategoriaDenuncia | null;
  config: CanalConfig;
  siguienteOrden: number;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Valores, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: categoria
      ? {
          nombre: categoria.nombre,
          descripcion: categoria.descripcion,
          tipo: categoria.tipo,
          requiere_identificacion: categoria.requiere_identificacion,
          activa: categoria.activa,
          orden: categoria.orden,
          receptor_ids: categoria.receptores.map((r) => String(r.id)),
        }
      : {
          nombre: '',
          descripcion: '',
          tipo: 'otro',
          requiere_identificacion: false,
          activa: true,
          orden: siguienteOrden,
          receptor_ids: [],
        },
  });
  const guardar = useMutation({
    mutationFn: (v: z.output<typeof schema>) => {
      const body = { ...v, receptor_ids: v.receptor_ids.map(Number) };
      return categoria ? editarCategoria(categoria.id, body) : crearCategoria(body);
    },
    meta: { silentError: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: canalConfigKeys.categorias() });
      toast.success(categoria ? 'Categoría actualizada' : 'Categoría creada');
      onOpenChange(false);
    },
    onError: (e) => applyServerErrors(form as never, e),
  });
  const karin = useWatch({ control: form.control, name: 'tipo' }) === 'ley_karin';

  return (
    <EntityFormDialog
      open
      onOpenChange={onOpenChange}
      title={categoria ? `Editar categoría «${categoria.nombre}»` : 'Agregar categoría'}
      form={form}
      pending={guardar.isPending}
      onSubmit={(v) => guardar.mutate(v)}
    >
      <TextField control={form.control} name="nombre" label="Nombre *" className="sm:col-span-2" />
      <SelectField
        control={form.control}
        name="tipo"
        label="Tipo *"
        options={TIPOS_DENUNCIA.map((t) => ({ value: t, label: TIPO_DENUNCIA_ETIQUETAS[t] }))}
        onValueChange={(valor) => {
          if (valor === 'ley_karin') form.setValue('requiere_identificacion', true);
        }}
      />
      <TextField control={form.control} name="orden" label="Orden en el formulario" type="number" />
      <TextareaField
        control={form.control}
        name="descripcion"
        label="Descripción (la ve el denunciante)"
        className="sm:col-span-2"
        rows={3}
      />
      <div className="grid gap-2">
        <fieldset disabled={karin} className="contents">
          <SwitchField
            control={form.control}
            name="requiere_identificacion"
            label="Requiere identificación"
            description={
              karin
                ? 'Obligatorio en Ley Karin: la denuncia debe identificar a quien denuncia.'
                : 'No se aceptarán denuncias anónimas en esta categoría.'
            }
          />
        </fieldset>
      </div>
      <SwitchField
        control={form.control}
        name="activa"
        label="Activa"
        description="Las inactivas no aparecen en el formulario."
      />
      <MultiSelectField
        control={form.control}
        name="receptor_ids"
        label="Receptores"
        className="sm:col-span-2"
        options={config.usuarios_canal.map((u) => ({
          value: String(u.id),
          label: `${nombrePersona(u)} (${u.email}) · ${u.roles.map((r) => ETIQUETAS_ROL[r] ?? r).join(', ')}`,
        }))}
        placeholder="Todo el equipo del canal"
        searchPlaceholder="Buscar usuario..."
        emptyText="Sin usuarios con acceso al canal."
        countLabel={(n) => `${n} receptores`}
      />
      <p className="text-sm text-muted-foreground sm:col-span-2">
        Sin receptores, las denuncias de la categoría las ve todo el equipo del canal. Con receptores, solo ellos y los
        administradores de la empresa.
      </p>
    </EntityFormDialog>
  );
}

type Dialogo = { tipo: 'crear' } | { tipo: 'editar' | 'eliminar'; categoria: CategoriaDenuncia };

/** Categories of the public form: type, identification, who receives them, active or not. */
export function CategoriasCard({ config, editable }: { config: CanalConfig; editable: boolean }) {
  const categorias = useCategorias();
  const queryClient = useQueryClient();
  const [dialogo, setDialogo] = useState<(Dialogo & { seq: number }) | null>(null);
  const abrir = (d: Dialogo) => setDialogo((actual) => ({ ...d, seq: (actual?.seq ?? 0) + 1 }));
  const cerrar = (open: boolean) => !open && setDialogo(null);
  const eliminar = useMutation({
    mutationFn: (c: CategoriaDenuncia) => eliminarCategoria(c.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: canalConfigKeys.categorias() });
      toast.success('Categoría eliminada');
      setDialogo(null);
    },
  });
  const siguienteOrden = Math.max(0, ...(categorias.data ?? []).map((c) => c.orden + 1));

  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>
            <h2 className="text-lg">Categorías</h2>
          </CardTitle>
          <CardDescription>Qué puede denunciarse y quién recibe cada tipo de denuncia.</CardDescription>
        </div>
        {editable && (
          <Button size="sm" onClick={() => abrir({ tipo: 'crear' })}>
            <PlusIcon aria-hidden="true" />
            Agregar categoría
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <EstadoLista consulta={categorias} vacio="No hay categorías registradas.">
          {(filas) => (
            <div className="rounded-md border">
              <Table aria-label="Categorías">
                <TableHeader>
                  <TableRow className="hover:bg-transparent">
                    <TableHead scope="col">Nombre</TableHead>
                    <TableHead scope="col">Tipo</TableHead>
                    <TableHead scope="col">Identificación</TableHead>
                    <TableHead scope="col">Receptores</TableHead>
                    <TableHead scope="col">Estado</TableHead>
                    <TableHead scope="col" className="text-right">
                      Denuncias
                    </TableHead>
                    {editable && (
                      <TableHead scope="col" className="w-24">
                        <span className="sr-only">Acciones</span>
                      </TableHead>
                    )}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {filas.map((c) => (
                    <TableRow key={c.id}>
                      <TableCell className="max-w-64 whitespace-normal">
                        <span className="font-medium">{c.nombre}</span>
                        {c.descripcion && (
                          <span className="block truncate text-xs text-muted-foreground" title={c.descripcion}>
                            {c.descripcion}
                          </span>
                        )}
                      </TableCell>
                      <TableCell>
                        <TipoDenunciaBadge tipo={c.tipo} />
                      </TableCell>
                      <TableCell>{c.requiere_identificacion ? 'Obligatoria' : 'Puede ser anónima'}</TableCell>
                      <TableCell className="max-w-64 whitespace-normal">
                        {c.receptores.length === 0 ? (
                          <span className="text-muted-foreground">Todo el equipo del canal</span>
                        ) : (
                          c.receptores.map((r) => nombrePersona(r)).join(', ')
                        )}
                      </TableCell>
                      <TableCell>
                        <Badge variant={c.activa ? 'success' : 'secondary'}>{c.activa ? 'Activa' : 'Inactiva'}</Badge>
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{formatNumber(c.denuncias)}</TableCell>
                      {editable && (
                        <TableCell className="text-right whitespace-nowrap">
                          <Button
                            size="icon"
                            variant="ghost"
                            className="size-8"
                            aria-label={`Editar categoría ${c.nombre}`}
                            onClick={() => abrir({ tipo: 'editar', categoria: c })}
                          >
                            <PencilIcon aria-hidden="true" />
                          </Button>
                          {c.denuncias === 0 && (
                            <Button
                              size="icon"
                              variant="ghost"
                              className="size-8 text-destructive"
                              aria-label={`Eliminar categoría ${c.nombre}`}
                              onClick={() => abrir({ tipo: 'eliminar', categoria: c })}
                            >
                              <Trash2Icon aria-hidden="true" />
                            </Button>
                          )}
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </EstadoLista>
      </CardContent>
      {dialogo && dialogo.tipo !== 'eliminar' && (
        <CategoriaDialog
          key={dialogo.seq}
          categoria={dialogo.tipo === 'editar' ? dialogo.categoria : null}
          config={config}
          siguienteOrden={siguienteOrden}
          onOpenChange={cerrar}
        />
      )}
      {dialogo?.tipo === 'eliminar' && (
        <ConfirmDeleteDialog
          open
          onOpenChange={cerrar}
          entityName="categoría"
          rowName={dialogo.categoria.nombre}
          pending={eliminar.isPending}
          onConfirm={() => eliminar.mutate(dialogo.categoria)}
        />
      )}
    </Card>
  );
}
