import { useQuery } from '@tanstack/react-query';

import type { Empresa } from '@atalaya/shared/contracts/globales/empresas';
import type { Plan } from '@atalaya/shared/contracts/globales/planes';
import type { ListPageResult } from '@/components/list-page/types';
import { formatRut } from '@atalaya/shared/rut';
import { apiGet } from '@/lib/api';

/** Option lists shared by the Globales platform screens (empresas, usuarios, planes). */
export const plataformaOpcionesKeys = {
  planes: ['planes', 'opciones'] as const,
  empresas: ['empresas', 'opciones'] as const,
  /** The company comboboxes (the typed text is appended). */
  busquedaEmpresas: ['empresas', 'opciones', 'busqueda'] as const,
};

/** SPEC §9: the plans fit in one page (GET /planes/?skip=0&limit=99). */
export function fetchPlanes(signal?: AbortSignal) {
  return apiGet<ListPageResult<Plan>>('/planes/?skip=0&limit=99', { signal });
}

/** Every plan, for the company form's select and the companies' filter. */
export function usePlanes() {
  return useQuery({
    queryKey: plataformaOpcionesKeys.planes,
    queryFn: ({ signal }) => fetchPlanes(signal),
    select: (r) => r.data,
    staleTime: 60_000,
  });
}

export interface EmpresaOpcion {
  value: string;
  label: string;
  es_plataforma: boolean;
}

export const empresaOpcion = (e: Pick<Empresa, 'id' | 'nombre' | 'rut' | 'es_plataforma'>): EmpresaOpcion => ({
  value: String(e.id),
  label: `${e.nombre} (${formatRut(e.rut)})`,
  es_plataforma: e.es_plataforma,
});

/** GET /empresas/?q: the companies matching what was typed, for the company comboboxes. */
export async function loadEmpresasOpciones(q: string, signal?: AbortSignal): Promise<EmpresaOpcion[]> {
  const query = new URLSearchParams({ skip: '0', limit: '20' });
  if (q) query.set('q', q);
  const page = await apiGet<ListPageResult<Empresa>>(`/empresas/?${query}`, { signal });
  return page.data.map(empresaOpcion);
}

/** The first 100 companies, for the users' list filter (its chip needs the company's name). */
export function useEmpresas() {
  return useQuery({
    queryKey: plataformaOpcionesKeys.empresas,
    queryFn: ({ signal }) => apiGet<ListPageResult<Empresa>>('/empresas/?skip=0&limit=100', { signal }),
    select: (r) => r.data,
    staleTime: 60_000,
  });
}
