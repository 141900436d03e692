import {
  COLOR_RIESGO,
  type Bloque,
  type Campo,
  type Coincidencia,
  type ModeloReporte,
  type RiesgoReporte,
  type Tabla,
} from './modelo-reporte';

/*
 * The report as one self-contained HTML page (inline CSS, no scripts, no external resources), for
 * viewing in the browser. Every value goes through `esc`: names come from clients and lists.
 */

const ENTIDADES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (texto: string) => texto.replace(/[&<>"']/g, (c) => ENTIDADES[c]!);

/** Served with the page: nothing but its own inline styles may load or run. */
export const POLITICA_CONTENIDO_HTML =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const ESTILOS = `
*{box-sizing:border-box}
body{margin:0;background:#eef1f5;color:#1f2933;font:14px/1.45 Helvetica,Arial,sans-serif}
main{max-width:880px;margin:24px auto;background:#fff;padding:32px 40px;border-top:8px solid #123b5d;box-shadow:0 1px 4px rgba(0,0,0,.12)}
header.marca{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:1px solid #e6e9ee;padding-bottom:12px}
.logo{font-weight:700;font-size:20px;color:#123b5d;letter-spacing:.04em}
.lema,.dim{color:#5b6675;font-size:12px}
.cliente{text-align:right}.cliente strong{display:block;font-size:15px}
h1{color:#123b5d;font-size:28px;margin:20px 0 2px}
.subtitulo{color:#5b6675;font-size:16px;margin:0}
.sujeto{font-size:20px;font-weight:700;margin:14px 0 0}
.borrador{margin:16px 0;padding:10px 14px;border:1px solid #b26a00;background:#fff4e5;color:#8a4b00;font-weight:700;border-radius:4px}
h2{color:#123b5d;font-size:18px;border-bottom:2px solid #123b5d;padding-bottom:4px;margin:28px 0 12px}
h3{color:#5b6675;font-size:14px;margin:14px 0 6px}
dl{display:grid;grid-template-columns:210px 1fr;gap:4px 12px;margin:0 0 10px}
dt{color:#5b6675;font-weight:700;font-size:12px;padding-top:2px}dd{margin:0;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;margin:0 0 12px;font-size:13px}
th{background:#e6e9ee;color:#123b5d;text-align:left;padding:5px 6px}
td{padding:5px 6px;border-bottom:1px solid #e6e9ee;vertical-align:top;overflow-wrap:anywhere}
tbody tr:nth-child(even) td{background:#f5f7fa}
.vacia{color:#5b6675;font-style:italic}
p.texto{white-space:pre-wrap;margin:0 0 10px}
.insignia{display:inline-block;color:#fff;font-weight:700;font-size:16px;padding:5px 16px;border-radius:16px}
.barra{position:relative;height:10px;background:#e6e9ee;border-radius:5px;margin:16px 0 24px}
.barra span{position:absolute;left:0;top:0;bottom:0;border-radius:5px}
.barra i{position:absolute;top:14px;transform:translateX(-50%);font-style:normal;font-size:11px;color:#5b6675;white-space:nowrap}
ul.razones{padding-left:18px}ul.razones li{margin:2px 0}.peso{color:#5b6675;font-weight:700;font-size:12px;margin-left:6px}
.revisado{margin:14px 0 4px;font-weight:700}
.limpio{color:#1e7b45;margin:0 0 8px}
.hit{margin:6px 0 14px 12px;border-left:3px solid #b42318}
.hit>.cabeza{display:flex;justify-content:space-between;background:#fdecea;color:#b42318;font-weight:700;padding:6px 10px}
.hit>.cuerpo{padding:8px 10px 0}
footer{margin-top:32px;border-top:1px solid #e6e9ee;padding-top:8px;color:#5b6675;font-size:12px}
`;

const campos = (lista: Campo[]) =>
  `<dl>${lista.map((c) => `<dt>${esc(c.etiqueta)}</dt><dd>${esc(c.valor)}</dd>`).join('')}</dl>`;

function tabla(t: Tabla): string {
  const cabeza = t.columnas
    .map((c) => `<th style="width:${Math.round(c.ancho * 100)}%">${esc(c.titulo)}</th>`)
    .join('');
  const cuerpo = t.filas.length
    ? t.filas.map((f) => `<tr>${f.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')
    : `<tr><td class="vacia" colspan="${t.columnas.length}">${esc(t.vacia)}</td></tr>`;
  return `${t.titulo ? `<h3>${esc(t.titulo)}</h3>` : ''}<table><thead><tr>${cabeza}</tr></thead><tbody>${cuerpo}</tbody></table>`;
}

const coincidencia = (c: Coincidencia) =>
  `<div class="hit"><div class="cabeza"><span>Coincidencia: ${esc(c.nombreListado)}</span><span>Puntaje ${esc(c.puntaje)}</span></div>` +
  `<div class="cuerpo">${campos(c.campos)}${tabla(c.factores)}</div></div>`;

function riesgo(r: RiesgoReporte | null): string {
  if (!r) return '<p class="vacia">El nivel de riesgo aún no se ha calculado.</p>';
  const color = COLOR_RIESGO[r.nivel];
  const marcas = (
    [
      ['Bajo 20 %', 20],
      ['Monitoreo 50 %', 50],
      ['Alto 80 %', 80],
    ] as const
  )
    .map(([e, p]) => `<i style="left:${p}%">${e}</i>`)
    .join('');
  const razones = r.razones.length
    ? `<h3>Razones</h3><ul class="razones">${r.razones
        .map((x) => `<li>${esc(x.texto)}<span class="peso">${esc(x.peso)}</span></li>`)
        .join('')}</ul>`
    : '<p class="vacia">Sin razones registradas.</p>';
  return (
    `<p><span class="insignia" style="background:${color}">${esc(r.etiqueta)} · ${r.porcentaje} %</span></p>` +
    `<div class="barra" role="img" aria-label="Nivel de riesgo ${esc(r.etiqueta)}, ${r.porcentaje} %">` +
    `<span style="width:${r.porcentaje}%;background:${color}"></span>${marcas}</div>${razones}`
  );
}

function bloque(b: Bloque): string {
  switch (b.tipo) {
    case 'campos':
      return campos(b.campos);
    case 'tabla':
      return tabla(b.tabla);
    case 'parrafo':
      return `${b.titulo ? `<h3>${esc(b.titulo)}</h3>` : ''}<p class="texto">${esc(b.texto)}</p>`;
    case 'nombre_revisado':
      return (
        `<p class="revisado">${esc(b.nombre.titulo)}</p>` +
        (b.nombre.coincidencias.length
          ? b.nombre.coincidencias.map(coincidencia).join('')
          : '<p class="limpio">Sin coincidencias sobre el umbral.</p>')
      );
    case 'riesgo':
      return riesgo(b.riesgo);
  }
}

export function renderizarHtml(m: ModeloReporte): string {
  const titulo = `${m.titulo} — ${m.sujeto}`;
  return `<!doctype html>
<html lang="es-CL">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(titulo)}</title>
<style>${ESTILOS}</style>
</head>
<body>
<main>
<header class="marca">
<div><div class="logo">ATALAYA</div><div class="lema">Cumplimiento y debida diligencia</div></div>
<div class="cliente"><span class="dim">Preparado para</span><strong>${esc(m.empresaCliente)}</strong></div>
</header>
<h1>${esc(m.titulo)}</h1>
<p class="subtitulo">${esc(m.subtitulo)}</p>
<p class="sujeto">${esc(m.sujeto)}</p>
<p class="dim">RUT ${esc(m.rut)}</p>
${m.borrador ? `<p class="borrador" role="status">${esc(m.borrador)}</p>` : ''}
${m.secciones.map((s) => `<section><h2>${esc(s.titulo)}</h2>${s.bloques.map(bloque).join('')}</section>`).join('\n')}
<footer>Informe N.º ${m.id} · Generado el ${esc(m.generado)} (hora de Chile) · Confidencial</footer>
</main>
</body>
</html>
`;
}
