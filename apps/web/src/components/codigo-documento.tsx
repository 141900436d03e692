import { cn } from '@/lib/utils';

/** A document's code, set alike in every list and heading: monospaced, on one line. */
export function CodigoDocumento({ codigo, className }: { codigo: string; className?: string }) {
  return <span className={cn('font-mono font-medium whitespace-nowrap', className)}>{codigo}</span>;
}
