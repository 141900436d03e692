import type { ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { Switch } from 'radix-ui';

import { Checkbox } from '@/components/ui/checkbox';
import { DatePicker } from '@/components/ui/date-picker';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { MultiSelect } from '@/components/ui/multi-select';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

/**
 * The labelled fields of the app's forms, each bound to a react-hook-form field by `control` and
 * `name` (shadcn's FormField underneath: the label points to the control, the message is tied to it).
 */

/** Radix's Select has no '' item: this value stands for "none". */
export const NINGUNO = 'ninguno';

/** A select's form string as the API's id: `null` for "none", empty or unset. */
export const toId = (value: string | undefined): number | null =>
  value === undefined || value === NINGUNO || value === '' ? null : Number(value);

/** A label map (`{ value: 'Label' }`) as select options, in the map's order. */
export const labelOptions = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** What every labelled field takes: the form's control, the field's name, its label. */
export type FieldProps<T extends FieldValues, N extends FieldPath<T>> = {
  control: Control<T>;
  name: N;
  label: string;
  className?: string;
};

/**
 * A labelled form field whose control `children` renders from the field's props; `extra` goes
 * between the control and its message (e.g. a datalist).
 */
export function LabeledField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  className,
  extra,
  children,
}: FieldProps<T, N> & { extra?: ReactNode; children: (field: ControllerRenderProps<T, N>) => ReactNode }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>{children(field)}</FormControl>
          {extra}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A labelled text input bound to a form field. */
export function TextField<T extends FieldValues, N extends FieldPath<T>>({
  type = 'text',
  ...props
}: FieldProps<T, N> & { type?: string }) {
  return (
    <LabeledField {...props}>
      {(field) => <Input type={type} {...field} value={(field.value as string | null | undefined) ?? ''} />}
    </LabeledField>
  );
}

/** A labelled text input that suggests `suggestions` (a datalist `listId`) but accepts any text. */
export function DatalistField<T extends FieldValues, N extends FieldPath<T>>({
  listId,
  suggestions,
  ...props
}: FieldProps<T, N> & { listId: string; suggestions: readonly string[] }) {
  return (
    <LabeledField
      {...props}
      extra={
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      }
    >
      {(field) => <Input {...field} list={listId} autoComplete="off" />}
    </LabeledField>
  );
}

/** A labelled searchable multi-select bound to a `string[]` form field. */
export function MultiSelectField<T extends FieldValues, N extends FieldPath<T>>({
  options,
  placeholder,
  searchPlaceholder,
  emptyText,
  countLabel,
  ...props
}: FieldProps<T, N> & {
  options: Array<{ value: string; label: string }>;
  placeholder: string;
  searchPlaceholder: string;
  emptyText: string;
  countLabel: (count: number) => string;
}) {
  return (
    <LabeledField {...props}>
      {(field) => (
        <MultiSelect
          options={options}
          value={field.value as string[]}
          onChange={field.onChange}
          onBlur={field.onBlur}
          placeholder={placeholder}
          searchPlaceholder={searchPlaceholder}
          emptyText={emptyText}
          countLabel={countLabel}
        />
      )}
    </LabeledField>
  );
}

/** A labelled select bound to a form field; `ninguno` adds a "none" item with that label. */
export function SelectField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  className,
  options,
  ninguno,
  onValueChange,
  sinOpciones,
}: FieldProps<T, N> & {
  options: Array<{ value: string; label: string }>;
  ninguno?: string;
  onValueChange?: (value: string) => void;
  /** Said under the select when it has nothing to offer, so an empty list is never a silent dead end. */
  sinOpciones?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <Select
            value={field.value as string}
            onValueChange={(value) => {
              field.onChange(value);
              onValueChange?.(value);
            }}
          >
            <FormControl>
              <SelectTrigger className="w-full">
                <SelectValue placeholder="Seleccione" />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {ninguno && <SelectItem value={NINGUNO}>{ninguno}</SelectItem>}
              {options.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {sinOpciones && options.length === 0 && <FormDescription>{sinOpciones}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A labelled multi-line text bound to a form field (the FAQ's answer, descriptions). */
export function TextareaField<T extends FieldValues, N extends FieldPath<T>>({
  rows = 4,
  ...props
}: FieldProps<T, N> & { rows?: number }) {
  return (
    <LabeledField {...props}>
      {(field) => <Textarea rows={rows} {...field} value={(field.value as string | null | undefined) ?? ''} />}
    </LabeledField>
  );
}

/** A labelled date field ('dd/mm/aaaa' or the calendar) bound to a 'YYYY-MM-DD' string. */
export function DateField<T extends FieldValues, N extends FieldPath<T>>(props: FieldProps<T, N>) {
  return (
    <LabeledField {...props}>
      {(field) => (
        <DatePicker
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
        />
      )}
    </LabeledField>
  );
}

/** A labelled on/off switch (`button role="switch"`) bound to a boolean form field. */
export function SwitchField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  description,
  className,
}: FieldProps<T, N> & { description?: string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('flex flex-row items-center justify-between gap-4 rounded-md border p-3', className)}>
          <div className="grid gap-1">
            <FormLabel>{label}</FormLabel>
            {description && <FormDescription>{description}</FormDescription>}
          </div>
          <FormControl>
            <Switch.Root
              checked={field.value === true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              className="peer inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-all outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input dark:data-[state=unchecked]:bg-input/80"
            >
              <Switch.Thumb className="pointer-events-none block size-4 rounded-full bg-background ring-0 transition-transform data-[state=checked]:translate-x-[calc(100%-2px)] data-[state=unchecked]:translate-x-0 dark:data-[state=checked]:bg-primary-foreground dark:data-[state=unchecked]:bg-foreground" />
            </Switch.Root>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A labelled checkbox bound to a boolean form field. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  className,
}: FieldProps<T, N>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <div className="flex items-center gap-2">
            <FormControl>
              <Checkbox
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            </FormControl>
            <FormLabel className="font-normal">{label}</FormLabel>
          </div>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
