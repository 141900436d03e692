import type { z } from 'zod';

import {
  temporalUpdateSchema,
  type DueDiligenceDetalle,
  type PerfilDueDiligence,
  type TemporalUpdate,
} from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { formatRut, normalizeRut } from '@atalaya/shared/rut';

import { nombreSujeto } from '../detalle/sujeto';
import { GRUPOS_SOCIEDAD } from '../readonly/secciones';

/**
 * The analyst's form: the PUT body (temporalUpdateSchema, which refuses invalid RUTs); sociedades'
 * RUTs are shown formatted and sent normalized.
 */
export const temporalFormSchema = temporalUpdateSchema.transform((v) => ({
  ...v,
  perfil: {
    ...v.perfil,
    rut: v.perfil.rut ? normalizeRut(v.perfil.rut) : '',
    sociedades: Object.fromEntries(
      GRUPOS_SOCIEDAD.map((g) => [
        g.clave,
        v.perfil.sociedades[g.clave].map((p) => ({ ...p, rut: p.rut ? normalizeRut(p.rut) : '' })),
      ]),
    ) as PerfilDueDiligence['sociedades'],
  },
}));

export type TemporalFormValues = TemporalUpdate;
export type TemporalFormOutput = z.output<typeof temporalFormSchema>;

const fechaVacia = () => ({ dia: '', mes: '', anio: '' });
const causaVacia = () => ({ total: 0, archivo: null });
const cuentaVacia = () => ({ account: '', exists: false });

export const personaVacia = (): NonNullable<PerfilDueDiligence['persona']> => ({
  nombres: '',
  apellido_paterno: '',
  apellido_materno: '',
  fecha_nacimiento: '',
  genero: '',
  nacionalidad: '',
  estado_civil: '',
  profesion: '',
  direccion: '',
  comuna: '',
  region: '',
  fallecido: false,
});

/** A profile to start from when the job left none (e.g. it failed before gathering it). */
export function perfilVacio(d: DueDiligenceDetalle): PerfilDueDiligence {
  return {
    tipo: d.tipo_persona,
    nombre: d.tipo_persona === 'juridica' ? d.nombre_fantasia : nombreSujeto(d),
    razon_social: d.razon_social,
    rut: d.rut,
    fecha_constitucion: fechaVacia(),
    fecha_de_inicio_de_actividad: fechaVacia(),
    actividad_economica: '',
    persona: null,
    sociedades: { socios: [], representante_legal: [], beneficiarios: [] },
    situacion_financiera: {
      vehiculos: { cantidad: 0 },
      propiedades: { cantidad: 0, avaluo: 0 },
      documentos_impagos: { cantidad: 0, monto: 0, desglose: [] },
      tipo_de_empresa: '',
    },
    situacion_pep_soe_listas_internacionales: { pep: false, soe: { content: '' }, listado: { content: '' } },
    relacion_con_el_cliente: { nombre_cliente_solicitante: d.empresa_nombre, data: '' },
    causas: {
      total: 0,
      exists: false,
      detalles: { civil: causaVacia(), laboral: causaVacia(), penal: causaVacia(), cobranza: causaVacia() },
    },
    medios_y_redes_sociales: {
      facebook: cuentaVacia(),
      instagram: cuentaVacia(),
      linkedin: cuentaVacia(),
      x: cuentaVacia(),
      medios: { content: '' },
    },
  };
}

/** The form's starting values: the stored profile (or an empty one) and the current judgement. */
export function valoresIniciales(d: DueDiligenceDetalle): TemporalFormValues {
  const perfil = d.perfil ?? perfilVacio(d);
  return {
    perfil: {
      ...perfil,
      persona: perfil.tipo === 'natural' ? (perfil.persona ?? personaVacia()) : perfil.persona,
      rut: perfil.rut ? formatRut(perfil.rut) : '',
      sociedades: Object.fromEntries(
        GRUPOS_SOCIEDAD.map((g) => [
          g.clave,
          perfil.sociedades[g.clave].map((p) => ({ ...p, rut: p.rut ? formatRut(p.rut) : '' })),
        ]),
      ) as PerfilDueDiligence['sociedades'],
    },
    // No level yet: the select starts empty and the schema asks for one.
    nivel_riesgo: d.nivel_riesgo ?? ('' as TemporalFormValues['nivel_riesgo']),
    razones_riesgo: d.razones_riesgo,
    is_pep: d.is_pep,
    listas_internacionales: d.listas_internacionales,
  };
}
