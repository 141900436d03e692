import { useQueryClient } from '@tanstack/react-query';
import { CircleCheckIcon, CircleOffIcon } from 'lucide-react';

import { ListPage } from '@/components/list-page/list-page';
import type { ListEntity, ListFilter } from '@/components/list-page/types';
import { useRegiones } from '@/features/mi-empresa/centros/api';

import { useAccionesLote, type AccionLote } from '../plataforma-shared/acciones-lote';
import { ImportarBoton } from '../../../components/list-page/importar-boton';
import { plataformaOpcionesKeys, usePlanes } from '../plataforma-shared/opciones';
import { actualizarEmpresas, deleteEmpresa, empresasKeys, listEmpresas, type Empresa } from './api';
import { empresaColumns } from './components/empresa-columns';
import { EmpresaDialog } from './components/empresa-dialog';
import { EmpresaForm } from './components/empresa-form';

/** Headers of the import template, as POST /empresas/import reads them. */
const PLANTILLA = [
  'RUT',
  'Razón social',
  'Nombre de fantasía',
  'Actividad económica',
  'Dirección',
  'Región',
  'Comuna',
  'Plan',
  'Activa',
  'Créditos due diligence',
];
const EJEMPLO = [
  '76.111.222-8',
  'Constructora Andes SpA',
  'Andes',
  '620100',
  'Av. Providencia 1234',
  'Metropolitana de Santiago',
  'Providencia',
  'Empresa',
  'Sí',
  '',
];
const ENTITY: ListEntity = { singular: 'empresa', plural: 'empresas', feminine: true };

/** Globales → Empresas: the platform's companies (tenants), their plan, channel link and logo. */
export function EmpresasPage() {
  const queryClient = useQueryClient();
  const planes = usePlanes();
  const regiones = useRegiones();
  const activar = (activa: boolean): AccionLote<Empresa> => {
    const verbo = activa ? 'Activar' : 'Desactivar';
    return {
      label: verbo,
      icon: activa ? CircleCheckIcon : CircleOffIcon,
      titulo: (rows) => (rows.length > 1 ? `¿${verbo} ${rows.length} empresas?` : `¿${verbo} empresa?`),
      descripcion: (rows) =>
        `${rows.map((e) => e.nombre).join(', ')}: ` +
        (activa
          ? 'sus usuarios activos podrán volver a iniciar sesión.'
          : 'se cerrarán de inmediato las sesiones de todos sus usuarios y no podrán volver a iniciar sesión hasta que la empresa se active de nuevo.'),
      confirmar: verbo,
      destructive: !activa,
      ejecutar: async (rows) => {
        await actualizarEmpresas(
          rows.map((e) => e.id),
          { activa },
        );
        void queryClient.invalidateQueries({ queryKey: plataformaOpcionesKeys.empresas });
      },
      exito: ({ length: n }) =>
        `${n === 1 ? '1 empresa' : `${n} empresas`} ${activa ? 'activada' : 'desactivada'}${n === 1 ? '' : 's'}`,
    };
  };
  const lote = useAccionesLote([activar(true), activar(false)]);

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

  return (
    <>
      <ListPage<Empresa>
        title="Empresas"
        subtitle="Empresas de la plataforma: plan, estado, canal de denuncias y créditos."
        entity={ENTITY}
        columns={empresaColumns}
        queryKey={empresasKeys.lists()}
        fetchPage={listEmpresas}
        rowLabel={(e) => e.nombre}
        search={{ placeholder: 'Buscar por razón social, nombre de fantasía o RUT' }}
        filters={filters}
        refreshable
        exportFileName="empresas"
        headerActions={
          <ImportarBoton
            title="Importar empresas"
            endpoint="/empresas/import"
            entity={ENTITY}
            templateColumns={PLANTILLA}
            templateExample={EJEMPLO}
            // empresasKeys.all also covers the company pickers (plataformaOpcionesKeys.empresas).
            onDone={() => void queryClient.invalidateQueries({ queryKey: empresasKeys.all })}
          />
        }
        renderCreate={(props) => <EmpresaForm {...props} />}
        renderEdit={(props) => <EmpresaForm {...props} />}
        renderView={(props) => <EmpresaDialog {...props} />}
        onDelete={(row) => deleteEmpresa(row.id)}
        bulkActions={lote.bulkActions}
      />
      {lote.dialog}
    </>
  );
}
