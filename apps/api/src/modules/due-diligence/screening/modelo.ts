/*
 * The common shape every sanctions/PEP list is parsed into (OFAC SDN and consolidated, UN, US CSL;
 * the EU XML later is one more parser producing the same shape). The index and the scorer only
 * ever see this.
 */

export type TipoEntrada = 'persona' | 'entidad' | 'nave' | 'aeronave' | 'desconocido';

export interface FechaNacimiento {
  /** As precise as the list gives it. */
  anio: number;
  mes?: number;
  dia?: number;
}

export interface Identificador {
  /** e.g. 'pasaporte', 'rut', 'cedula', 'nit', 'otro' */
  tipo: string;
  numero: string;
  pais?: string;
  /** The label as the list writes it ('Cedula No.', 'C.U.R.P.', 'National Identification Number'). */
  etiqueta?: string;
}

export interface EntradaLista {
  /** Which list (ListaMeta.codigo). */
  lista: string;
  /** The list's own identifier of the entry (OFAC ent_num, UN reference number, CSL id). */
  id_en_lista: string;
  tipo: TipoEntrada;
  /** Primary name as the list writes it. */
  nombre: string;
  /** Aliases (a.k.a., f.k.a., good/low quality as given), without the primary name. */
  alias: string[];
  fechas_nacimiento: FechaNacimiento[];
  /** Country names or ISO codes as given by the list. */
  nacionalidades: string[];
  genero?: 'M' | 'F';
  identificadores: Identificador[];
  /** Programs / regimes (e.g. SDGT, CUBA, 'Al-Qaida'). */
  programas: string[];
  observaciones?: string;
}

/** What a loaded list is, shown in every screening report. */
export interface ListaMeta {
  /** Stable code: 'ofac_sdn', 'ofac_cons', 'onu', 'us_csl'. */
  codigo: string;
  /** Human name, e.g. 'OFAC Specially Designated Nationals (SDN)'. */
  nombre: string;
  /** Version: the list's own publication date when it has one, else the file date (YYYY-MM-DD). */
  version: string;
  /** SHA-256 of the source file(s). */
  sha256: string;
  entradas: number;
}

export interface ListaCargada {
  meta: ListaMeta;
  entradas: EntradaLista[];
}
