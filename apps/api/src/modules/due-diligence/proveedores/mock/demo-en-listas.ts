/*
 * RUTs for which the mock provider answers with people who are really on the UN Security
 * Council consolidated list (2026-02 file), so a demo or an E2E test ends 'alto' with the hit
 * explained. The RUTs are made up; the names and birth dates are the list's (README: Due
 * diligence demo).
 */

export interface PersonaDemo {
  nombres: string;
  apellido_paterno: string;
  apellido_materno: string;
  /** 'YYYY-MM-DD', as the list gives it. */
  fecha_nacimiento: string;
  genero: 'Masculino' | 'Femenino';
  nacionalidad: string;
  /** The list's reference number, for the README and tests. */
  referencia_onu: string;
}

export const RUTS_DEMO_EN_LISTAS = {
  /** UN HTi.001 (Haiti sanctions). */
  jimmyCherizier: '21000001-1',
  /** UN CDi.006 (DRC sanctions). */
  germainKatanga: '21000002-K',
  /** UN CDi.022 (DRC sanctions); the legal representative of `empresaConRepresentanteListado`. */
  laurentNkunda: '21000003-8',
  /** A company whose legal representative and partner is Laurent Nkunda. */
  empresaConRepresentanteListado: '77000001-7',
} as const;

export const PERSONAS_DEMO: Readonly<Record<string, PersonaDemo>> = {
  [RUTS_DEMO_EN_LISTAS.jimmyCherizier]: {
    nombres: 'Jimmy',
    apellido_paterno: 'Cherizier',
    apellido_materno: '',
    fecha_nacimiento: '1977-03-30',
    genero: 'Masculino',
    nacionalidad: 'Haití',
    referencia_onu: 'HTi.001',
  },
  [RUTS_DEMO_EN_LISTAS.germainKatanga]: {
    nombres: 'Germain',
    apellido_paterno: 'Katanga',
    apellido_materno: '',
    fecha_nacimiento: '1978-04-28',
    genero: 'Masculino',
    nacionalidad: 'República Democrática del Congo',
    referencia_onu: 'CDi.006',
  },
  [RUTS_DEMO_EN_LISTAS.laurentNkunda]: {
    nombres: 'Laurent',
    apellido_paterno: 'Nkunda',
    apellido_materno: '',
    fecha_nacimiento: '1967-02-06',
    genero: 'Masculino',
    nacionalidad: 'República Democrática del Congo',
    referencia_onu: 'CDi.022',
  },
};

export const EMPRESAS_DEMO: Readonly<
  Record<string, { razon_social: string; nombre_fantasia: string; representante: string }>
> = {
  [RUTS_DEMO_EN_LISTAS.empresaConRepresentanteListado]: {
    razon_social: 'Comercial Grandes Lagos SpA',
    nombre_fantasia: 'Grandes Lagos',
    representante: RUTS_DEMO_EN_LISTAS.laurentNkunda,
  },
};
