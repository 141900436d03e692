import type { EntradaLista, FechaNacimiento, Identificador } from '../modelo';
import { agregarFechas, aniosEntre, parsearFechaNacimiento, parsearFechaSimple } from './fechas';
import { tipoDeEtiqueta } from './identificadores';
import { hijos, textoDe, parsearXml, type NodoXml } from './xml-simple';

/*
 * UN Security Council consolidated list (CONSOLIDATED_LIST dateGenerated="…", with
 * INDIVIDUALS/INDIVIDUAL and ENTITIES/ENTITY). Names come in FIRST_NAME … FOURTH_NAME parts, in
 * the order the UN writes them; aliases are 'Good' / 'Low' / 'a.k.a.' / 'f.k.a.' quality, all kept
 * (the scorer may weigh them); the original-script name is one more alias.
 */

export interface ListaOnu {
  /** dateGenerated as YYYY-MM-DD, when present. */
  fecha?: string;
  entradas: EntradaLista[];
}

function unico(destino: string[], valor: string, excluir: string): void {
  const v = valor.trim().replace(/\s+/g, ' ');
  if (v === '' || v.toLowerCase() === excluir.toLowerCase()) return;
  if (!destino.some((x) => x.toLowerCase() === v.toLowerCase())) destino.push(v);
}

function fechasDe(nodo: NodoXml): FechaNacimiento[] {
  const tipo = textoDe(nodo, 'TYPE_OF_DATE').toUpperCase();
  if (tipo === 'BETWEEN') {
    return aniosEntre(Number(textoDe(nodo, 'FROM_YEAR')), Number(textoDe(nodo, 'TO_YEAR')));
  }
  const fecha = textoDe(nodo, 'DATE');
  if (fecha) {
    const f = parsearFechaSimple(fecha.slice(0, 10));
    if (f) return [f];
  }
  const anio = textoDe(nodo, 'YEAR');
  if (anio) {
    const f = parsearFechaSimple(anio);
    if (f) return [f];
  }
  // 'EXACT' with only a note such as 'Nov. 1973' or 'August 1961'.
  const nota = textoDe(nodo, 'NOTE');
  return nota ? parsearFechaNacimiento(nota) : [];
}

function documentosDe(nodo: NodoXml): Identificador[] {
  const out: Identificador[] = [];
  for (const doc of hijos(nodo, 'INDIVIDUAL_DOCUMENT')) {
    const numero = textoDe(doc, 'NUMBER');
    if (numero === '') continue;
    const etiqueta = textoDe(doc, 'TYPE_OF_DOCUMENT').replace(/\s+/g, ' ');
    const id: Identificador = { tipo: tipoDeEtiqueta(etiqueta) ?? 'otro', numero };
    if (etiqueta) id.etiqueta = etiqueta;
    const pais = textoDe(doc, 'ISSUING_COUNTRY') || textoDe(doc, 'COUNTRY_OF_ISSUE');
    if (pais) id.pais = pais;
    if (!out.some((x) => x.tipo === id.tipo && x.numero === id.numero)) out.push(id);
  }
  return out;
}

function entradaDe(nodo: NodoXml, lista: string, persona: boolean): EntradaLista | null {
  const nombre = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
    .map((p) => textoDe(nodo, p))
    .filter((p) => p !== '')
    .join(' ')
    .replace(/\s+/g, ' ');
  const id = textoDe(nodo, 'REFERENCE_NUMBER') || textoDe(nodo, 'DATAID');
  if (nombre === '' || id === '') return null;

  const alias: string[] = [];
  const fechas: FechaNacimiento[] = [];
  for (const a of hijos(nodo, persona ? 'INDIVIDUAL_ALIAS' : 'ENTITY_ALIAS')) {
    unico(alias, textoDe(a, 'ALIAS_NAME'), nombre);
    // An alias may carry its own date of birth (a second identity): it identifies the person too.
    const f = parsearFechaSimple(textoDe(a, 'DATE_OF_BIRTH').slice(0, 10));
    if (f) agregarFechas(fechas, [f]);
  }
  unico(alias, textoDe(nodo, 'NAME_ORIGINAL_SCRIPT'), nombre);

  const nacionalidades: string[] = [];
  for (const nac of hijos(nodo, 'NATIONALITY')) for (const v of hijos(nac, 'VALUE')) unico(nacionalidades, v.texto, '');

  const entrada: EntradaLista = {
    lista,
    id_en_lista: id,
    tipo: persona ? 'persona' : 'entidad',
    nombre,
    alias,
    fechas_nacimiento: fechas,
    nacionalidades,
    identificadores: persona ? documentosDe(nodo) : [],
    programas: textoDe(nodo, 'UN_LIST_TYPE') ? [textoDe(nodo, 'UN_LIST_TYPE')] : [],
  };
  if (persona) {
    for (const d of hijos(nodo, 'INDIVIDUAL_DATE_OF_BIRTH')) agregarFechas(fechas, fechasDe(d));
    const genero = textoDe(nodo, 'GENDER').toLowerCase();
    if (genero === 'male') entrada.genero = 'M';
    else if (genero === 'female') entrada.genero = 'F';
  }
  const comentarios = textoDe(nodo, 'COMMENTS1');
  if (comentarios) entrada.observaciones = comentarios;
  return entrada;
}

export function parsearOnu(lista: string, xml: string): ListaOnu {
  const raiz = parsearXml(xml);
  if (raiz.nombre !== 'CONSOLIDATED_LIST') {
    throw new Error(`No es la lista consolidada de la ONU (raíz '${raiz.nombre}')`);
  }
  const entradas: EntradaLista[] = [];
  for (const grupo of hijos(raiz, 'INDIVIDUALS')) {
    for (const n of hijos(grupo, 'INDIVIDUAL')) {
      const e = entradaDe(n, lista, true);
      if (e) entradas.push(e);
    }
  }
  for (const grupo of hijos(raiz, 'ENTITIES')) {
    for (const n of hijos(grupo, 'ENTITY')) {
      const e = entradaDe(n, lista, false);
      if (e) entradas.push(e);
    }
  }
  const generado = raiz.atributos.dateGenerated ?? '';
  return /^\d{4}-\d{2}-\d{2}/.test(generado) ? { fecha: generado.slice(0, 10), entradas } : { entradas };
}
