import { useQuery } from '@tanstack/react-query';

import type { Centro, Departamento, Proceso, Trabajador } from '@atalaya/shared/contracts/mi-empresa/empresa';
import type { ListPageResult } from '@/components/list-page/types';
import { apiGet } from '@/lib/api';

/** Option lists shared by the Mi Empresa screens (form selects and list filters). */
export const opcionesKeys = {
  departamentos: ['departamentos', 'opciones'] as const,
  centros: ['centros', 'opciones'] as const,
  trabajadores: ['trabajadores', 'opciones'] as const,
  procesos: ['procesos', 'opciones'] as const,
};

/** Departamentos of the company, for the form's select and the list filter. */
export function useDepartamentos() {
  return useQuery({
    queryKey: opcionesKeys.departamentos,
    queryFn: ({ signal }) => apiGet<ListPageResult<Departamento>>('/departamentos/?limit=100', { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
  });
}

/** Centros of the company, for the form's select and the list filter. */
export function useCentros() {
  return useQuery({
    queryKey: opcionesKeys.centros,
    queryFn: ({ signal }) => apiGet<ListPageResult<Centro>>('/centros/?limit=100', { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
  });
}

/** Trabajadores of the company, for "responsable" selects. */
export function useTrabajadores() {
  return useQuery({
    queryKey: opcionesKeys.trabajadores,
    queryFn: ({ signal }) => apiGet<ListPageResult<Trabajador>>('/trabajadores/?limit=100', { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
  });
}

/** Procesos of the company, for the risks' select and list filter. */
export function useProcesos() {
  return useQuery({
    queryKey: opcionesKeys.procesos,
    queryFn: ({ signal }) => apiGet<ListPageResult<Proceso>>('/proceso/?limit=100', { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
  });
}

/** The company's trabajadores as "responsable" select options ('Nombres Paterno Materno'). */
export function useResponsableOptions() {
  const trabajadores = useTrabajadores();
  return (trabajadores.data ?? []).map((t) => ({
    value: String(t.id),
    label: [t.nombres, t.apellido_paterno, t.apellido_materno].filter(Boolean).join(' '),
  }));
}
