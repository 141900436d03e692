/*
 * Legal forms of companies and the generic words of business names: the one table the screening
 * engine reads them from. A company on a list must be found however its legal form is written
 * ('S.A.', 'SA', 'Sociedad Anónima', 'Ltd.', 'Limited', 'OOO', 'Obshchestvo s Ogranichennoi
 * Otvetstvennostyu'…) or left out, so forms are removed from both the listed name and the query
 * before they are compared: a form never makes two companies alike. Generic business words
 * ('Trading', 'Group', 'Comercial', 'Inversiones'…) stay in the name, but two companies that
 * share only such words do not match (see puntaje.ts): a match rests on a distinctive word.
 */

/**
 * Each row: the label shown in explanations, then the spellings, folded (accents and case off,
 * punctuation gone) and with the letters of an abbreviation joined ('S. de R.L.' → 's de rl').
 */
const FORMAS: ReadonlyArray<readonly string[]> = [
  ['S.A.', 'sa', 'sociedad anonima', 'sociedad anonima abierta', 'societe anonyme'],
  ['S.A. de C.V.', 'sa de cv', 'sociedad anonima de capital variable'],
  ['S.A.P.I. de C.V.', 'sapi de cv', 'sociedad anonima promotora de inversion de capital variable'],
  ['S. de R.L. de C.V.', 's de rl de cv', 'sociedad de responsabilidad limitada de capital variable'],
  ['S. de R.L.', 's de rl'],
  ['S.A.C.', 'sac', 'sociedad anonima cerrada'],
  ['S.A.A.', 'saa', 'sociedad anonima abierta'],
  ['S.A.S.', 'sas', 'sociedad por acciones simplificada'],
  ['S.A.L.', 'sal', 'societe anonyme libanaise'],
  ['S.A.R.L.', 'sarl', 'societe a responsabilite limitee'],
  ['S.R.L.', 'srl', 'sociedad de responsabilidad limitada', 'societa a responsabilita limitata'],
  ['SpA', 'spa', 'sociedad por acciones', 'societa per azioni'],
  ['EIRL', 'eirl', 'empresa individual de responsabilidad limitada'],
  ['Ltda.', 'ltda', 'limitada', 'sociedad limitada'],
  ['C.A.', 'ca', 'compania anonima'],
  ['S.C.', 'sc', 'sociedad civil'],
  ['S.C.S.', 'scs', 'sociedad en comandita simple'],
  ['S. en C.', 's en c', 'sociedad en comandita'],
  ['Cía.', 'cia', 'compania'],
  ['Co. Ltd.', 'co ltd', 'company limited', 'company ltd', 'co limited'],
  ['Co.', 'co', 'company'],
  ['Ltd.', 'ltd', 'limited'],
  ['Pvt. Ltd.', 'pvt ltd', 'private limited', 'private ltd', 'pvt'],
  ['Pte. Ltd.', 'pte ltd', 'pte'],
  ['Pty. Ltd.', 'pty ltd', 'pty'],
  ['Sdn. Bhd.', 'sdn bhd', 'bhd', 'berhad'],
  ['Inc.', 'inc', 'incorporated'],
  ['Corp.', 'corp', 'corporation'],
  ['LLC', 'llc', 'limited liability company', 'limited liability co'],
  ['LLP', 'llp', 'limited liability partnership'],
  ['PLC', 'plc', 'public limited company'],
  ['GmbH', 'gmbh', 'gesellschaft mit beschrankter haftung'],
  ['AG', 'ag', 'aktiengesellschaft'],
  ['KG', 'kg', 'kommanditgesellschaft'],
  ['B.V.', 'bv'],
  ['N.V.', 'nv'],
  ['A.Ş.', 'as', 'anonim sirketi'],
  ['AB', 'ab', 'aktiebolag'],
  ['Oy', 'oy'],
  ['PT', 'pt'],
  ['FZE', 'fze'],
  ['FZCO', 'fzco'],
  ['FZC', 'fzc'],
  ['FZ-LLC', 'fz llc'],
  ['DMCC', 'dmcc'],
  ['EOOD', 'eood'],
  ['OOD', 'ood'],
  ['AD', 'ad'],
  ['d.o.o.', 'doo'],
  ['TOV', 'tov', 'tovarystvo z obmezhenoyu vidpovidalnistyu'],
  [
    'JSC',
    'jsc',
    'joint stock company',
    'joint stock co',
    'ao',
    'aktsionernoe obshchestvo',
    'aktsionernoye obshchestvo',
  ],
  ['OJSC', 'ojsc', 'open joint stock company', 'oao', 'otkrytoe aktsionernoe obshchestvo'],
  ['CJSC', 'cjsc', 'closed joint stock company', 'zao', 'zakrytoe aktsionernoe obshchestvo'],
  ['PJSC', 'pjsc', 'public joint stock company', 'pao', 'publichnoe aktsionernoe obshchestvo'],
  ['OOO', 'ooo', 'obshchestvo s ogranichennoi otvetstvennostyu', 'obshchestvo s ogranichennoy otvetstvennostyu'],
];

/**
 * Forms that are also words, initials or surnames ('SA', 'CO', 'AG', 'AO', 'PT'…): removed only
 * at the end of the name; the others anywhere.
 */
const SOLO_AL_FINAL = new Set('sa co ca ag kg as ab ad bv nv sc oy pt ao sal spa sas sac saa cia doo ood'.split(' '));

interface Forma {
  tokens: string[];
  etiqueta: string;
  /** Only at the end of the name, not anywhere. */
  soloAlFinal: boolean;
}

/** Spellings by their first word, longest first. */
const POR_PRIMERA = new Map<string, Forma[]>();
for (const [etiqueta, ...escrituras] of FORMAS) {
  for (const e of escrituras) {
    const tokens = e.split(' ');
    const lista = POR_PRIMERA.get(tokens[0]!) ?? [];
    lista.push({ tokens, etiqueta: etiqueta!, soloAlFinal: tokens.length === 1 && SOLO_AL_FINAL.has(e) });
    POR_PRIMERA.set(tokens[0]!, lista);
  }
}
for (const lista of POR_PRIMERA.values()) lista.sort((a, b) => b.tokens.length - a.tokens.length);

/**
 * Joins runs of single letters, so an abbreviation reads the same with or without dots:
 * 'S.A.' / 'SA' → 'sa', 'E.I.R.L.' → 'eirl', 'K.D. Rubber' / 'KD Rubber' → 'kd rubber'. A lone
 * letter stays ('Rojas e Hijos'). Only for company names: a person's initials stay apart.
 */
export function unirIniciales(tokens: readonly string[]): string[] {
  const r: string[] = [];
  let run = '';
  const cerrar = () => {
    // 'B R C S.A.' → 'brc sa': the letters of a form that ends the run are the form.
    const esForma = (f: string) => !!POR_PRIMERA.get(f)?.some((x) => x.tokens.length === 1);
    const forma = esForma(run) ? undefined : [...run.slice(1)].map((_, i) => run.slice(i + 1)).find(esForma);
    if (forma) r.push(run.slice(0, -forma.length), forma);
    else if (run) r.push(run);
    run = '';
  };
  for (const t of tokens) {
    if (t.length === 1) run += t;
    else {
      cerrar();
      r.push(t);
    }
  }
  cerrar();
  return r;
}

function formaEn(tokens: readonly string[], i: number): Forma | undefined {
  return POR_PRIMERA.get(tokens[i]!)?.find((f) => f.tokens.every((t, k) => tokens[i + k] === t));
}

/**
 * Removes the legal forms of a company name (tokens folded, initials joined) and returns their
 * labels. Something always remains: a name that is only a form keeps it.
 */
export function quitarFormasJuridicas(tokens: readonly string[]): { tokens: string[]; formas: string[] } {
  const formas: string[] = [];
  let resto = [...tokens];
  const quitar = (i: number, f: Forma) => {
    formas.push(f.etiqueta);
    resto = [...resto.slice(0, i), ...resto.slice(i + f.tokens.length)];
  };
  // Anywhere ('China Shipbuilding Corporation, Limited (CSSC) 713th Institute', 'OOO Sparta').
  for (let i = 0; i < resto.length;) {
    const f = formaEn(resto, i);
    if (f && !f.soloAlFinal && f.tokens.length < resto.length) quitar(i, f);
    else i++;
  }
  // Then the ambiguous ones at the end, while one stands there ('Maiwand Trading Co LLC').
  for (let cambio = true; cambio;) {
    cambio = false;
    for (let i = Math.max(1, resto.length - 4); i < resto.length; i++) {
      const f = formaEn(resto, i);
      if (f && i + f.tokens.length === resto.length) {
        quitar(i, f);
        cambio = true;
        break;
      }
    }
  }
  return { tokens: resto, formas };
}

/**
 * Words that describe a business rather than name it: sector, activity, size, reach, kinship
 * ('Hermanos', 'e Hijos'). Folded, singular and plural.
 */
const GENERICAS = new Set(
  `
  comercial comerciales comercializadora comercializadoras comercio commercial commerce trading trade traders
  international internacional internacionales intl global globales world worldwide mundial overseas universal
  group grupo groups holding holdings
  import imports importadora importaciones importacion importadores export exports exportadora exportaciones
  exportacion exportadores impex
  industrial industriales industry industries industria industrias manufacturing manufacturas fabrica factory
  inversiones inversion inversora investment investments invest capital finance financial financiera
  services service servicios servicio enterprise enterprises empresa empresas business negocios
  general generales sociedad society
  hermanos hijos brothers sons asociados associates partners socios familia family
  consulting consultores consultora consultoria asesorias asesoria management gestion administradora
  development desarrollo desarrollos technology technologies tecnologia tecnologias tech solutions soluciones
  engineering ingenieria systems sistemas
  logistics logistica transport transportes transporte shipping naviera maritime maritima
  construction constructora construcciones inmobiliaria inmobiliarias properties propiedades
  distribuidora distribuciones distribution distributors distributor supply supplies suministros
  products productos equipment equipos materials materiales
  agricola agropecuaria agroindustrial agro forestal minera mining pesquera energy energia
  national nacional united unidos new nueva nuevo
  center centro centre
  farmacia farmacias pharmacy pharmaceutical pharmaceuticals laboratorio laboratorios laboratory laboratories
  clinica clinic hospital hotel hotelera hoteles turismo tourism travel viajes restaurante restaurant
  supermercado supermercados ferreteria panaderia panificadora textil textiles automotora automotriz motors
  editorial colegio maderas madera frigorifico frigorificos joyeria
  banco bank airlines airline aviation airways petroleum oil gas petroquimica petrochemical chemical chemicals
  quimica electronics electronica electric electrica steel acero metals metales exchange
  `
    .split(/\s+/)
    .filter(Boolean),
);

/** A generic word, also in the plural ('ingenierias', 'industriales'). */
export function esGenerica(palabra: string): boolean {
  return GENERICAS.has(palabra) || GENERICAS.has(palabra.replace(/e?s$/, ''));
}
