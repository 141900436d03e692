import type { FieldPath } from 'react-hook-form';

import type { DueDiligenceCreate } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { normalizeRut } from '@atalaya/shared/rut';

import type { FormularioDueDiligence } from './form-schema';

/**
 * SPEC §3 creation payload from the form: priority 'standard', the other person type's fields
 * empty, and for a legal entity `empresa` set to its fantasy name.
 */
export function payloadDueDiligence(v: FormularioDueDiligence): DueDiligenceCreate {
  const comunes = {
    tipo_persona: v.type,
    tipo_de_reporte: v.reportType,
    rut: normalizeRut(v.rut),
    direccion: v.address,
    pais: v.country,
    sitio_web: v.website,
    empresa_id: Number(v.companyId),
    usuario_activo: Number(v.userId),
    prioridad: 'standard' as const,
  };
  if (v.type === 'natural') {
    return {
      ...comunes,
      nombre_completo: v.firstName,
      apellido_paterno: v.paternalLastName,
      apellido_materno: v.maternalLastName,
      razon_social: '',
      nombre_fantasia: '',
      representante: '',
      empresa: '',
      peps: [],
    };
  }
  return {
    ...comunes,
    nombre_completo: '',
    apellido_paterno: '',
    apellido_materno: '',
    razon_social: v.socialReason,
    nombre_fantasia: v.fantasyName,
    representante: v.representative,
    empresa: v.fantasyName,
    peps: v.peps.map((pep) => ({ rut: normalizeRut(pep.rut) })),
  };
}

const CAMPO_DEL_FORMULARIO: Record<string, FieldPath<FormularioDueDiligence>> = {
  tipo_persona: 'type',
  tipo_de_reporte: 'reportType',
  rut: 'rut',
  nombre_completo: 'firstName',
  apellido_paterno: 'paternalLastName',
  apellido_materno: 'maternalLastName',
  razon_social: 'socialReason',
  nombre_fantasia: 'fantasyName',
  representante: 'representative',
  direccion: 'address',
  pais: 'country',
  sitio_web: 'website',
  empresa_id: 'companyId',
  usuario_activo: 'userId',
};

/** The form field a server field error (payload name, e.g. 'razon_social' or 'peps.1.rut') belongs to. */
export function campoDelFormulario(campoPayload: string): FieldPath<FormularioDueDiligence> | null {
  const pep = /^peps\.(\d+)\.rut$/.exec(campoPayload);
  if (pep) return `peps.${Number(pep[1])}.rut`;
  return CAMPO_DEL_FORMULARIO[campoPayload] ?? null;
}
