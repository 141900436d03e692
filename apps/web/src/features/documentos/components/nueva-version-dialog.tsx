import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { ACCION_DE_FASE } from '@atalaya/shared/phases';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

import { crearNuevaVersion, documentosKeys, publicadosKeys, type Documento } from '../api';

const MAX_CAMBIOS = 2000;

/**
 * Opens the next version of a published document (POST /documentos/{id}/nueva-version) and goes
 * to its upload page; the version in force stays published until the new one is approved.
 */
export function NuevaVersionDialog({
  documento,
  open,
  onOpenChange,
}: {
  documento: Documento;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [cambios, setCambios] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const crear = useMutation({
    mutationFn: () => crearNuevaVersion(documento.id, cambios.trim()),
    onSuccess: (flujo) => {
      void queryClient.invalidateQueries({ queryKey: documentosKeys.all });
      void queryClient.invalidateQueries({ queryKey: publicadosKeys.all });
      void navigate(ACCION_DE_FASE.borrador.ruta(flujo.id));
    },
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !crear.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nueva versión</DialogTitle>
          <DialogDescription>
            Se abrirá la versión v{documento.version_actual + 1} de «{documento.nombre_documento}» en borrador. La
            versión v{documento.version_actual} sigue vigente hasta que la nueva se publique.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            crear.mutate();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={id}>Resumen de cambios</Label>
            <Textarea
              id={id}
              rows={3}
              maxLength={MAX_CAMBIOS}
              value={cambios}
              onChange={(e) => setCambios(e.target.value)}
              placeholder="Qué cambia respecto de la versión vigente (opcional)"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={crear.isPending} onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={crear.isPending} aria-busy={crear.isPending}>
              {crear.isPending ? 'Creando...' : 'Crear versión'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
