import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { ROLES } from '@atalaya/shared/roles';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter } from '@/components/list-page/types';
import { Combobox } from '@/components/ui/combobox';
import { useAccionesUsuario } from '@/features/mi-empresa/usuarios/components/usuario-acciones';
import { nombreUsuario, rolLabel } from '@/features/mi-empresa/usuarios/components/usuario-columns';

import {
  empresaOpcion,
  loadEmpresasOpciones,
  plataformaOpcionesKeys,
  useEmpresas,
  type EmpresaOpcion,
} from '../plataforma-shared/opciones';
import { siNoOptions } from '../comun/fields';
import {
  activarUsuarioGlobal,
  desactivarUsuarioGlobal,
  listUsuariosGlobales,
  reenviarInvitacionGlobal,
  restablecerClaveGlobal,
  usuariosGlobalesKeys,
  type UsuarioGlobal,
} from './api';
import { usuarioGlobalColumns } from './components/usuario-global-columns';
import { UsuarioGlobalDialog } from './components/usuario-global-dialog';
import { UsuarioGlobalCreateForm, UsuarioGlobalEditForm } from './components/usuario-global-form';

/** The company filter as a searchable combobox beside the header (it writes the list's URL filter). */
function EmpresaFiltro({
  options,
  onChosen,
}: {
  options: EmpresaOpcion[];
  onChosen: (o: EmpresaOpcion | null) => void;
}) {
  const [params, setParams] = useSearchParams();
  const value = params.get('empresa_id');
  return (
    <Combobox
      aria-label="Filtrar por empresa"
      className="w-64"
      value={value}
      selectedLabel={options.find((o) => o.value === value)?.label}
      onChange={(option) => {
        onChosen(option);
        setParams((previous) => {
          const next = new URLSearchParams(previous);
          next.delete('page');
          if (option) next.set('empresa_id', option.value);
          else next.delete('empresa_id');
          return next;
        });
      }}
      loadOptions={loadEmpresasOpciones}
      queryKey={plataformaOpcionesKeys.busquedaEmpresas}
      placeholder="Todas las empresas"
      searchPlaceholder="Razón social o RUT"
      emptyText="No hay empresas con ese texto."
      clearLabel="Todas las empresas"
    />
  );
}

/** Globales → Usuarios: the accounts of every company, their roles and access. */
export function UsuariosGlobalesPage() {
  const empresas = useEmpresas();
  const [elegida, setElegida] = useState<EmpresaOpcion | null>(null);
  const acciones = useAccionesUsuario<UsuarioGlobal>({
    api: {
      desactivar: desactivarUsuarioGlobal,
      activar: activarUsuarioGlobal,
      restablecer: restablecerClaveGlobal,
      reenviar: reenviarInvitacionGlobal,
    },
    listKey: usuariosGlobalesKeys.lists(),
    quien: (u) => `${nombreUsuario(u)} (${u.email}, ${u.empresa.nombre})`,
    ambito: 'plataforma',
  });

  // The chip needs the company's name: the first companies, plus one chosen by searching.
  const empresaOptions = (empresas.data ?? []).map(empresaOpcion);
  if (elegida && !empresaOptions.some((o) => o.value === elegida.value)) empresaOptions.push(elegida);
  const filters: ListFilter[] = [
    { id: 'empresa_id', label: 'Empresa', type: 'select', options: empresaOptions },
    { id: 'rol', label: 'Rol', type: 'select', options: ROLES.map((r) => ({ value: r, label: rolLabel(r) })) },
    { id: 'activo', label: 'Estado', type: 'select', options: siNoOptions('Activo', 'Inactivo') },
  ];

  return (
    <>
      <ListPage<UsuarioGlobal>
        title="Usuarios"
        subtitle="Cuentas de todas las empresas: roles, acceso y contraseñas."
        entity={{ singular: 'usuario', plural: 'usuarios' }}
        defaultSort={{ id: 'nombre', desc: false }}
        columns={usuarioGlobalColumns}
        queryKey={usuariosGlobalesKeys.lists()}
        fetchPage={listUsuariosGlobales}
        rowLabel={nombreUsuario}
        search={{ placeholder: 'Buscar por nombre o correo' }}
        filters={filters}
        refreshable
        exportFileName="usuarios"
        headerActions={<EmpresaFiltro options={empresaOptions} onChosen={setElegida} />}
        renderCreate={(props) => <UsuarioGlobalCreateForm {...props} />}
        renderEdit={(props) => <UsuarioGlobalEditForm {...props} />}
        renderView={(props) => <UsuarioGlobalDialog {...props} />}
        rowActions={acciones.rowActions}
      />
      {acciones.dialogs}
    </>
  );
}
