import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TipoResultado } from '@atalaya/shared/contracts/busqueda';
import type { DbOrTx } from '../../db/client';
import {
  categorias_denuncia,
  denuncias,
  documentos,
  due_diligences,
  no_conformidades,
  tickets,
  trabajadores,
} from '../../db/schema/index';
import { foldedText, nombreCompletoOrdenable } from '../../db/schema/empresa';
import { condicionVisible } from '../canal-denuncias/denuncias/denuncias.repository';
import type { Termino } from './termino';

/*
 * The whole search is ONE statement: a UNION ALL of one block per kind the caller may see, each
 * scoped to the acting company and cut at `limite` rows, so a search costs one round trip like a
 * list page. Ranking: 0 = exact code / RUT / number, 1 = a word of the record starts with the
 * term, 2 = it only contains it. Text is compared folded (lower case, no accents) with the same
 * expressions the lists search, so their trigram indexes serve here too.
 *
 * Workers (the big table) are read tier by tier — exact RUT; full name from its start (a btree
 * range); another word's prefix; contains — each tier in name order and the block stops as soon as
 * it has `limite` rows (an Append under a LIMIT reads its parts in order and stops), so a frequent
 * term ("gonz", "ma") or a whole common name ("maria jose gonzalez") reads a few index entries
 * instead of ranking thousands of matches. Every searched text is a stored folded column, so no
 * row is folded at search time.
 */

export interface FilaBusqueda {
  tipo: TipoResultado;
  id: number;
  rango: number;
  /** Position inside its kind's block (its own ORDER BY). */
  n: number;
  t1: string | null;
  t2: string | null;
  t3: string | null;
  t4: string | null;
  t5: string | null;
}

export interface Alcance {
  empresaId: number;
  usuarioId: number;
  veTodasLasCategorias: boolean;
  tipos: ReadonlySet<TipoResultado>;
  limite: number;
}

const escapar = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const contiene = (s: string) => `%${escapar(s)}%`;
const empieza = (s: string) => `${escapar(s)}%`;

/**
 * The term in `texto`: anywhere from 3 characters on; a 2-character term only at the start of a
 * word (a trigram index can read a word start — ' ma' — but not 'ma' anywhere: that is a full scan).
 */
const coincide = (texto: SQL | PgColumn, t: string): SQL =>
  t.length < 3 ? palabraEmpieza(texto, t) : sql`${texto} like ${contiene(t)}`;

/** `t` for a regular expression, every character literal. */
const literal = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);

/**
 * A word of `texto` (folded) starts with `t`: one regular expression, so the folded text is
 * computed once per row, and pg_trgm still reads it from the index (' ma' is a trigram of it).
 */
const palabraEmpieza = (texto: SQL | PgColumn, t: string): SQL => sql`${texto} ~ ${`(^| )${literal(t)}`}`;

/** 0 exact, 1 word prefix, 2 contains. */
const rango = (exacto: SQL | undefined, texto: SQL | PgColumn, t: string): SQL =>
  exacto
    ? sql`case when ${exacto} then 0 when ${palabraEmpieza(texto, t)} then 1 else 2 end`
    : sql`case when ${palabraEmpieza(texto, t)} then 1 else 2 end`;

/** `select tipo, id, rango, n, t1..t5` over an ordered, limited inner query. */
function bloque(tipo: TipoResultado, interno: SQL, limite: number): SQL {
  return sql`(select ${tipo}::text as tipo, s.id, s.rango, (row_number() over ())::int as n,
      s.t1, s.t2, s.t3, s.t4, s.t5 from (${interno}) s limit ${limite})`;
}

function trabajadoresSql(a: Alcance, t: Termino): SQL {
  const w = trabajadores;
  // A RUT is compared without dots (stored 12345678-5; folded to lower case for the K).
  const termino = t.rut ? t.rut.compacto : t.texto;
  const cols = sql`${w.id} as id, ${w.rut} as t1, ${w.nombres} as t2, ${w.apellido_paterno} as t3,
    ${w.apellido_materno} as t4, ${w.cargo} as t5`;
  const orden = sql`order by ${w.apellido_paterno}, ${w.nombres}, ${w.id}`;
  const empresa = sql`${w.empresa_id} = ${a.empresaId}`;
  // The folded text is 'rut nombres apellidos': a RUT prefix is its start, a name's follows a space
  // (one LIKE, not two: half the trigram work on a large company).
  const prefijo = t.rut
    ? sql`${w.busqueda} like ${empieza(termino)}`
    : sql`${w.busqueda} like ${`% ${empieza(termino)}`}`;
  const noExacto = t.rut?.exacto ? sql` and ${w.rut} <> ${t.rut.exacto}` : sql``;
  const partes: SQL[] = [];
  if (t.rut?.exacto) {
    partes.push(sql`(select ${cols}, 0 as rango from ${w} where ${empresa} and ${w.rut} = ${t.rut.exacto})`);
  }
  if (t.rut) {
    partes.push(
      sql`(select ${cols}, 1 as rango from ${w} where ${empresa} and ${prefijo}${noExacto} ${orden} limit ${a.limite})`,
    );
  } else {
    // A name typed from its start first, in full-name order (a range of its btree), then the other
    // word-prefix matches: a full name finds its people without touching the trigram index.
    const nombre = nombreCompletoOrdenable(w);
    const nombreEmpieza = sql`${nombre} like ${empieza(termino)}`;
    partes.push(
      sql`(select ${cols}, 1 as rango from ${w} where ${empresa} and ${nombreEmpieza}
        order by ${nombre}, ${w.id} limit ${a.limite})`,
      sql`(select ${cols}, 1 as rango from ${w} where ${empresa} and ${prefijo} and not ${nombreEmpieza}
        ${orden} limit ${a.limite})`,
    );
  }
  // A whole RUT typed with its hyphen names one worker: nobody else's RUT starts with or contains it.
  const rutCompleto = !!t.rut?.exacto && t.rut.compacto.includes('-');
  if (rutCompleto) return sql`select * from (${partes[0]!}) u`;
  if (termino.length >= 3) {
    partes.push(
      sql`(select ${cols}, 2 as rango from ${w} where ${empresa} and ${w.busqueda} like ${contiene(termino)}
        and not ${prefijo}${noExacto} ${orden} limit ${a.limite})`,
    );
  }
  return sql`select * from (${sql.join(partes, sql` union all `)}) u limit ${a.limite}`;
}

function documentosSql(a: Alcance, t: Termino): SQL {
  const d = documentos;
  const exacto = sql`lower(${d.codigo}) = ${t.minusculas}`;
  const r = rango(exacto, d.busqueda, t.texto);
  return sql`select ${d.id} as id, ${r} as rango, ${d.codigo} as t1, ${d.nombre_documento} as t2,
      null::text as t3, null::text as t4, null::text as t5
    from ${d} where ${d.empresa_id} = ${a.empresaId} and ${coincide(d.busqueda, t.texto)}
    order by 2, ${d.codigo}, ${d.id} limit ${a.limite}`;
}

/** Cases by reference only (the rest of a case is encrypted): DEN-000123, DEN-123, DEN-0001… */
function denunciasSql(a: Alcance, ref: NonNullable<Termino['referencia']>): SQL {
  const d = denuncias;
  const exacto = ref.numero === null ? sql`false` : sql`${d.numero} = ${ref.numero}`;
  const prefijo = ref.sinCeros
    ? sql`(lpad(${d.numero}::text, 6, '0') like ${empieza(ref.digitos)} or ${d.numero}::text like ${empieza(ref.sinCeros)})`
    : sql`lpad(${d.numero}::text, 6, '0') like ${empieza(ref.digitos)}`;
  return sql`select ${d.id} as id, case when ${exacto} then 0 else 1 end as rango, ${d.numero}::text as t1,
      ${d.estado} as t2, ${categorias_denuncia.nombre} as t3, null::text as t4, null::text as t5
    from ${d} left join ${categorias_denuncia} on ${categorias_denuncia.id} = ${d.categoria_id}
    where ${d.empresa_id} = ${a.empresaId} and (${exacto} or ${prefijo}) and ${condicionVisible(a)}
    order by 2, ${d.numero} desc limit ${a.limite}`;
}

/** RUT and names, folded and stored: what `due_diligences_empresa_busqueda_trgm` indexes. */
const textoDd = due_diligences.busqueda;

function dueDiligencesSql(a: Alcance, t: Termino): SQL {
  const d = due_diligences;
  // A whole RUT is looked for in its stored form (12345678-5), whatever way it was typed.
  const termino = t.rut ? (t.rut.exacto?.toLowerCase() ?? t.rut.compacto) : t.texto;
  const r = t.rut?.exacto
    ? sql`case when ${d.rut} = ${t.rut.exacto} then 0 else 2 end`
    : t.rut
      ? sql`case when lower(${d.rut}) like ${empieza(t.rut.compacto)} then 1 else 2 end`
      : rango(undefined, textoDd, t.texto);
  const nombre = sql`case when ${d.tipo_persona} = 'juridica' then ${d.razon_social}
    else trim(${d.nombre_completo} || ' ' || ${d.apellido_paterno} || ' ' || ${d.apellido_materno}) end`;
  return sql`select ${d.id} as id, ${r} as rango, ${d.rut} as t1, ${d.tipo_persona} as t2, ${nombre} as t3,
      ${d.estado} as t4, null::text as t5
    from ${d} where ${d.empresa_id} = ${a.empresaId} and ${coincide(textoDd, termino)}
    order by 2, ${d.created_at} desc, ${d.id} desc limit ${a.limite}`;
}

/** The stored folded texts `no_conformidades_empresa_busqueda_trgm` and `tickets_empresa_busqueda_trgm` index (a code is in it). */
const textoNc = no_conformidades.busqueda;

function noConformidadesSql(a: Alcance, t: Termino): SQL {
  const n = no_conformidades;
  const exacto = sql`lower(${n.codigo}) = ${t.minusculas}`;
  return sql`select ${n.id} as id, ${rango(exacto, textoNc, t.texto)} as rango, ${n.codigo} as t1,
      ${n.descripcion} as t2, ${n.etapa} as t3, null::text as t4, null::text as t5
    from ${n} where ${n.empresa_id} = ${a.empresaId} and ${coincide(textoNc, t.texto)}
    order by 2, ${n.id} desc limit ${a.limite}`;
}

const textoTicket = tickets.busqueda;

function ticketsSql(a: Alcance, t: Termino): SQL {
  const k = tickets;
  const exacto = t.numeroTicket === null ? undefined : sql`${k.id} = ${t.numeroTicket}`;
  const donde = exacto ? sql`(${coincide(textoTicket, t.texto)} or ${exacto})` : coincide(textoTicket, t.texto);
  return sql`select ${k.id} as id, ${rango(exacto, foldedText(k.asunto), t.texto)} as rango, ${k.asunto} as t1,
      ${k.estado} as t2, null::text as t3, null::text as t4, null::text as t5
    from ${k} where ${k.empresa_id} = ${a.empresaId} and ${donde}
    order by 2, ${k.id} desc limit ${a.limite}`;
}

/** Every kind in `a.tipos` in one statement; rows in no particular order (the caller sorts). */
export async function buscarRegistros(db: DbOrTx, a: Alcance, t: Termino): Promise<FilaBusqueda[]> {
  const bloques: SQL[] = [];
  const con = (tipo: TipoResultado, interno: SQL) => bloques.push(bloque(tipo, interno, a.limite));
  if (a.tipos.has('trabajador')) con('trabajador', trabajadoresSql(a, t));
  if (a.tipos.has('documento')) con('documento', documentosSql(a, t));
  if (a.tipos.has('denuncia') && t.referencia) con('denuncia', denunciasSql(a, t.referencia));
  if (a.tipos.has('due_diligence')) con('due_diligence', dueDiligencesSql(a, t));
  if (a.tipos.has('no_conformidad')) con('no_conformidad', noConformidadesSql(a, t));
  if (a.tipos.has('ticket')) con('ticket', ticketsSql(a, t));
  if (bloques.length === 0) return [];
  const res = await db.execute(sql.join(bloques, sql` union all `));
  const filas = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as FilaBusqueda[];
  return filas.map((f) => ({ ...f, id: Number(f.id), rango: Number(f.rango), n: Number(f.n) }));
}
