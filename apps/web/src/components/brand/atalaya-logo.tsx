import { cn } from '@/lib/utils';

const markTones = {
  /** Primary shield, light tower: for regular surfaces, follows the theme. */
  default: { shield: 'fill-primary', tower: 'fill-primary-foreground' },
  /** White shield, deep teal tower: for dark brand surfaces in both themes. */
  inverted: { shield: 'fill-white', tower: 'fill-[#0b4650]' },
};

type MarkTone = keyof typeof markTones;

/** Atalaya's mark: a watchtower inside a shield (same drawing as public/favicon.svg). */
export function AtalayaMark({
  className,
  tone = 'default',
  ...props
}: React.ComponentProps<'svg'> & { tone?: MarkTone }) {
  const { shield, tower } = markTones[tone];
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)} {...props}>
      <path className={shield} d="M16 1.5 27.5 5.6v9.1c0 7.2-4.7 12.9-11.5 15.8C9.2 27.6 4.5 21.9 4.5 14.7V5.6Z" />
      <path
        className={tower}
        d="M16 6.5 22 10.8H10ZM11.5 11.8h9v3.6h-9zM12.9 16.4h6.2l1.5 8.6h-9.2ZM9.8 24.8h12.4v1.7H9.8z"
      />
      <path className={shield} d="M14.4 12.8h3.2v1.6h-3.2zM15 20.2h2V25h-2z" />
    </svg>
  );
}

/** Mark plus the product name, for headers and the login screen. */
export function AtalayaLogo({ className, tone }: { className?: string; tone?: MarkTone }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5 text-xl font-semibold tracking-tight', className)}>
      <AtalayaMark tone={tone} />
      <span>Atalaya</span>
    </span>
  );
}
