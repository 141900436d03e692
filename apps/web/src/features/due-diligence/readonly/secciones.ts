/**
 * SPEC §3 company-profile sections, in the order the report, the PEP page and the analyst's form
 * all use. The ids are the anchors of the section navigation.
 */
export const SECCIONES_PERFIL = [
  { id: 'identidad', titulo: 'Identidad' },
  { id: 'sociedades', titulo: 'Sociedades' },
  { id: 'situacion-financiera', titulo: 'Situación financiera' },
  { id: 'pep-soe-listas', titulo: 'PEP, SOE y listas internacionales' },
  { id: 'relacion-cliente', titulo: 'Relación con el cliente' },
  { id: 'causas', titulo: 'Causas judiciales' },
  { id: 'medios-redes', titulo: 'Medios y redes sociales' },
] as const;

export type SeccionPerfilId = (typeof SECCIONES_PERFIL)[number]['id'];

export const tituloSeccion = (id: SeccionPerfilId) => SECCIONES_PERFIL.find((s) => s.id === id)!.titulo;

/** Roles of the people in `sociedades`, with their labels (singular for a row, plural for the list). */
export const GRUPOS_SOCIEDAD = [
  { clave: 'socios', titulo: 'Socios', singular: 'Socio' },
  { clave: 'representante_legal', titulo: 'Representantes legales', singular: 'Representante legal' },
  { clave: 'beneficiarios', titulo: 'Beneficiarios finales', singular: 'Beneficiario' },
] as const;

/** The four kinds of court case (also the `file_type` of their files). */
export const TIPOS_CAUSA = [
  { clave: 'civil', titulo: 'Causas civiles' },
  { clave: 'laboral', titulo: 'Causas laborales' },
  { clave: 'penal', titulo: 'Causas penales' },
  { clave: 'cobranza', titulo: 'Causas de cobranza' },
] as const;

export const REDES_SOCIALES = [
  { clave: 'facebook', titulo: 'Facebook' },
  { clave: 'instagram', titulo: 'Instagram' },
  { clave: 'linkedin', titulo: 'LinkedIn' },
  { clave: 'x', titulo: 'X' },
] as const;

/** How a screened name relates to the subject. */
export const ETIQUETA_ROL_SCREENING: Record<string, string> = {
  sujeto: 'Sujeto del reporte',
  socio: 'Socio',
  representante_legal: 'Representante legal',
  beneficiario: 'Beneficiario final',
  pep_declarado: 'PEP declarado',
};

/** 'DD/MM/AAAA' from the profile's day/month/year parts; '—' when missing. */
export function fechaDePartes(f: { dia: string; mes: string; anio: string }): string {
  if (!f.anio) return '—';
  return [f.dia, f.mes, f.anio]
    .filter(Boolean)
    .map((p) => p.padStart(2, '0'))
    .join('/');
}

const clp = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });

/** Chilean pesos as es-CL writes them, e.g. '$1.234.567'. */
export const formatClp = (monto: number) => clp.format(monto);
