import type { ReactNode } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { PlusIcon, Trash2Icon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { RutInput } from '@/components/rut-input';
import { Checkbox } from '@/components/ui/checkbox';
import { DatePicker } from '@/components/ui/date-picker';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

import type { TemporalFormValues } from './temporal-schema';

/**
 * Fields of the temporal form, bound by path to the form in context. Each has a visible label
 * (the end-to-end tests fill the form by label); rows repeat inside a named fieldset.
 */
type Campo = { name: FieldPath<TemporalFormValues>; label: string; className?: string; labelOculto?: boolean };

function Etiquetado({
  name,
  label,
  className,
  labelOculto,
  prefijo,
  render,
}: Campo & { prefijo?: string; render: (value: unknown, field: object) => ReactNode }) {
  const { control } = useFormContext<TemporalFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel className={cn(labelOculto && 'sr-only')}>{label}</FormLabel>
          {prefijo ? (
            // The prefix sits outside FormControl so the label's id lands on the input itself.
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
                {prefijo}
              </span>
              <FormControl>{render(field.value, field)}</FormControl>
            </div>
          ) : (
            <FormControl>{render(field.value, field)}</FormControl>
          )}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function CampoTexto(props: Campo) {
  return (
    <Etiquetado {...props} render={(value, field) => <Input {...field} value={(value as string | null) ?? ''} />} />
  );
}

/** A date stored 'YYYY-MM-DD', shown and typed as dd/mm/aaaa (the app's date picker). */
export function CampoFecha(props: Campo) {
  return (
    <Etiquetado
      {...props}
      render={(value, field) => {
        const { onChange, ...resto } = field as { onChange: (valor: string) => void };
        return <DatePicker {...resto} value={(value as string | null) ?? ''} onChange={onChange} />;
      }}
    />
  );
}

/** A RUT shown with dots and hyphen as it is typed (the schema sends it normalized). */
export function CampoRut(props: Campo) {
  return (
    <Etiquetado
      {...props}
      render={(value, field) => {
        const { onChange, ...resto } = field as { onChange: (valor: string) => void };
        return <RutInput {...resto} value={(value as string | null) ?? ''} onChange={onChange} />;
      }}
    />
  );
}

export function CampoArea({ rows = 3, ...props }: Campo & { rows?: number }) {
  return (
    <Etiquetado
      {...props}
      render={(value, field) => <Textarea rows={rows} {...field} value={(value as string) ?? ''} />}
    />
  );
}

/** A whole number ≥ 0 (the schema coerces the text). */
export function CampoCantidad(props: Campo) {
  return (
    <Etiquetado
      {...props}
      render={(value, field) => (
        <Input type="number" inputMode="numeric" min={0} step={1} {...field} value={String(value ?? '')} />
      )}
    />
  );
}

const clp = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 });

/** Chilean pesos typed as digits and shown grouped as es-CL writes them ('1.234.567'). */
export function CampoMonto(props: Campo) {
  const { setValue } = useFormContext<TemporalFormValues>();
  return (
    <Etiquetado
      {...props}
      prefijo="$"
      render={(value, field) => (
        <Input
          {...field}
          inputMode="numeric"
          className="pl-6 text-right tabular-nums"
          value={clp.format(Number(value) || 0)}
          onChange={(e) => {
            const digitos = e.target.value.replace(/\D/g, '');
            setValue(props.name, Number(digitos || 0) as never, { shouldDirty: true, shouldValidate: true });
          }}
        />
      )}
    />
  );
}

export function CampoCheck({ name, label, className }: Campo) {
  const { control } = useFormContext<TemporalFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('flex flex-row items-center gap-2', className)}>
          <FormControl>
            <Checkbox
              checked={field.value === true}
              onCheckedChange={(v) => field.onChange(v === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          </FormControl>
          <FormLabel className="font-normal">{label}</FormLabel>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** Day, month and year of one of the profile's dates, grouped under its name. */
export function CampoFechaPartes({
  name,
  legend,
}: {
  name: 'perfil.fecha_constitucion' | 'perfil.fecha_de_inicio_de_actividad';
  legend: string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-[4rem_4rem_6rem] gap-2">
        <CampoTexto name={`${name}.dia`} label="Día" />
        <CampoTexto name={`${name}.mes`} label="Mes" />
        <CampoTexto name={`${name}.anio`} label="Año" />
      </div>
    </fieldset>
  );
}

/** The icon button that removes a row of a repeated group; `label` names the row ('Quitar razón 2'). */
export function QuitarFila({ label, className, onClick }: { label: string; className?: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="icon" className={className} aria-label={label} onClick={onClick}>
      <Trash2Icon aria-hidden="true" />
    </Button>
  );
}

/** The button under a repeated group that appends an empty row. */
export function AgregarFila({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={onClick}>
      <PlusIcon aria-hidden="true" />
      {children}
    </Button>
  );
}
