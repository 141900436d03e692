// Screening of companies across legal-form spellings, on the real lists loaded by cargarListas.
// Positives: a seeded sample of the listed entities (tipo 'entidad'), each primary name written
// again with its legal form removed, abbreviated with and without dots, written out in Spanish or
// English, swapped for another form, added where the list has none, and with other case, accents
// and punctuation; a positive is found when the sampled entry itself is among the hits at the
// default threshold. Negatives: Chilean-style company names on no list, a part of them built to
// share a legal form and one common business word ('Trading', 'Group'…) with a listed name.
// Every query is screened as a company (tipo 'entidad'), as the due-diligence module does for a
// company. Prints JSON.
import os from 'node:os';
import { BUNDLED_REFERENCE_DIR } from '../apps/api/src/paths';
import { APELLIDOS, RUBROS_EMPRESA } from '../apps/api/src/modules/due-diligence/proveedores/mock/nombres';
import { cargarListas } from '../apps/api/src/modules/due-diligence/screening/listas/cargar-listas';
import type { EntradaLista } from '../apps/api/src/modules/due-diligence/screening/modelo';
import { crearMotor, UMBRAL_POR_DEFECTO } from '../apps/api/src/modules/due-diligence/screening/motor';
import { plegarTexto } from '../apps/api/src/modules/due-diligence/screening/normalizar';

const datos = process.env.REFERENCE_DATA_DIR ?? BUNDLED_REFERENCE_DIR;
/** Listed entities sampled for the positives. */
const ENTIDADES = Number(process.env.BENCH_ENTIDADES ?? 2000);
/** Chilean company names generated for the negatives (plain and adversarial, half each). */
const NEGATIVOS = Number(process.env.BENCH_NEGATIVOS ?? 10000);
const SEMILLA = 20261128;

/** Deterministic PRNG (mulberry32), so every run screens the same names. */
function generador(semilla: number) {
  let a = semilla >>> 0;
  const azar = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const elegir = <T>(xs: readonly T[]): T => xs[Math.floor(azar() * xs.length)]!;
  return { azar, elegir };
}

/*
 * Legal forms as people write them: each family is one form, with its spellings by kind. The
 * bench keeps its own table (not the engine's) so that a spelling the engine misses shows up.
 */
interface Familia {
  con_puntos?: string;
  sin_puntos: string;
  espanol?: string;
  ingles?: string;
  /** Written before the name (OOO Romashka). */
  prefijo?: boolean;
}
const FAMILIAS: Familia[] = [
  { con_puntos: 'S.A. de C.V.', sin_puntos: 'SA de CV', espanol: 'Sociedad Anónima de Capital Variable' },
  { con_puntos: 'S. de R.L. de C.V.', sin_puntos: 'S de RL de CV' },
  { con_puntos: 'S.A.C.', sin_puntos: 'SAC', espanol: 'Sociedad Anónima Cerrada' },
  { con_puntos: 'S.A.S.', sin_puntos: 'SAS', espanol: 'Sociedad por Acciones Simplificada' },
  { con_puntos: 'S.A.L.', sin_puntos: 'SAL' },
  { con_puntos: 'S.R.L.', sin_puntos: 'SRL', espanol: 'Sociedad de Responsabilidad Limitada' },
  { con_puntos: 'S.p.A.', sin_puntos: 'SpA', espanol: 'Sociedad por Acciones' },
  { con_puntos: 'S.A.', sin_puntos: 'SA', espanol: 'Sociedad Anónima' },
  { con_puntos: 'C.A.', sin_puntos: 'CA', espanol: 'Compañía Anónima' },
  { con_puntos: 'E.I.R.L.', sin_puntos: 'EIRL', espanol: 'Empresa Individual de Responsabilidad Limitada' },
  { con_puntos: 'Ltda.', sin_puntos: 'Ltda', espanol: 'Limitada' },
  { con_puntos: 'Co., Ltd.', sin_puntos: 'Co Ltd', ingles: 'Company Limited' },
  { con_puntos: 'Pvt. Ltd.', sin_puntos: 'Pvt Ltd', ingles: 'Private Limited' },
  { con_puntos: 'Ltd.', sin_puntos: 'Ltd', ingles: 'Limited' },
  { con_puntos: 'L.L.C.', sin_puntos: 'LLC', ingles: 'Limited Liability Company' },
  { con_puntos: 'Inc.', sin_puntos: 'Inc', ingles: 'Incorporated' },
  { con_puntos: 'Corp.', sin_puntos: 'Corp', ingles: 'Corporation' },
  { con_puntos: 'Co.', sin_puntos: 'Co', ingles: 'Company', espanol: 'Compañía' },
  { con_puntos: 'Cía.', sin_puntos: 'Cia' },
  { sin_puntos: 'GmbH' },
  { con_puntos: 'P.L.C.', sin_puntos: 'PLC', ingles: 'Public Limited Company' },
  { sin_puntos: 'LLP', ingles: 'Limited Liability Partnership' },
  { sin_puntos: 'FZE' },
  { sin_puntos: 'FZCO' },
  { sin_puntos: 'SARL' },
  { con_puntos: 'B.V.', sin_puntos: 'BV' },
  { sin_puntos: 'AG' },
  { sin_puntos: 'PJSC', ingles: 'Public Joint Stock Company', prefijo: true },
  { sin_puntos: 'OJSC', ingles: 'Open Joint Stock Company', prefijo: true },
  { sin_puntos: 'CJSC', ingles: 'Closed Joint Stock Company', prefijo: true },
  { sin_puntos: 'JSC', ingles: 'Joint Stock Company', prefijo: true },
  {
    sin_puntos: 'OOO',
    espanol: 'Obshchestvo s Ogranichennoi Otvetstvennostyu',
    ingles: 'Limited Liability Company',
    prefijo: true,
  },
  { sin_puntos: 'PAO', espanol: 'Publichnoe Aktsionernoe Obshchestvo', prefijo: true },
  { sin_puntos: 'OAO', espanol: 'Otkrytoe Aktsionernoe Obshchestvo', prefijo: true },
  { sin_puntos: 'ZAO', espanol: 'Zakrytoe Aktsionernoe Obshchestvo', prefijo: true },
  { sin_puntos: 'AO', espanol: 'Aktsionernoe Obshchestvo', prefijo: true },
];
type Escritura = 'con_puntos' | 'sin_puntos' | 'espanol' | 'ingles';
const ESCRITURAS: Escritura[] = ['con_puntos', 'sin_puntos', 'espanol', 'ingles'];
const grafias = (f: Familia) => ESCRITURAS.map((e) => f[e]).filter((g): g is string => !!g);

/** Accents and case folded, one character for one (so positions in the folded text hold). */
const plegarIgualLargo = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').toLowerCase();

/** A spelling as a pattern that also takes the others' dots, commas and spaces. */
function patron(grafia: string): string {
  const palabras = plegarTexto(grafia).split(' ');
  return palabras.map((p) => p.replace(/[^a-z]/g, '')).join('[\\s.,]*') + '\\.?';
}
/** Every spelling of every family, longest first: 'S.A. de C.V.' before 'S.A.'. */
const FORMAS = FAMILIAS.flatMap((familia) => grafias(familia).map((g) => ({ familia, p: patron(g), largo: g.length })))
  .sort((a, b) => b.largo - a.largo)
  .map(({ familia, p }) => ({
    familia,
    final: new RegExp(`[\\s,]+${p}\\s*$`),
    inicio: familia.prefijo ? new RegExp(`^${p}[\\s,]+`) : undefined,
  }));

interface FormaEncontrada {
  familia: Familia;
  /** The name without the form. */
  resto: string;
  prefijo: boolean;
}

/** The legal form written at the end (or, for Russian forms, at the start) of a listed name. */
function encontrarForma(nombre: string): FormaEncontrada | undefined {
  const plegado = plegarIgualLargo(nombre);
  for (const f of FORMAS) {
    const m = f.final.exec(plegado);
    if (m) return { familia: f.familia, resto: nombre.slice(0, m.index).trim(), prefijo: false };
    const i = f.inicio?.exec(plegado);
    if (i) return { familia: f.familia, resto: nombre.slice(i[0].length).trim(), prefijo: true };
  }
  return undefined;
}

const conForma = (resto: string, grafia: string, prefijo: boolean) =>
  prefijo
    ? `${grafia} ${resto}`
    : `${resto}${/^[A-Z]\./.test(grafia) || grafia.startsWith('Co') ? ', ' : ' '}${grafia}`;

/** Other case, accents and punctuation: title case, dots, commas and quotes dropped, accents off. */
const otraEscritura = (nombre: string) =>
  nombre
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[.,'"“”«»()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());

type Variante =
  'tal_cual' | 'sin_forma' | Escritura | 'otra_forma' | 'forma_agregada' | 'mayusculas_acentos_puntuacion';

/** The ways a user may write a listed company's name. */
function variantes(nombre: string, elegir: <T>(xs: readonly T[]) => T): Array<[Variante, string]> {
  const r: Array<[Variante, string]> = [['tal_cual', nombre]];
  const forma = encontrarForma(nombre);
  if (forma && forma.resto) {
    r.push(['sin_forma', forma.resto]);
    for (const e of ESCRITURAS) {
      const g = forma.familia[e];
      if (g) r.push([e, conForma(forma.resto, g, !!forma.familia.prefijo)]);
    }
    const otra = elegir(FAMILIAS.filter((f) => f !== forma.familia && !f.prefijo));
    r.push(['otra_forma', conForma(forma.resto, elegir(grafias(otra)), false)]);
  } else {
    const f = elegir(FAMILIAS);
    r.push(['forma_agregada', conForma(nombre, elegir(grafias(f)), !!f.prefijo)]);
  }
  r.push([
    'mayusculas_acentos_puntuacion',
    otraEscritura(
      forma?.resto ? conForma(forma.resto, elegir(grafias(forma.familia)), !!forma.familia.prefijo) : nombre,
    ),
  ]);
  // A spelling equal to the listed one (up to case) is the 'tal_cual' query again.
  const vistos = new Set<string>();
  return r.filter(([, texto]) => {
    const k = texto.toLowerCase();
    if (vistos.has(k)) return false;
    vistos.add(k);
    return true;
  });
}

/*
 * Chilean company names: a sector word, a distinctive part (surnames and sectors shared with the
 * offline providers' generator; places, saints, trees) and a form.
 */
const RUBROS = [
  ...RUBROS_EMPRESA,
  'Exportadora',
  'Sociedad',
  'Minera',
  'Pesquera',
  'Forestal',
  'Viña',
  'Maderas',
  'Asesorías',
  'Frigorífico',
  'Ferretería',
  'Panificadora',
  'Clínica',
  'Laboratorio',
  'Editorial',
  'Textil',
  'Automotora',
  'Farmacia',
  'Hotelera',
  'Turismo',
  'Comercializadora',
  'Sociedad Agrícola',
  'Empresa Constructora',
  'Inversiones y Asesorías',
  'Importadora y Exportadora',
  'Transportes y Logística',
  'Servicios Generales',
  'Centro Médico',
  'Colegio',
];
const LUGARES = [
  'Los Andes',
  'Santa María',
  'del Pacífico',
  'San Pedro',
  'Llanquihue',
  'Chiloé',
  'Curicó',
  'Talcahuano',
  'Quillota',
  'El Roble',
  'Los Aromos',
  'La Cordillera',
  'Austral',
  'Patagonia',
  'Araucanía',
  'del Maule',
  'Bío Bío',
  'Valle del Elqui',
  'Pichidangui',
  'Colchagua',
  'Limarí',
  'Aconcagua',
  'Tarapacá',
  'Atacama',
  'Antofagasta',
  'Calama',
  'Copiapó',
  'La Serena',
  'Coquimbo',
  'Ovalle',
  'Los Vilos',
  'Rancagua',
  'Talca',
  'Linares',
  'Chillán',
  'Los Ángeles',
  'Temuco',
  'Villarrica',
  'Pucón',
  'Valdivia',
  'Osorno',
  'Puerto Montt',
  'Puerto Varas',
  'Castro',
  'Coyhaique',
  'Punta Arenas',
  'Magallanes',
  'Melipilla',
  'San Antonio',
  'Quilpué',
  'Viña del Mar',
  'Maipú',
  'Ñuñoa',
  'Providencia',
  'Vitacura',
  'Las Condes',
  'Lo Barnechea',
  'Peñalolén',
  'La Florida',
  'Huechuraba',
  'Quilicura',
  'Pudahuel',
  'Buin',
  'Paine',
  'Til Til',
  'Lampa',
  'Colina',
  'San Bernardo',
  'Santa Cruz',
  'Pichilemu',
  'Constitución',
  'Cauquenes',
  'Lebu',
  'Angol',
  'Cañete',
  'Tomé',
  'Penco',
  'Lota',
  'Coronel',
  'Arauco',
  'Los Lagos',
  'Ancud',
  'Quellón',
  'Futaleufú',
  'Chaitén',
  'Aysén',
  'Porvenir',
  'Natales',
  'Tierra Amarilla',
  'Vallenar',
  'Huasco',
  'Illapel',
  'Salamanca',
  'Combarbalá',
  'Andacollo',
  'Vicuña',
  'Paihuano',
  'Monte Patria',
  'Punitaqui',
];
const NATURALEZA = [
  'Los Boldos',
  'Los Quillayes',
  'El Peumo',
  'Los Canelos',
  'Las Araucarias',
  'El Copihue',
  'Los Coihues',
  'Las Lengas',
  'El Alerce',
  'Los Maitenes',
  'Las Vertientes',
  'El Sauce',
  'Los Pimientos',
  'La Quebrada',
  'El Mirador',
  'Las Brisas',
  'Los Volcanes',
  'Cerro Alegre',
  'Cerro Colorado',
  'Río Claro',
  'Piedra Blanca',
  'Agua Santa',
  'Tres Esteros',
  'Cuatro Vientos',
  'Lomas del Sol',
  'Altos del Valle',
  'Estrella del Sur',
  'Cruz del Sur',
  'Nuevo Amanecer',
  'Buena Esperanza',
];
const SANTOS = ['San José', 'San Francisco', 'Santa Teresa', 'San Isidro', 'Santa Rosa', 'San Ignacio', 'Santa Elena'];
/** Forms a Chilean company writes. */
const FORMAS_CHILENAS = [
  'S.A.',
  'SA',
  'SpA',
  'S.p.A.',
  'Ltda.',
  'Limitada',
  'EIRL',
  'E.I.R.L.',
  'Sociedad Anónima',
  'y Cía. Ltda.',
  'S.A.C.',
];
/** Common business words that listed names carry; the adversarial negatives share one of them. */
const PALABRAS_COMUNES = [
  'Trading',
  'International',
  'Group',
  'Import Export',
  'Holding',
  'Industrial',
  'Global',
  'Services',
  'Investment',
  'Technology',
  'Shipping',
  'Development',
  'Engineering',
  'General',
  'Commercial',
  'Enterprise',
  'Logistics',
  'Energy',
  'Petroleum',
  'Construction',
  'Industries',
  'Management',
  'Electronics',
];

function distintivo(elegir: <T>(xs: readonly T[]) => T, azar: () => number): string {
  const x = azar();
  if (x < 0.25) return elegir(LUGARES);
  if (x < 0.4) return elegir(NATURALEZA);
  if (x < 0.47) return elegir(SANTOS);
  if (x < 0.62) return `${elegir(APELLIDOS)} ${elegir(APELLIDOS)}`;
  if (x < 0.72) return `${elegir(APELLIDOS)} e Hijos`;
  if (x < 0.8) return `Hermanos ${elegir(APELLIDOS)}`;
  if (x < 0.88) return `${elegir(APELLIDOS)} y ${elegir(APELLIDOS)}`;
  return `${elegir(APELLIDOS)} ${elegir(LUGARES)}`;
}

interface Negativo {
  tipo: 'chilena' | 'adversaria';
  nombre: string;
  /** For the adversarial ones: the listed name it shares a form and a common word with. */
  comparte?: string;
}

export async function screeningEmpresas() {
  const listas = await cargarListas(datos);
  const t0 = performance.now();
  const motor = crearMotor(listas);
  const msIndice = performance.now() - t0;
  const { azar, elegir } = generador(SEMILLA);

  // Listed entities, one per distinct primary name (the CSL repeats most SDN entries).
  const porNombre = new Map<string, EntradaLista>();
  for (const l of listas) {
    for (const e of l.entradas) {
      const k = plegarTexto(e.nombre);
      if (e.tipo === 'entidad' && k && !porNombre.has(k)) porNombre.set(k, e);
    }
  }
  const todas = [...porNombre.values()];
  for (let i = todas.length - 1; i > 0; i--) {
    const j = Math.floor(azar() * (i + 1));
    [todas[i], todas[j]] = [todas[j]!, todas[i]!];
  }
  const muestra = todas.slice(0, ENTIDADES);

  const latencias: number[] = [];
  const buscar = (nombre: string) => {
    const a = performance.now();
    const hits = motor.buscar({ nombre, tipo: 'entidad' });
    latencias.push(performance.now() - a);
    return hits;
  };

  type Conteo = { consultas: number; aciertos: number; ejemplos: Array<Record<string, unknown>> };
  const nuevo = (): Conteo => ({ consultas: 0, aciertos: 0, ejemplos: [] });
  const porVariante = new Map<Variante, Conteo>();
  const total = nuevo();
  for (const e of muestra) {
    for (const [variante, texto] of variantes(e.nombre, elegir)) {
      const hits = buscar(texto);
      const ok = hits.some((h) => h.entrada.lista === e.lista && h.entrada.id_en_lista === e.id_en_lista);
      const c = porVariante.get(variante) ?? nuevo();
      porVariante.set(variante, c);
      for (const x of [c, total]) {
        x.consultas++;
        if (ok) x.aciertos++;
      }
      if (!ok && c.ejemplos.length < 12) {
        c.ejemplos.push({
          consulta: texto,
          listado: e.nombre,
          ...(hits[0] ? { mejor: hits[0].nombre_coincidente, score: hits[0].score } : {}),
        });
      }
    }
  }

  // Listed names (entities, primary names and aliases) as word sets, to keep listed names out of the negatives.
  const comunes = new Set(PALABRAS_COMUNES.flatMap((p) => plegarTexto(p).split(' ')));
  const vacias = new Set([
    ...FAMILIAS.flatMap((f) => grafias(f).flatMap((g) => plegarTexto(g).split(' '))),
    ...['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e', 'and', 'of', 'the'],
  ]);
  const palabrasDe = (s: string) => [...new Set(plegarTexto(s).split(' '))].filter((t) => t && !vacias.has(t));
  const listadosCon = new Map<string, string[][]>();
  const listadosConComun = new Map<string, Array<{ nombre: string; forma: Familia }>>();
  for (const l of listas) {
    for (const e of l.entradas) {
      if (e.tipo === 'persona') continue;
      for (const n of [e.nombre, ...e.alias]) {
        const ps = palabrasDe(n);
        for (const p of ps)
          listadosCon
            .set(p, listadosCon.get(p) ?? [])
            .get(p)!
            .push(ps);
        const forma = encontrarForma(n);
        if (!forma || forma.familia.prefijo) continue;
        for (const c of PALABRAS_COMUNES) {
          if (new RegExp(`\\b${c}\\b`, 'i').test(forma.resto)) {
            listadosConComun
              .set(c, listadosConComun.get(c) ?? [])
              .get(c)!
              .push({ nombre: n, forma: forma.familia });
          }
        }
      }
    }
  }
  /**
   * A negative that holds every distinctive word of a listed name (all but the common words) is
   * that listed company ('Inversiones La Esperanza' and 'ESPERANZA'). A listed name made only of
   * common words ('INTERNATIONAL', 'TECHNOLOGY DEVELOPMENT GROUP') names no one in particular.
   */
  const esListado = (nombre: string) => {
    const ps = new Set(palabrasDe(nombre));
    return [...ps].some((p) =>
      (listadosCon.get(p) ?? []).some((listado) => {
        const distintivas = listado.filter((t) => !comunes.has(t));
        return distintivas.length > 0 && distintivas.every((t) => ps.has(t));
      }),
    );
  };

  const negativos: Negativo[] = [];
  const vistos = new Set<string>();
  let descartados = 0;
  const comunesUsables = PALABRAS_COMUNES.filter((c) => listadosConComun.has(c));
  for (let intentos = 0; negativos.length < NEGATIVOS && intentos < NEGATIVOS * 10; intentos++) {
    let n: Negativo;
    if (negativos.length % 2 === 0) {
      const nombre =
        azar() < 0.3
          ? `${distintivo(elegir, azar)} ${elegir(RUBROS)} ${elegir(FORMAS_CHILENAS)}`
          : `${elegir(RUBROS)} ${distintivo(elegir, azar)} ${elegir(FORMAS_CHILENAS)}`;
      n = { tipo: 'chilena', nombre };
    } else {
      const comun = elegir(comunesUsables);
      const listado = elegir(listadosConComun.get(comun)!);
      const forma = elegir(grafias(listado.forma));
      const d = distintivo(elegir, azar);
      const base = azar() < 0.5 ? `${d} ${comun}` : `${comun} ${d}`;
      n = { tipo: 'adversaria', nombre: conForma(base, forma, false), comparte: listado.nombre };
    }
    const k = n.nombre.toLowerCase();
    if (vistos.has(k)) continue;
    vistos.add(k);
    if (esListado(n.nombre)) {
      descartados++;
      continue;
    }
    negativos.push(n);
  }

  const fpPorTipo = new Map<Negativo['tipo'], Conteo>();
  const fpTotal = nuevo();
  for (const n of negativos) {
    const hits = buscar(n.nombre);
    const c = fpPorTipo.get(n.tipo) ?? nuevo();
    fpPorTipo.set(n.tipo, c);
    for (const x of [c, fpTotal]) {
      x.consultas++;
      if (hits.length) x.aciertos++;
    }
    if (hits.length && c.ejemplos.length < 15) {
      c.ejemplos.push({
        consulta: n.nombre,
        ...(n.comparte ? { comparte_forma_y_palabra_con: n.comparte } : {}),
        listado: hits[0]!.nombre_coincidente,
        lista: hits[0]!.lista.codigo,
        score: hits[0]!.score,
      });
    }
  }

  const r3 = (x: number) => Math.round(x * 1000) / 1000;
  const tasa = (c: Conteo) => r3(c.aciertos / (c.consultas || 1));
  const ordenadas = [...latencias].sort((a, b) => a - b);
  const percentil = (p: number) => r3(ordenadas[Math.min(ordenadas.length - 1, Math.floor(p * ordenadas.length))] ?? 0);
  const recall = tasa(total);
  const fp = tasa(fpTotal);
  return {
    bench: 'screening-empresas',
    umbral: UMBRAL_POR_DEFECTO,
    semilla: SEMILLA,
    listas: motor.listas.map((l) => ({ codigo: l.codigo, version: l.version, entradas: l.entradas })),
    ms_construccion_indice: Math.round(msIndice),
    positivos: {
      entidades_listadas: todas.length,
      entidades_muestreadas: muestra.length,
      consultas: total.consultas,
      encontrados: total.aciertos,
      recall,
      por_variante: Object.fromEntries(
        [...porVariante].map(([v, c]) => [
          v,
          { consultas: c.consultas, encontrados: c.aciertos, recall: tasa(c), fallos: c.ejemplos },
        ]),
      ),
    },
    negativos: {
      consultas: fpTotal.consultas,
      descartados_por_estar_listados: descartados,
      falsos_positivos: fpTotal.aciertos,
      tasa: fp,
      por_tipo: Object.fromEntries(
        [...fpPorTipo].map(([t, c]) => [
          t,
          { consultas: c.consultas, falsos_positivos: c.aciertos, tasa: tasa(c), ejemplos: c.ejemplos },
        ]),
      ),
    },
    latencia: {
      consultas: latencias.length,
      p50_ms: percentil(0.5),
      p95_ms: percentil(0.95),
      p99_ms: percentil(0.99),
      carga_maquina_1min: r3(os.loadavg()[0]!),
    },
    objetivos: { recall: 0.97, tasa_falsos_positivos: 0.005 },
    cumple: { recall: recall >= 0.97, falsos_positivos: fp <= 0.005 },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await screeningEmpresas(), null, 2));
}
