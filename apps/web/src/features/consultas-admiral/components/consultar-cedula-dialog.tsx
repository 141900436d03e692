import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';

import { cedulaInputSchema, type EstadoCedula } from '@atalaya/shared/contracts/consultas-admiral';
import { formatRut } from '@atalaya/shared/rut';
import { FormDialogFooter } from '@/components/forms/entity-form-dialog';
import { LabeledField } from '@/components/forms/fields';
import { applyServerErrors } from '@/components/forms/use-entity-form';
import type { CreateModalProps } from '@/components/list-page/types';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { formatDateTime } from '@/lib/format';

import { consultarCedula, useInvalidarConsultas } from '../api';
import { CedulaBadge } from './cedula-badge';
import { RutInput } from '@/components/rut-input';

type Entrada = z.input<typeof cedulaInputSchema>;
type Salida = z.output<typeof cedulaInputSchema>;
const VACIO: Entrada = { rut: '', serial_number: '' };

/** 'Agregar consulta' of Estado de cédula: RUT + serial number → Vigente / No vigente, shown here. */
export function ConsultarCedulaDialog({ open, onOpenChange }: CreateModalProps) {
  const invalidar = useInvalidarConsultas();
  const [resultado, setResultado] = useState<EstadoCedula | null>(null);
  const form = useForm<Entrada, unknown, Salida>({
    resolver: zodResolver(cedulaInputSchema),
    defaultValues: VACIO,
    mode: 'onTouched',
  });
  const consulta = useMutation({
    mutationFn: consultarCedula,
    // The dialog shows the error itself (field or form message): no toast on top.
    meta: { silentError: true },
    onSuccess: (estado) => {
      setResultado(estado);
      void invalidar();
    },
    onError: (error) => applyServerErrors(form, error, { fields: ['rut', 'serial_number'], conflictField: 'rut' }),
  });
  const pending = consulta.isPending;
  const nuevaConsulta = () => {
    setResultado(null);
    form.reset(VACIO);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Consultar estado de cédula</DialogTitle>
          <DialogDescription>
            Indique el RUT y el número de serie (o de documento) impreso en la cédula de identidad.
          </DialogDescription>
        </DialogHeader>
        {resultado ? (
          <div className="grid gap-4">
            <div role="status" className="grid gap-3 rounded-lg border p-4">
              <div className="flex items-center justify-between gap-3">
                <span className="text-sm text-muted-foreground">Resultado</span>
                <CedulaBadge vigente={resultado.data.is_valid} />
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
                <dt className="text-muted-foreground">RUT</dt>
                <dd>{formatRut(resultado.data.rut)}</dd>
                <dt className="text-muted-foreground">Número de serie</dt>
                <dd className="font-mono">{resultado.data.serial_number}</dd>
                <dt className="text-muted-foreground">Datos al</dt>
                <dd>{formatDateTime(resultado.data.updated_at)}</dd>
              </dl>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={nuevaConsulta}>
                Nueva consulta
              </Button>
              <Button type="button" onClick={() => onOpenChange(false)}>
                Cerrar
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <Form {...form}>
            <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => consulta.mutate(values))}>
              <LabeledField control={form.control} name="rut" label="RUT *">
                {(field) => <RutInput {...field} value={field.value ?? ''} autoFocus />}
              </LabeledField>
              <LabeledField control={form.control} name="serial_number" label="Número de serie *">
                {(field) => (
                  <Input
                    {...field}
                    value={field.value ?? ''}
                    autoComplete="off"
                    placeholder="123.456.789 o A123456789"
                  />
                )}
              </LabeledField>
              <FormDialogFooter
                error={form.formState.errors.root?.message}
                pending={pending}
                onCancel={() => onOpenChange(false)}
                submitLabel="Consultar"
                pendingLabel="Consultando..."
              />
            </form>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
