import * as React from 'react';
import { format } from 'date-fns';
import { CalendarIcon } from 'lucide-react';
import { z } from 'zod';

import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { Calendar } from '@/components/ui/calendar';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// What people type: d/m/aaaa with '/', '-' or '.' between the parts, or eight digits ddmmaaaa.
const TYPED_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const TYPED_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

const THIS_YEAR = new Date().getFullYear();
const DEFAULT_START_MONTH = new Date(1900, 0);
const DEFAULT_END_MONTH = new Date(THIS_YEAR + 30, 11);

/** The local date for (year, month 1–12, day), or undefined when it is not on the calendar (31/02). */
function calendarDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(year, month - 1, day);
  const exists = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : undefined;
}

function parseIsoDate(value: string): Date | undefined {
  const m = ISO_DATE.exec(value);
  return m ? calendarDate(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}

function parseTypedDate(text: string): Date | undefined {
  const m = TYPED_DATE.exec(text.trim()) ?? TYPED_DIGITS.exec(text.trim());
  return m ? calendarDate(Number(m[3]), Number(m[2]), Number(m[1])) : undefined;
}

function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/**
 * zod schema for a DatePicker's value: '' (no date) or an existing 'YYYY-MM-DD' date, the API's
 * format. Anything else is text the user typed that is not a date and fails with 'Fecha no válida'
 * (SPEC §8). Pass `required` (the message) to refuse an empty field.
 */
function datePickerSchema({ required }: { required?: string } = {}) {
  return z
    .string()
    .refine((value) => value === '' || parseIsoDate(value) !== undefined, { error: 'Fecha no válida', abort: true })
    .refine((value) => !required || value !== '', { error: required });
}

type DatePickerProps = Omit<React.ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /**
   * 'YYYY-MM-DD' when a date is chosen, '' when empty; while the typed text is not (yet) a date,
   * that text itself, so validation can reject it (see `datePickerSchema`).
   */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** First and last months the calendar can show (default January 1900 to December of 30 years ahead). */
  startMonth?: Date;
  endMonth?: Date;
  /** Days that cannot be picked in the calendar (react-day-picker matchers); typing them is not blocked. */
  disabledDays?: React.ComponentProps<typeof Calendar>['disabled'];
};

/**
 * Date field in Spanish: type 'dd/mm/aaaa' or pick from the calendar (button beside the field,
 * or Alt+↓ from the field). Works as a react-hook-form `FormControl` child: `id`, `aria-invalid`,
 * `aria-describedby`, `name`, `ref` and `onBlur` go to the text input.
 */
function DatePicker({
  value: valueProp,
  defaultValue = '',
  onChange,
  startMonth = DEFAULT_START_MONTH,
  endMonth = DEFAULT_END_MONTH,
  disabledDays,
  placeholder = 'dd/mm/aaaa',
  disabled,
  className,
  onKeyDown,
  ...inputProps
}: DatePickerProps) {
  const [innerValue, setInnerValue] = React.useState(defaultValue);
  const [open, setOpen] = React.useState(false);
  const value = valueProp ?? innerValue;
  const selected = parseIsoDate(value);
  const text = selected ? formatDate(selected) : value;

  const commit = (next: string) => {
    setInnerValue(next);
    onChange?.(next);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div data-slot="date-picker" className={cn('relative w-full', className)}>
          <input
            type="text"
            autoComplete="off"
            data-slot="input"
            placeholder={placeholder}
            disabled={disabled}
            value={text}
            onChange={(event) => {
              const typed = event.target.value;
              const date = parseTypedDate(typed);
              commit(date ? toIsoDate(date) : typed.trim() === '' ? '' : typed);
            }}
            onKeyDown={(event) => {
              onKeyDown?.(event);
              if (event.altKey && event.key === 'ArrowDown') {
                event.preventDefault();
                setOpen(true);
              }
            }}
            className={cn(
              'flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent py-1 pr-10 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm dark:bg-input/30',
              'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
              'aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40',
            )}
            {...inputProps}
          />
          <PopoverTrigger
            type="button"
            disabled={disabled}
            aria-label="Abrir calendario"
            className="absolute top-1/2 right-1 flex size-7 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50"
          >
            <CalendarIcon className="size-4" aria-hidden="true" />
          </PopoverTrigger>
        </div>
      </PopoverAnchor>
      <PopoverContent className="w-auto overflow-hidden p-0" align="end">
        <Calendar
          mode="single"
          captionLayout="dropdown"
          autoFocus
          selected={selected}
          defaultMonth={selected}
          startMonth={startMonth}
          endMonth={endMonth}
          disabled={disabledDays}
          onSelect={(date) => {
            if (!date) return;
            commit(toIsoDate(date));
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}

export { DatePicker, datePickerSchema };
