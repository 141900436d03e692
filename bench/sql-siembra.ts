// SQL building blocks shared by the benches that seed large tables with `generate_series`.

/** A SQL text array literal (values quoted, single quotes doubled). */
export const lit = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}]`;

/** SQL: the RUT check digit of the integer expression `b` (weights 2..7 from the right, mod 11). */
export function dvSql(b: string) {
  const weights = [2, 3, 4, 5, 6, 7, 2, 3, 4];
  const sum = weights.map((w, i) => `(${b} / ${10 ** i} % 10) * ${w}`).join(' + ');
  return `(CASE 11 - (${sum}) % 11 WHEN 11 THEN '0' WHEN 10 THEN 'K' ELSE (11 - (${sum}) % 11)::text END)`;
}

/** Pseudo-random index 1..n from a row number and a salt (stable between runs). */
export const pick = (n: number, expr: string, salt: number) =>
  `(1 + (hashint8((${expr})::bigint * 7919 + ${salt}) & 2147483647) % ${n})::int`;

/** Runs one seeding phase, records its duration in `fases` and reports it on stderr. */
export async function timed<T>(
  prefijo: string,
  fases: Record<string, number>,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  const t0 = performance.now();
  const out = await work();
  fases[name] = Math.round(performance.now() - t0);
  console.error(`${prefijo}${name} ${fases[name]} ms`);
  return out;
}
