import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import type {
  ArchivoDueDiligence,
  DueDiligenceDetalle,
  dueDiligenceUpdateSchema,
  FILE_TYPES_DD,
  TemporalUpdate,
} from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { postMultipart } from '@/lib/multipart';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';

import { dueDiligenceKeys } from './api';

/**
 * The analysts' calls on one request (issue 7 §4): the temporal profile, the identity edit,
 * publishing and the files. The company-side detail, lists and dashboard are in `api.ts`.
 */

export type FileTypeDueDiligence = (typeof FILE_TYPES_DD)[number];
export type DueDiligenceUpdate = z.input<typeof dueDiligenceUpdateSchema>;

export const temporalKeys = {
  /** Under `dueDiligenceKeys.all`: invalidating every request reloads it too. */
  temporal: (id: number) => [...dueDiligenceKeys.all, 'temporal', id] as const,
};

/** GET /due-diligence/temporal/{id}: the request with its profile as the analyst left it. */
export function useTemporal(id: number) {
  return useQuery({
    queryKey: temporalKeys.temporal(id),
    queryFn: ({ signal }) => apiGet<DueDiligenceDetalle>(`/due-diligence/temporal/${id}`, { signal }),
    enabled: id > 0,
    // The form is filled once from it: a refetch on focus would not reach the form anyway.
    refetchOnWindowFocus: false,
  });
}

export const guardarTemporal = (id: number, body: TemporalUpdate) =>
  apiPut<DueDiligenceDetalle>(`/due-diligence/temporal/${id}`, body);

/** PUT /due-diligence/{id}: the request's identity fields. */
export const actualizarDueDiligence = (id: number, body: DueDiligenceUpdate) =>
  apiPut<DueDiligenceDetalle>(`/due-diligence/${id}`, body);

/** POST /due-diligence/{id}/publicar: en_revision → terminado; the client can read the report. */
export const publicarDueDiligence = (id: number) => apiPost<DueDiligenceDetalle>(`/due-diligence/${id}/publicar`);

/** POST /due-diligence/files/{id} (multipart `file`, `file_type`), with upload progress. */
export const subirArchivoDueDiligence = (
  id: number,
  fileType: FileTypeDueDiligence,
  archivo: File,
  onProgress?: (porcentaje: number) => void,
) =>
  postMultipart<ArchivoDueDiligence>(
    `/due-diligence/files/${id}`,
    () => {
      const body = new FormData();
      body.append('file_type', fileType);
      body.append('file', archivo, archivo.name);
      return body;
    },
    'Error subiendo el archivo',
    onProgress,
  );

export const eliminarArchivoDueDiligence = (id: number, archivoId: number) =>
  apiDelete<unknown>(`/due-diligence/files/${id}/${archivoId}`);

/** The report as an HTML page, opened in a new tab. */
export const urlReportePreview = (id: number) => `/api/v1/due-diligence/${id}/report/preview`;
