import { useId, useState } from 'react';
import { FilterIcon, XIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatDate } from '@/lib/format';

import type { FilterValues, ListFilter } from './types';

/** Radix Select has no empty item; this option stands for "no filter". */
const ANY = '__todos__';

/** How an active filter value reads on its chip. */
function displayValue(filter: ListFilter, value: string): string {
  if (filter.type === 'select') return filter.options.find((o) => o.value === value)?.label ?? value;
  if (filter.type === 'date') return formatDate(value);
  return value;
}

function FilterField({
  filter,
  value,
  onChange,
}: {
  filter: ListFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{filter.label}</Label>
      {filter.type === 'select' ? (
        <Select value={value || ANY} onValueChange={(next) => onChange(next === ANY ? '' : next)}>
          <SelectTrigger id={id} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>Todos</SelectItem>
            {filter.options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : filter.type === 'date' ? (
        <DatePicker id={id} value={value} onChange={onChange} />
      ) : (
        <Input id={id} value={value} placeholder={filter.placeholder} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}

/** The form inside the popover; mounted on open, so it starts from the applied values each time. */
function FiltersForm({
  filters,
  values,
  onApply,
}: {
  filters: ListFilter[];
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}) {
  const [draft, setDraft] = useState<FilterValues>(values);
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      {filters.map((filter) => (
        <FilterField
          key={filter.id}
          filter={filter}
          value={draft[filter.id] ?? ''}
          onChange={(value) => setDraft((current) => ({ ...current, [filter.id]: value }))}
        />
      ))}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={() => setDraft({})}>
          Limpiar
        </Button>
        <Button type="submit" size="sm">
          Aplicar filtros
        </Button>
      </div>
    </form>
  );
}

/** 'Filtros' button with the number of active filters; opens the filter form. */
export function FiltersButton({
  filters,
  values,
  onApply,
}: {
  filters: ListFilter[];
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}) {
  const [open, setOpen] = useState(false);
  const active = Object.keys(values).length;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline">
          <FilterIcon aria-hidden="true" />
          Filtros
          {active > 0 && ' '}
          {active > 0 && (
            <Badge variant="secondary" className="rounded-full px-1.5">
              {active} <span className="sr-only">{active === 1 ? 'activo' : 'activos'}</span>
            </Badge>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80" aria-label="Filtros">
        <FiltersForm
          filters={filters}
          values={values}
          onApply={(next) => {
            onApply(next);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}

/** One removable chip per active filter, plus 'Limpiar todos'. */
export function FilterChips({
  filters,
  values,
  onRemove,
  onClearAll,
}: {
  filters: ListFilter[];
  values: FilterValues;
  onRemove: (id: string) => void;
  onClearAll: () => void;
}) {
  const active = filters.filter((f) => values[f.id]);
  if (active.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label="Filtros activos" className="flex flex-wrap items-center gap-2">
        {active.map((filter) => (
          <li key={filter.id}>
            <Badge variant="secondary" className="h-7 gap-1 pr-1 pl-2.5 text-sm font-normal">
              <span>
                {filter.label}: <span className="font-medium">{displayValue(filter, values[filter.id]!)}</span>
              </span>
              <button
                type="button"
                aria-label={`Quitar filtro ${filter.label}`}
                onClick={() => onRemove(filter.id)}
                className="rounded-sm p-0.5 outline-none hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring"
              >
                <XIcon className="size-3.5" aria-hidden="true" />
              </button>
            </Badge>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={onClearAll}>
        Limpiar todos
      </Button>
    </div>
  );
}
