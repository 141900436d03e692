import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AlertCircleIcon, CheckIcon, LoaderCircleIcon, MessageSquareIcon, XIcon } from 'lucide-react';
import { toast } from 'sonner';

import type { Flujo } from '@atalaya/shared/contracts/documentos';
import { FASE_ETIQUETAS, type Fase } from '@atalaya/shared/phases';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSessionUser } from '@/shell/session';

import { useTransicion } from '../api';
import { accionDeFase, nombrePersona } from '../fase';
import { CicloVidaLista } from './ciclo-vida-lista';
import { DocumentoInfo } from './documento-info';
import { FlujoPagina } from './flujo-pagina';
import { RechazoDialog } from './rechazo-dialog';
import { ArchivosFlujo } from './archivos-flujo';

export type Etapa = 'revision' | 'publicacion';

const ETAPAS: Record<
  Etapa,
  { titulo: string; fase: Fase; aprobar: Fase; rol: 'revisor' | 'aprobador'; exito: string; rechazo: string }
> = {
  revision: {
    titulo: 'Revisión de documento',
    fase: 'revision',
    aprobar: 'en_aprobacion',
    rol: 'revisor',
    exito: 'Revisión aprobada: el documento pasó a aprobación',
    rechazo: 'Rechazar revisión',
  },
  publicacion: {
    titulo: 'Aprobación de publicación',
    fase: 'en_aprobacion',
    aprobar: 'publicacion',
    rol: 'aprobador',
    exito: 'Documento aprobado y publicado',
    rechazo: 'Rechazar publicación',
  },
};

/** aprobar-revision/{id} and aprobar-publicacion/{id}: see the file, then approve or reject with a comment. */
export function DecisionFlujoPage({ etapa }: { etapa: Etapa }) {
  const config = ETAPAS[etapa];
  return (
    <FlujoPagina
      titulo={config.titulo}
      acciones={(flujo) => (
        <Button asChild variant="outline">
          <Link to={`/flujo-documental/comentarios/${flujo.id}`}>
            <MessageSquareIcon aria-hidden="true" />
            Comentarios
          </Link>
        </Button>
      )}
    >
      {(flujo) => <Decision flujo={flujo} etapa={etapa} />}
    </FlujoPagina>
  );
}

function Decision({ flujo, etapa }: { flujo: Flujo; etapa: Etapa }) {
  const config = ETAPAS[etapa];
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid content-start gap-6">
        <ArchivosFlujo flujoId={flujo.id} />
      </div>
      <div className="grid content-start gap-6">
        {flujo.fase === config.fase ? <PanelDecision flujo={flujo} etapa={etapa} /> : <FueraDeEtapa flujo={flujo} />}
        <DocumentoInfo flujo={flujo} />
        <CicloVidaLista flujoId={flujo.id} />
      </div>
    </div>
  );
}

function FueraDeEtapa({ flujo }: { flujo: Flujo }) {
  const accion = accionDeFase(flujo.fase, flujo.id);
  return (
    <Alert>
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle className="line-clamp-none">
        Este documento está en «{FASE_ETIQUETAS[flujo.fase]}»: no hay una decisión pendiente aquí.
      </AlertTitle>
      <AlertDescription>
        <Link to={accion.ruta} className="underline underline-offset-4">
          Ir al documento
        </Link>
      </AlertDescription>
    </Alert>
  );
}

function PanelDecision({ flujo, etapa }: { flujo: Flujo; etapa: Etapa }) {
  const config = ETAPAS[etapa];
  const user = useSessionUser();
  const navigate = useNavigate();
  const transicion = useTransicion(flujo.id);
  const [rechazando, setRechazando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const asignado = config.rol === 'revisor' ? flujo.revisor : flujo.aprobador;
  const esAsignado = asignado?.id === user.id && flujo.autor?.id !== user.id;

  const decidir = (fase: Fase, comentario?: string) => {
    setError(null);
    transicion.mutate(
      { fase, comentario },
      {
        onSuccess: () => {
          setRechazando(false);
          toast.success(fase === 'rechazado' ? 'Documento rechazado y devuelto a su autor' : config.exito);
          void navigate('/flujo-documental/mis-flujos');
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <Card className="gap-4 border-primary/40">
      <CardHeader>
        <CardTitle>Decisión</CardTitle>
        <CardDescription>
          {config.rol === 'revisor' ? 'Revisor asignado' : 'Aprobador asignado'}: {nombrePersona(asignado)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!esAsignado && (
          <p className="text-sm text-muted-foreground">
            {flujo.autor?.id === user.id
              ? 'Usted es el autor de esta versión: no puede revisarla ni aprobarla.'
              : `Solo el ${config.rol} asignado puede aprobar o rechazar.`}
          </p>
        )}
        {error && !rechazando && (
          <Alert variant="destructive">
            <AlertCircleIcon aria-hidden="true" />
            <AlertTitle className="line-clamp-none">{error}</AlertTitle>
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="success"
            disabled={!esAsignado || transicion.isPending}
            onClick={() => decidir(config.aprobar)}
          >
            {transicion.isPending && transicion.variables?.fase === config.aprobar ? (
              <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
            ) : (
              <CheckIcon aria-hidden="true" />
            )}
            Aprobar
          </Button>
          <Button
            variant="destructive"
            disabled={!esAsignado || transicion.isPending}
            onClick={() => {
              setError(null);
              setRechazando(true);
            }}
          >
            <XIcon aria-hidden="true" />
            Rechazar
          </Button>
        </div>
      </CardContent>
      {rechazando && (
        <RechazoDialog
          open={rechazando}
          onOpenChange={setRechazando}
          titulo={config.rechazo}
          pending={transicion.isPending}
          error={error}
          onConfirm={(comentario) => decidir('rechazado', comentario)}
        />
      )}
    </Card>
  );
}
