import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { AlertCircleIcon, AlertTriangleIcon, FilePlus2Icon, LoaderCircleIcon } from 'lucide-react';
import { toast } from 'sonner';

import type { Flujo } from '@atalaya/shared/contracts/documentos';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { formatDate } from '@/lib/format';

import { useNuevaVersion } from './api';
import { DocumentoInfo } from './components/documento-info';
import { FlujoPagina } from './components/flujo-pagina';
import { HistorialVersiones } from './components/historial-versiones';
import { Textarea } from '@/components/ui/textarea';

/** Flujo documental → Nueva versión: opens the next version of an obsolete or expiring document. */
export function NuevaVersionPage() {
  return <FlujoPagina titulo="Nueva versión del documento">{(flujo) => <NuevaVersion flujo={flujo} />}</FlujoPagina>;
}

function AvisoVersion({ flujo }: { flujo: Flujo }) {
  if (flujo.fase === 'obsoleto')
    return (
      <Alert variant="warning">
        <AlertTriangleIcon aria-hidden="true" />
        <AlertTitle className="line-clamp-none">La versión {flujo.version_num} es obsoleta</AlertTitle>
      </Alert>
    );
  if (flujo.fecha_vencimiento)
    return (
      <Alert variant="warning">
        <AlertTriangleIcon aria-hidden="true" />
        <AlertTitle className="line-clamp-none">
          La versión {flujo.version_num} vence el {formatDate(flujo.fecha_vencimiento)}
        </AlertTitle>
        <AlertDescription>
          Prepare la versión siguiente para revisarla y publicarla antes de esa fecha.
        </AlertDescription>
      </Alert>
    );
  return null;
}

function NuevaVersion({ flujo }: { flujo: Flujo }) {
  const navigate = useNavigate();
  const crear = useNuevaVersion(flujo.documento.id);
  const [cambios, setCambios] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid content-start gap-6">
        <AvisoVersion flujo={flujo} />
        <Card className="gap-4">
          <CardHeader>
            <CardTitle>Crear nueva versión</CardTitle>
            <CardDescription>
              La nueva versión empieza como borrador con usted como autor; la versión publicada sigue vigente hasta que
              la nueva se apruebe.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form
              className="grid gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                setError(null);
                crear.mutate(cambios.trim(), {
                  onSuccess: (nuevo) => {
                    toast.success(`Versión ${nuevo.version_num} creada`);
                    void navigate(`/flujo-documental/creacion/${nuevo.id}`);
                  },
                  onError: (e) => setError(e.message),
                });
              }}
            >
              <Label htmlFor={id}>Resumen de cambios</Label>
              <Textarea
                id={id}
                rows={3}
                maxLength={2000}
                value={cambios}
                onChange={(event) => setCambios(event.target.value)}
                placeholder="Qué cambiará en la nueva versión"
              />
              {error && (
                <Alert variant="destructive">
                  <AlertCircleIcon aria-hidden="true" />
                  <AlertTitle className="line-clamp-none">{error}</AlertTitle>
                </Alert>
              )}
              <div className="flex justify-end">
                <Button type="submit" disabled={crear.isPending}>
                  {crear.isPending ? (
                    <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
                  ) : (
                    <FilePlus2Icon aria-hidden="true" />
                  )}
                  Crear nueva versión
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        <HistorialVersiones documentoId={flujo.documento.id} actualId={flujo.id} />
      </div>
      <DocumentoInfo flujo={flujo} />
    </div>
  );
}
