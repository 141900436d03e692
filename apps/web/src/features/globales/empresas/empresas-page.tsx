import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon, CircleOffIcon } from 'lucide-react';
import { toast } from 'sonner';

import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';
import { useRegiones } from '@/features/mi-empresa/centros/api';

import { ConfirmDialog } from '../plataforma-shared/confirm-dialog';
import { plataformaOpcionesKeys, usePlanes } from '../plataforma-shared/opciones';
import { actualizarEmpresas, deleteEmpresa, empresasKeys, listEmpresas, type Empresa } from './api';
import { empresaColumns } from './components/empresa-columns';
import { EmpresaDialog } from './components/empresa-dialog';
import { EmpresaForm } from './components/empresa-form';

type Lote = { activa: boolean; empresas: Empresa[] };

/** Globales → Empresas: the platform's companies (tenants), their plan, channel link and logo. */
export function EmpresasPage() {
  const queryClient = useQueryClient();
  const planes = usePlanes();
  const regiones = useRegiones();
  const [lote, setLote] = useState<Lote | null>(null);
  const [pending, setPending] = useState(false);
  // The list runs a bulk action as a mutation: it waits here until the dialog is answered.
  const answer = useRef<{ resolve: () => void; reject: (e: unknown) => void } | null>(null);

  const pedirConfirmacion = (activa: boolean, empresas: Empresa[]) =>
    new Promise<void>((resolve, reject) => {
      answer.current = { resolve, reject };
      setLote({ activa, empresas });
    });
  const cerrar = () => {
    answer.current?.resolve();
    answer.current = null;
    setLote(null);
  };
  const confirmar = async () => {
    if (!lote) return;
    setPending(true);
    try {
      await actualizarEmpresas(
        lote.empresas.map((e) => e.id),
        { activa: lote.activa },
      );
      const n = lote.empresas.length;
      toast.success(
        lote.activa
          ? `${n === 1 ? '1 empresa activada' : `${n} empresas activadas`}`
          : `${n === 1 ? '1 empresa desactivada' : `${n} empresas desactivadas`}`,
      );
      void queryClient.invalidateQueries({ queryKey: plataformaOpcionesKeys.empresas });
      cerrar();
    } catch (error) {
      answer.current?.reject(error);
      answer.current = null;
      setLote(null);
    } finally {
      setPending(false);
    }
  };

  const filters: ListFilter[] = [
    {
      id: 'plan_id',
      label: 'Plan',
      type: 'select',
      options: (planes.data ?? []).map((p) => ({ value: String(p.id), label: p.nombre })),
    },
    {
      id: 'activa',
      label: 'Estado',
      type: 'select',
      options: [
        { value: 'true', label: 'Activa' },
        { value: 'false', label: 'Inactiva' },
      ],
    },
    {
      id: 'region_codigo',
      label: 'Región',
      type: 'select',
      options: (regiones.data ?? []).map((r) => ({ value: r.codigo, label: r.nombre })),
    },
  ];

  const nombres = lote?.empresas.map((e) => e.nombre).join(', ') ?? '';
  const varias = (lote?.empresas.length ?? 0) > 1;

  return (
    <>
      <ListPage<Empresa>
        title="Empresas"
        subtitle="Empresas de la plataforma: plan, estado, canal de denuncias y créditos."
        entity={{ singular: 'empresa', plural: 'empresas', feminine: true }}
        columns={empresaColumns}
        queryKey={empresasKeys.lists()}
        fetchPage={listEmpresas}
        rowLabel={(e) => e.nombre}
        search={{ placeholder: 'Buscar por razón social, nombre de fantasía o RUT' }}
        filters={filters}
        refreshable
        exportFileName="empresas"
        renderCreate={(props) => <EmpresaForm {...props} />}
        renderEdit={(props) => <EmpresaForm {...props} />}
        renderView={(props) => <EmpresaDialog {...props} />}
        onDelete={(row) => deleteEmpresa(row.id)}
        bulkActions={[
          { label: 'Activar', icon: CircleCheckIcon, onRun: (rows) => pedirConfirmacion(true, rows) },
          { label: 'Desactivar', icon: CircleOffIcon, onRun: (rows) => pedirConfirmacion(false, rows) },
        ]}
      />
      <ConfirmDialog
        open={lote !== null}
        onOpenChange={(open) => !open && cerrar()}
        title={
          lote?.activa
            ? varias
              ? `¿Activar ${lote.empresas.length} empresas?`
              : '¿Activar empresa?'
            : varias
              ? `¿Desactivar ${lote?.empresas.length} empresas?`
              : '¿Desactivar empresa?'
        }
        description={
          lote?.activa
            ? `${nombres}: sus usuarios activos podrán volver a iniciar sesión.`
            : `${nombres}: se cerrarán de inmediato las sesiones de todos sus usuarios y no podrán volver a iniciar sesión hasta que la empresa se active de nuevo.`
        }
        confirmLabel={lote?.activa ? 'Activar' : 'Desactivar'}
        destructive={!lote?.activa}
        pending={pending}
        onConfirm={() => void confirmar()}
      />
    </>
  );
}
