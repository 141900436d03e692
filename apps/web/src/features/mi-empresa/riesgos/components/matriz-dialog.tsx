import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import { matrizRiesgoSchema, type MatrizRiesgoInput } from '@atalaya/shared/contracts/mi-empresa/riesgos';
import { MATRIZ_POR_DEFECTO, NIVELES_RIESGO, type MatrizRiesgo, type NivelRiesgo } from '@atalaya/shared/risk-matrix';
import { applyServerErrors } from '@/components/forms/use-entity-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import { riesgosKeys, saveMatriz, type MatrizEmpresa } from '../api';
import { textoSobre } from './nivel-badge';

const CAMPOS = ['probabilidades', 'impactos', 'niveles', 'colores'] as const;

function copia(m: MatrizRiesgo): MatrizRiesgoInput {
  return {
    probabilidades: [...m.probabilidades],
    impactos: [...m.impactos],
    niveles: m.niveles.map((fila) => [...fila]),
    colores: { ...m.colores },
  };
}

interface MatrizDialogProps {
  matriz: MatrizEmpresa;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Configurar matriz': the labels of each axis, the level of every cell and the colour of each
 * level (PUT /riesgos/matriz, which recomputes every risk's levels).
 */
export function MatrizDialog({ matriz, open, onOpenChange }: MatrizDialogProps) {
  const queryClient = useQueryClient();
  const form = useForm<MatrizRiesgoInput, unknown, MatrizRiesgo>({
    resolver: zodResolver(matrizRiesgoSchema) as never,
    defaultValues: copia(matriz),
    mode: 'onTouched',
  });
  const save = useMutation({
    mutationFn: saveMatriz,
    onSuccess: () => {
      toast.success('Matriz de riesgo actualizada');
      void queryClient.invalidateQueries({ queryKey: riesgosKeys.all });
      onOpenChange(false);
    },
    onError: (error) => applyServerErrors(form, error, { fields: CAMPOS, conflictField: 'root' as never }),
  });
  const [probabilidades, impactos, colores] = useWatch({
    control: form.control,
    name: ['probabilidades', 'impactos', 'colores'],
  });
  const filas = probabilidades.map((_, i) => probabilidades.length - 1 - i);
  const pending = save.isPending;

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Configurar matriz de riesgo</DialogTitle>
          <DialogDescription>
            Etiquetas de cada eje (de menor a mayor), nivel de cada celda y color de cada nivel. Al guardar se
            recalculan los niveles de todos los riesgos.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="grid gap-6">
            <div className="grid gap-6 md:grid-cols-2">
              {(['probabilidades', 'impactos'] as const).map((eje) => (
                <fieldset key={eje} className="grid gap-2">
                  <legend className="mb-2 text-sm font-medium">
                    {eje === 'probabilidades' ? 'Probabilidad' : 'Impacto'} (de menor a mayor)
                  </legend>
                  {(eje === 'probabilidades' ? probabilidades : impactos).map((_, i) => (
                    <FormField
                      key={i}
                      control={form.control}
                      name={`${eje}.${i}`}
                      render={({ field }) => (
                        <FormItem className="grid-cols-[6.5rem_1fr] items-center gap-x-2">
                          <FormLabel className="text-muted-foreground">
                            {eje === 'probabilidades' ? 'Probabilidad' : 'Impacto'} {i + 1}
                          </FormLabel>
                          <FormControl>
                            <Input {...field} />
                          </FormControl>
                          <FormMessage className="col-start-2" />
                        </FormItem>
                      )}
                    />
                  ))}
                </fieldset>
              ))}
            </div>

            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Nivel de cada celda</legend>
              <div className="overflow-x-auto">
                <table className="w-full border-separate border-spacing-1 text-xs">
                  <thead>
                    <tr>
                      <th scope="col" className="w-28 text-left font-medium text-muted-foreground">
                        Probabilidad ↓ / Impacto →
                      </th>
                      {impactos.map((label, i) => (
                        <th key={i} scope="col" className="font-medium">
                          {label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {filas.map((p) => (
                      <tr key={p}>
                        <th scope="row" className="text-left font-medium">
                          {probabilidades[p]}
                        </th>
                        {impactos.map((impacto, i) => (
                          <td key={i}>
                            <FormField
                              control={form.control}
                              name={`niveles.${p}.${i}`}
                              render={({ field }) => (
                                <Select value={field.value} onValueChange={(v) => field.onChange(v as NivelRiesgo)}>
                                  <SelectTrigger
                                    size="sm"
                                    className="w-full min-w-20 border-transparent"
                                    style={{
                                      backgroundColor: colores[field.value as NivelRiesgo],
                                      color: textoSobre(colores[field.value as NivelRiesgo] ?? '#ffffff'),
                                    }}
                                    aria-label={`Nivel de Probabilidad ${probabilidades[p]}, Impacto ${impacto}`}
                                  >
                                    <SelectValue />
                                  </SelectTrigger>
                                  <SelectContent>
                                    {NIVELES_RIESGO.map((n) => (
                                      <SelectItem key={n} value={n}>
                                        {n}
                                      </SelectItem>
                                    ))}
                                  </SelectContent>
                                </Select>
                              )}
                            />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {form.formState.errors.niveles?.message && (
                <p className="text-sm text-destructive">{form.formState.errors.niveles.message}</p>
              )}
            </fieldset>

            <fieldset>
              <legend className="mb-2 text-sm font-medium">Color de cada nivel</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {NIVELES_RIESGO.map((nivel) => (
                  <FormField
                    key={nivel}
                    control={form.control}
                    name={`colores.${nivel}`}
                    render={({ field }) => (
                      <FormItem className="grid-cols-[auto_1fr] items-center gap-x-2">
                        <FormControl>
                          <Input type="color" className="h-9 w-12 cursor-pointer p-1" {...field} />
                        </FormControl>
                        <FormLabel>{nivel}</FormLabel>
                        <FormMessage className="col-span-2" />
                      </FormItem>
                    )}
                  />
                ))}
              </div>
            </fieldset>

            {form.formState.errors.root && (
              <p role="alert" className="text-sm text-destructive">
                {form.formState.errors.root.message}
              </p>
            )}
            <DialogFooter className="sm:justify-between">
              <Button
                type="button"
                variant="outline"
                disabled={pending}
                onClick={() => form.reset(copia(MATRIZ_POR_DEFECTO))}
              >
                Restablecer matriz por defecto
              </Button>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button type="button" variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
                  Cancelar
                </Button>
                <Button type="submit" disabled={pending} aria-busy={pending}>
                  {pending ? 'Guardando...' : 'Guardar'}
                </Button>
              </div>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
