import { z } from 'zod';

import {
  esSitioWebValido,
  MENSAJE_RUT_INVALIDO,
  MENSAJE_RUT_OBLIGATORIO,
  MENSAJE_SITIO_WEB,
} from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { TIPOS_PERSONA, TIPOS_REPORTE } from '@atalaya/shared/due-diligence';
import { isValidRut } from '@atalaya/shared/rut';

/** SPEC §5 messages of the create form. */
export const MENSAJES_FORMULARIO = {
  rut: MENSAJE_RUT_INVALIDO,
  rutObligatorio: MENSAJE_RUT_OBLIGATORIO,
  firstName: 'El nombre es obligatorio',
  paternalLastName: 'El apellido paterno es obligatorio',
  maternalLastName: 'El apellido materno es obligatorio',
  socialReason: 'La razón social es obligatoria',
  fantasyName: 'El nombre de fantasía es obligatorio',
  representative: 'El representante es obligatorio',
  pepRut: MENSAJE_RUT_OBLIGATORIO,
  companyId: 'La empresa es obligatoria.',
  userId: 'El usuario es obligatorio.',
  website: MENSAJE_SITIO_WEB,
} as const;

const texto = z.string().trim();

/**
 * The create form of SPEC §5 with its field names. Which names are required depends on `type`;
 * the other type's fields are ignored (the payload sends them empty).
 */
export const formularioDueDiligenceSchema = z
  .object({
    type: z.enum(TIPOS_PERSONA),
    reportType: z.enum(TIPOS_REPORTE),
    // No `abort` on the empty RUT: an aborting issue would skip the superRefine below, and an
    // empty submit would then not say which names are missing (issue 25 §4).
    rut: texto
      .min(1, { error: MENSAJES_FORMULARIO.rutObligatorio })
      .refine((rut) => rut === '' || isValidRut(rut), { error: MENSAJES_FORMULARIO.rut }),
    firstName: texto,
    paternalLastName: texto,
    maternalLastName: texto,
    socialReason: texto,
    fantasyName: texto,
    representative: texto,
    peps: z.array(z.object({ rut: texto })),
    address: texto,
    country: texto,
    website: texto.refine(esSitioWebValido, { error: MENSAJES_FORMULARIO.website }),
    companyId: texto.min(1, { error: MENSAJES_FORMULARIO.companyId }),
    userId: texto.min(1, { error: MENSAJES_FORMULARIO.userId }),
  })
  .superRefine((v, ctx) => {
    const requerir = (campo: keyof typeof MENSAJES_FORMULARIO & keyof typeof v) => {
      if (!v[campo]) ctx.addIssue({ code: 'custom', path: [campo], message: MENSAJES_FORMULARIO[campo] });
    };
    if (v.type === 'natural') {
      requerir('firstName');
      requerir('paternalLastName');
      requerir('maternalLastName');
      return;
    }
    requerir('socialReason');
    requerir('fantasyName');
    requerir('representative');
    v.peps.forEach((pep, i) => {
      const path = ['peps', i, 'rut'];
      if (!pep.rut) ctx.addIssue({ code: 'custom', path, message: MENSAJES_FORMULARIO.pepRut });
      else if (!isValidRut(pep.rut)) ctx.addIssue({ code: 'custom', path, message: MENSAJES_FORMULARIO.rut });
    });
  });

export type FormularioDueDiligence = z.infer<typeof formularioDueDiligenceSchema>;

/** SPEC §5 defaults: natural person, lite report, everything else empty. */
export function valoresIniciales({ companyId, userId }: { companyId: string; userId: string }): FormularioDueDiligence {
  return {
    type: 'natural',
    reportType: 'lite',
    rut: '',
    firstName: '',
    paternalLastName: '',
    maternalLastName: '',
    socialReason: '',
    fantasyName: '',
    representative: '',
    peps: [],
    address: '',
    country: '',
    website: '',
    companyId,
    userId,
  };
}
