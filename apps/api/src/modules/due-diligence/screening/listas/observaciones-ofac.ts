import type { FechaNacimiento, Identificador } from '../modelo';
import { agregarFechas, parsearFechaNacimiento } from './fechas';
import { limpiarNumero, separarEtiqueta } from './identificadores';

/*
 * The OFAC remarks field ('DOB 01 Jan 1960; alt. DOB 1962; POB Cali, Colombia; nationality
 * Colombia; Gender Male; Cedula No. 123 (Colombia); a.k.a. 'EL PATRON'; Linked To: …') holds
 * most of what identifies a person in the legacy CSV. Segments are '; '-separated 'Label value'
 * pairs, 'alt. ' marks a further value of the same label. Weak aliases live only here.
 */

export interface DatosObservaciones {
  fechas_nacimiento: FechaNacimiento[];
  nacionalidades: string[];
  genero?: 'M' | 'F';
  identificadores: Identificador[];
  alias: string[];
}

function agregarUnico(lista: string[], valor: string): void {
  const v = valor.trim();
  if (v !== '' && !lista.some((x) => x.toLowerCase() === v.toLowerCase())) lista.push(v);
}

/** 'Passport 123 (Colombia) expires 01 Jan 2020' (without the label) → number and country. */
function numeroYPais(resto: string): { numero: string; pais?: string } {
  const corte = resto.search(/\s\(|\s(?:issued|expires|expired|valid)\b/i);
  const numero = (corte === -1 ? resto : resto.slice(0, corte)).trim();
  const parentesis = [...resto.matchAll(/\(([^()]+)\)/g)];
  const pais = parentesis.length > 0 ? parentesis[parentesis.length - 1]![1]!.trim() : undefined;
  return pais ? { numero, pais } : { numero };
}

export function parsearObservaciones(observaciones: string): DatosObservaciones {
  const datos: DatosObservaciones = { fechas_nacimiento: [], nacionalidades: [], identificadores: [], alias: [] };
  const texto = observaciones.trim();
  if (texto === '') return datos;

  for (const crudo of texto.split(/;\s+/)) {
    let seg = crudo.trim().replace(/\.$/, '').trim();
    seg = seg.replace(/^alt\.\s+/i, '');
    if (seg === '') continue;

    let m = /^DOB\s+(.+)$/.exec(seg);
    if (m) {
      agregarFechas(datos.fechas_nacimiento, parsearFechaNacimiento(m[1]!));
      continue;
    }
    m = /^(?:nationality|citizen|citizenship):?\s+(.+)$/i.exec(seg);
    if (m) {
      agregarUnico(datos.nacionalidades, m[1]!);
      continue;
    }
    m = /^Gender\s+(Male|Female)\b/i.exec(seg);
    if (m) {
      datos.genero = m[1]!.toLowerCase() === 'male' ? 'M' : 'F';
      continue;
    }
    m = /^[afn]\.k\.a\.,?\s+['"‘’“”](.+)['"‘’“”]$/i.exec(seg);
    if (m) {
      agregarUnico(datos.alias, m[1]!);
      continue;
    }
    const id = separarEtiqueta(seg);
    if (id) {
      const { numero, pais } = numeroYPais(id.resto);
      const limpio = limpiarNumero(id.tipo, numero);
      if (limpio !== '' && /\d/.test(limpio)) {
        const ident: Identificador = { tipo: id.tipo, numero: limpio, etiqueta: id.etiqueta };
        if (pais) ident.pais = pais;
        if (!datos.identificadores.some((x) => x.tipo === ident.tipo && x.numero === ident.numero)) {
          datos.identificadores.push(ident);
        }
      }
    }
  }
  return datos;
}
