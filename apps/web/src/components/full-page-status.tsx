import { LoaderCircle } from 'lucide-react';

/** Centered busy message for whole-page waits (route loading, session check). */
export function FullPageStatus({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-svh items-center justify-center gap-3 text-sm text-muted-foreground">
      <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
