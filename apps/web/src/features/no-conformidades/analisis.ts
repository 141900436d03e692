import {
  RAMAS_ISHIKAWA,
  type AnalisisCausaNc,
  type AnalisisCausaNcActualizar,
  type Ishikawa,
  type MetodoAnalisisNc,
  type RamaIshikawa,
} from '@atalaya/shared/contracts/no-conformidades';

/** The five whys: at most five ordered answers. */
export const MAX_PORQUES = 5;

/** What the analysis editor holds: five why boxes, one text per 6M branch (a cause per line), the root cause. */
export interface ValoresAnalisis {
  metodo: MetodoAnalisisNc;
  porques: string[];
  ishikawa: Record<RamaIshikawa, string>;
  causa_raiz: string;
}

/** The editor's starting values: the saved analysis, or an empty 5-whys one. */
export function valoresAnalisis(analisis: AnalisisCausaNc | null | undefined): ValoresAnalisis {
  const porques = Array.from({ length: MAX_PORQUES }, (_, i) => analisis?.porques[i] ?? '');
  const ishikawa = Object.fromEntries(
    RAMAS_ISHIKAWA.map((rama) => [rama, (analisis?.ishikawa[rama] ?? []).join('\n')]),
  ) as Record<RamaIshikawa, string>;
  return { metodo: analisis?.metodo ?? 'cinco_porques', porques, ishikawa, causa_raiz: analisis?.causa_raiz ?? '' };
}

/** A branch's text as its causes: one per line, trimmed, blank lines dropped. */
export const causasDeTexto = (texto: string): string[] =>
  texto
    .split('\n')
    .map((linea) => linea.trim())
    .filter(Boolean);

/**
 * The API body: only the chosen method's data (the other is sent empty), answers in order without
 * blanks, the root cause trimmed.
 */
export function payloadAnalisis(v: ValoresAnalisis): AnalisisCausaNcActualizar {
  const vacio = Object.fromEntries(RAMAS_ISHIKAWA.map((rama) => [rama, [] as string[]])) as unknown as Ishikawa;
  const ishikawa =
    v.metodo === 'ishikawa'
      ? (Object.fromEntries(
          RAMAS_ISHIKAWA.map((rama) => [rama, causasDeTexto(v.ishikawa[rama])]),
        ) as unknown as Ishikawa)
      : vacio;
  const porques =
    v.metodo === 'cinco_porques'
      ? v.porques
          .slice(0, MAX_PORQUES)
          .map((p) => p.trim())
          .filter(Boolean)
      : [];
  return { metodo: v.metodo, porques, ishikawa, causa_raiz: v.causa_raiz.trim() };
}

/** The editor's own check before saving: what the API would refuse, in the same words. */
export function erroresAnalisis(v: ValoresAnalisis): Partial<Record<'porques' | 'ishikawa' | 'causa_raiz', string>> {
  const p = payloadAnalisis(v);
  const errores: Partial<Record<'porques' | 'ishikawa' | 'causa_raiz', string>> = {};
  if (p.metodo === 'cinco_porques' && (p.porques?.length ?? 0) === 0) errores.porques = 'Registre al menos un porqué.';
  if (p.metodo === 'ishikawa' && Object.values(p.ishikawa ?? {}).every((xs: string[]) => xs.length === 0))
    errores.ishikawa = 'Registre al menos una causa en el diagrama.';
  if (!p.causa_raiz) errores.causa_raiz = 'Indique la causa raíz.';
  return errores;
}
