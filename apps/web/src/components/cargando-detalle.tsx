import { Skeleton } from '@/components/ui/skeleton';

/** The skeleton of a record's page while it loads: breadcrumb, title and subtitle, then a card. */
export function CargandoDetalle({ mensaje }: { mensaje: string }) {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p role="status" className="sr-only">
        {mensaje}
      </p>
      <div className="grid gap-2" aria-hidden="true">
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-8 w-96 max-w-full" />
        <Skeleton className="h-5 w-48" />
      </div>
      <Skeleton className="h-56 w-full" aria-hidden="true" />
    </div>
  );
}
