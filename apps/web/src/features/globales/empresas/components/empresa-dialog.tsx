import { useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CopyIcon, RefreshCwIcon } from 'lucide-react';
import { toast } from 'sonner';

import { formatRut } from '@atalaya/shared/rut';
import type { ViewModalProps } from '@/components/list-page/types';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { formatDateTime, formatNumber } from '@/lib/format';

import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { EstadoBadge } from '../../../../components/estado-badge';
import { actividadLabel, empresasKeys, getCreditos, regenerarToken, type Empresa } from '../api';
import { EmpresaLogo } from './empresa-logo';

/** The public whistleblower channel of a company (SPEC: /canal/{token}). */
export const canalUrl = (token: string) => `${window.location.origin}/canal/${token}`;

async function copiar(texto: string) {
  try {
    await navigator.clipboard.writeText(texto);
    toast.success('Enlace copiado');
  } catch {
    toast.error('No se pudo copiar: selecciónelo y cópielo manualmente.');
  }
}

function Creditos({ empresa }: { empresa: Empresa }) {
  const creditos = useQuery({
    queryKey: empresasKeys.creditos(empresa.id),
    queryFn: ({ signal }) => getCreditos(empresa.id, signal),
  });
  if (creditos.isPending) return <span className="text-muted-foreground">Cargando...</span>;
  if (creditos.isError) return <span className="text-destructive">No se pudieron cargar los créditos.</span>;
  const { creditos_disponibles, plan } = creditos.data;
  return (
    <span>
      <strong className="tabular-nums">{formatNumber(creditos_disponibles)}</strong> disponibles
      {plan && (
        <span className="text-muted-foreground">
          {' '}
          · el plan {plan.nombre} incluye {formatNumber(plan.creditos_incluidos)}
        </span>
      )}
    </span>
  );
}

/**
 * 'Ver' of a company: its data, the public channel link (copy, regenerate), due-diligence credits
 * and the logo upload. Changes made here update the dialog and reload the list.
 */
export function EmpresaDialog({ row, open, onOpenChange }: ViewModalProps<Empresa>) {
  const queryClient = useQueryClient();
  const [empresa, setEmpresa] = useState(row);
  const [confirmar, setConfirmar] = useState(false);
  const copiarRef = useRef<HTMLButtonElement>(null);
  const actualizada = (e: Empresa) => {
    setEmpresa(e);
    void queryClient.invalidateQueries({ queryKey: empresasKeys.lists() });
  };
  const regenerar = useMutation({
    mutationFn: () => regenerarToken(empresa.id),
    onSuccess: (e) => {
      actualizada(e);
      setConfirmar(false);
      toast.success('Enlace del canal regenerado');
    },
  });

  const enlace = canalUrl(empresa.token_canal);
  const items: Array<[string, ReactNode]> = [
    ['RUT', formatRut(empresa.rut)],
    ['Nombre de fantasía', empresa.nombre_fantasia || '—'],
    ['Actividad económica', empresa.actividad ? actividadLabel(empresa.actividad) : '—'],
    ['Dirección', empresa.direccion || '—'],
    ['Región', empresa.region?.nombre ?? '—'],
    ['Comuna', empresa.comuna?.nombre ?? '—'],
    ['Plan', empresa.plan?.nombre ?? '—'],
    ['Dominios de correo', empresa.dominios_correo.join(', ') || 'Sin restricción'],
    ['Usuarios', formatNumber(empresa.usuarios)],
    ['Créditos de due diligence', <Creditos key="creditos" empresa={empresa} />],
    ['Creada', formatDateTime(empresa.created_at)],
  ];

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
          // Focus 'Copiar', not the link's input (focusing it would select the whole link).
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            copiarRef.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{empresa.nombre}</DialogTitle>
            <DialogDescription className="flex items-center gap-2">
              Empresa <EstadoBadge activo={empresa.activa} feminine />
              {empresa.es_plataforma && <span>· Empresa de la plataforma</span>}
            </DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {items.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>

          <section aria-labelledby="canal-publico" className="grid gap-2 border-t pt-4">
            <h3 id="canal-publico" className="text-sm font-medium">
              Canal de denuncias público
            </h3>
            <div className="flex gap-2">
              <Input readOnly aria-label="Enlace del canal público" value={enlace} className="font-mono text-xs" />
              <Button ref={copiarRef} type="button" variant="outline" onClick={() => void copiar(enlace)}>
                <CopyIcon aria-hidden="true" />
                Copiar
              </Button>
            </div>
            <div>
              <Button type="button" variant="outline" size="sm" onClick={() => setConfirmar(true)}>
                <RefreshCwIcon aria-hidden="true" />
                Regenerar token
              </Button>
            </div>
          </section>

          <section aria-labelledby="logo-empresa" className="grid gap-2 border-t pt-4">
            <h3 id="logo-empresa" className="text-sm font-medium">
              Logo
            </h3>
            <EmpresaLogo empresa={empresa} onUploaded={actualizada} />
          </section>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={confirmar}
        onOpenChange={setConfirmar}
        title="¿Regenerar el enlace del canal?"
        description={
          <>
            Se generará un enlace nuevo para el canal de denuncias de {empresa.nombre}. El enlace actual dejará de
            funcionar de inmediato: actualícelo donde lo haya publicado (sitio web, intranet, afiches).
          </>
        }
        confirmLabel="Regenerar token"
        destructive
        pending={regenerar.isPending}
        onConfirm={() => regenerar.mutate()}
      />
    </>
  );
}
