import type { PerfilDueDiligence, PersonaSociedad } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { FuenteDatos } from '@atalaya/shared/contracts/consultas-admiral';

/*
 * The data provider behind due diligence and the admin queries (issue 7 §9): who a RUT is, its
 * company profile, court cases, financial situation, PEP status and identity-card validity. Two
 * implementations share this interface — `mock` (offline, deterministic by RUT) and `production`
 * (HTTP) — and the platform setting 'fuente_datos' chooses one (seleccion.ts).
 */

/** SPEC §3 person directory `data.data` of a natural person. */
export interface DatosPersonaNatural {
  names: string;
  paternal_surname: string;
  maternal_surname: string;
  /** Current year − birth year (SPEC §7). */
  age: number;
  /** 'YYYY-MM-DD'. */
  birthdate: string;
  /** 'Masculino' | 'Femenino'. */
  gender: string;
  wedding_date: string | null;
  deceased_date: string | null;
  is_chilean_national: boolean;
  marital_status: string;
}

/** SPEC §3 person directory `data`: a natural person, or a legal one (company_name). */
export interface FichaPersona {
  rut: string;
  person_type: 'natural' | 'juridica';
  location: { address: string; commune: string; city: string; region: string };
  economic_activities: { code: string; description: string }[];
  professions: string[];
  /** ISO date-time of the provider's data. */
  updated_at: string;
  data: DatosPersonaNatural | { company_name: string };
}

type Perfil = PerfilDueDiligence;

/** The company profile parts a provider knows (SPEC §3 company profile). */
export interface PerfilEmpresa {
  razon_social: string;
  nombre_fantasia: string;
  fecha_constitucion: Perfil['fecha_constitucion'];
  fecha_de_inicio_de_actividad: Perfil['fecha_de_inicio_de_actividad'];
  actividad_economica: string;
  sociedades: {
    socios: PersonaSociedad[];
    representante_legal: PersonaSociedad[];
    beneficiarios: PersonaSociedad[];
  };
  medios_y_redes_sociales: Perfil['medios_y_redes_sociales'];
}

/** Court-case totals by kind. */
export interface CausasJudiciales {
  civil: number;
  laboral: number;
  penal: number;
  cobranza: number;
}

/** SPEC §3 situación financiera (tipo_de_empresa: PyME | mediana | grande). */
export type SituacionFinanciera = Perfil['situacion_financiera'];

export interface EstadoPep {
  es_pep: boolean;
  /** The public office that makes them a PEP, when they are one. */
  cargo: string | null;
}

/** SPEC §3 identification-document status. */
export interface EstadoCedula {
  rut: string;
  serial_number: string;
  is_valid: boolean;
  updated_at: string;
}

/**
 * Every method takes a normalised RUT ('NNNNNNNN-D', shared/rut.ts). `persona` answers null when
 * the provider does not know the RUT; `empresa` is asked for legal persons. Failures
 * throw an AppError with a Spanish message (503 when the provider is unreachable).
 */
export interface Proveedor {
  readonly fuente: FuenteDatos;
  persona(rut: string): Promise<FichaPersona | null>;
  empresa(rut: string): Promise<PerfilEmpresa>;
  causas(rut: string): Promise<CausasJudiciales>;
  situacionFinanciera(rut: string): Promise<SituacionFinanciera>;
  pep(rut: string): Promise<EstadoPep>;
  cedula(rut: string, serie: string): Promise<EstadoCedula>;
}

/** Chile's convention: bodies from 50 000 000 up belong to legal persons. */
export const RUT_MINIMO_PERSONA_JURIDICA = 50_000_000;

export function tipoPersonaDeRut(rut: string): 'natural' | 'juridica' {
  return Number(rut.split('-')[0]) >= RUT_MINIMO_PERSONA_JURIDICA ? 'juridica' : 'natural';
}
