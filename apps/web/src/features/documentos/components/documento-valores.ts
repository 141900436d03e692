import { toId } from '@/components/forms/fields';
import { z } from 'zod';

import {
  codigoDocumentoPorDefecto,
  documentoInputSchema,
  VIGENCIA_POR_DEFECTO,
  type Documento,
  type DocumentoInput,
} from '@atalaya/shared/contracts/documentos';

const contrato = documentoInputSchema.shape;

/**
 * The API's schema (same Spanish messages) with the selects as form strings ('' = none); the
 * contract's cross-field rules (revisor ≠ aprobador) run on the payload and land on their field.
 */
export const documentoFormSchema = z
  .object({
    nombre_documento: contrato.nombre_documento,
    codigo: contrato.codigo,
    vigencia: contrato.vigencia,
    motivo_solicitud: contrato.motivo_solicitud,
    workflow_enabled: contrato.workflow_enabled,
    proceso_id: z.string(),
    requisito_ids: z.array(z.string()),
    riesgo_ids: z.array(z.string()),
    solicitante_id: z.string(),
    revisor_id: z.string(),
    aprobador_id: z.string(),
  })
  .superRefine((values, ctx) => {
    const result = documentoInputSchema.safeParse(toDocumentoBody(values));
    for (const issue of result.error?.issues ?? []) {
      if (issue.code === 'custom') ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
export type DocumentoFormInput = z.input<typeof documentoFormSchema>;
export type DocumentoFormOutput = z.output<typeof documentoFormSchema>;

/** The form's values as the body of POST /documentos/ or PUT /documentos/{id}. */
export function toDocumentoBody(values: DocumentoFormOutput): DocumentoInput {
  return {
    ...values,
    proceso_id: toId(values.proceso_id),
    requisito_ids: values.requisito_ids.map(Number),
    riesgo_ids: values.riesgo_ids.map(Number),
    solicitante_id: toId(values.solicitante_id),
    revisor_id: toId(values.revisor_id),
    aprobador_id: toId(values.aprobador_id),
  };
}

const idString = (id: number | null | undefined) => (id ? String(id) : '');

/** A document's values, or a new one's: code 'DOC-' + timestamp, 365 days, approval flow on (SPEC §9). */
export function documentoDefaults(row?: Documento): DocumentoFormInput {
  return {
    nombre_documento: row?.nombre_documento ?? '',
    codigo: row?.codigo ?? codigoDocumentoPorDefecto(),
    vigencia: row?.vigencia ?? VIGENCIA_POR_DEFECTO,
    motivo_solicitud: row?.motivo_solicitud ?? '',
    workflow_enabled: row?.workflow_enabled ?? true,
    proceso_id: idString(row?.proceso_id),
    requisito_ids: (row?.requisitos ?? []).map((r) => String(r.id)),
    riesgo_ids: (row?.riesgos ?? []).map((r) => String(r.id)),
    solicitante_id: idString(row?.solicitante_id),
    revisor_id: idString(row?.revisor_id),
    aprobador_id: idString(row?.aprobador_id),
  };
}
