import { z } from 'zod';
import {
  perfilDueDiligenceSchema,
  razonRiesgoSchema,
  resultadoScreeningSchema,
  type PerfilDueDiligence,
  type RazonRiesgo,
  type ResultadoScreening,
} from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { HitScreening } from '@atalaya/shared/contracts/due-diligence/screening';
import {
  ETIQUETA_ESTADO_DD,
  ETIQUETA_TAMANO,
  nivelRiesgo,
  tamanoEmpresa,
  type EstadoDueDiligence,
} from '@atalaya/shared/due-diligence';
import { formatRut } from '@atalaya/shared/rut';

/*
 * The due-diligence report as a document model: what both the PDF and the HTML preview show, in
 * the same order, already formatted for Chile (es-CL, America/Santiago). Pure: the renderers only
 * lay these blocks out, so the two outputs cannot drift apart.
 */

/** What the report reads from the due_diligences row and its joins. */
export interface DatosReporte {
  id: number;
  empresa_nombre: string;
  solicitante: string | null;
  publicado_por: string | null;
  tipo_persona: string;
  tipo_de_reporte: string;
  rut: string;
  nombre_completo: string;
  apellido_paterno: string;
  apellido_materno: string;
  razon_social: string;
  nombre_fantasia: string;
  representante: string;
  direccion: string;
  pais: string;
  sitio_web: string;
  estado: string;
  nivel_riesgo: string | null;
  razones_riesgo: unknown;
  perfil: unknown;
  screening: unknown;
  created_at: Date;
  procesado_at: Date | null;
  publicado_at: Date | null;
}

export interface Campo {
  etiqueta: string;
  valor: string;
}

export interface Tabla {
  titulo?: string;
  columnas: { titulo: string; /** Share of the width (the columns' shares add up to 1). */ ancho: number }[];
  filas: string[][];
  vacia: string;
}

export interface Coincidencia {
  nombreListado: string;
  puntaje: string;
  campos: Campo[];
  factores: Tabla;
}

export interface NombreRevisado {
  titulo: string;
  coincidencias: Coincidencia[];
}

export type Bloque =
  | { tipo: 'campos'; campos: Campo[] }
  | { tipo: 'tabla'; tabla: Tabla }
  | { tipo: 'parrafo'; titulo?: string; texto: string }
  | { tipo: 'nombre_revisado'; nombre: NombreRevisado }
  /** Null while the level has not been computed. */
  | { tipo: 'riesgo'; riesgo: RiesgoReporte | null };

export interface Seccion {
  titulo: string;
  bloques: Bloque[];
}

export type NivelMostrado = 'bajo' | 'monitoreo' | 'alto';

export interface RiesgoReporte {
  nivel: NivelMostrado;
  etiqueta: string;
  porcentaje: number;
  razones: { texto: string; peso: string }[];
}

export interface ModeloReporte {
  id: number;
  titulo: string;
  subtitulo: string;
  empresaCliente: string;
  sujeto: string;
  rut: string;
  /** Shown as a "Borrador — en revisión" banner and watermark when the report is not published. */
  borrador: string | null;
  generado: string;
  secciones: Seccion[];
}

export const TITULO_REPORTE = 'Informe de Due Diligence';
export const MARCA_BORRADOR = 'Borrador — en revisión';

/** Badge colours of each risk level (green, amber, red), shared by both renderers. */
export const COLOR_RIESGO: Record<NivelMostrado, string> = {
  bajo: '#1e7b45',
  monitoreo: '#b26a00',
  alto: '#b42318',
};

const ETIQUETA_PESO: Record<RazonRiesgo['peso'], string> = {
  alto: 'Alto',
  monitoreo: 'Monitoreo',
  informativo: 'Informativo',
};

const ETIQUETA_ROL: Record<string, string> = {
  sujeto: 'Sujeto del informe',
  socio: 'Socio',
  representante_legal: 'Representante legal',
  beneficiario: 'Beneficiario final',
  pep_declarado: 'PEP declarado',
};

const SIN_DATO = '—';

const porcentaje = new Intl.NumberFormat('es-CL', { style: 'percent', maximumFractionDigits: 1 });
const aporte = new Intl.NumberFormat('es-CL', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const pesos = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' });
const entero = new Intl.NumberFormat('es-CL');
const fechaHora = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Date and time on the Chilean clock, e.g. '22-11-2026, 16:50'. */
export const formatearFechaHora = (d: Date) => fechaHora.format(d);

const valor = (v: string | null | undefined) => (v && v.trim() ? v.trim() : SIN_DATO);
const siNo = (v: boolean) => (v ? 'Sí' : 'No');
const rutMostrado = (rut: string) => (rut ? formatRut(rut) : SIN_DATO);
const fechaOpcional = (d: Date | null) => (d ? formatearFechaHora(d) : SIN_DATO);

function fechaPartes(f: { dia: string; mes: string; anio: string }): string {
  if (!f.anio) return SIN_DATO;
  return [f.dia, f.mes, f.anio].filter(Boolean).join('-');
}

/** 'YYYY-MM-DD' as the Chilean 'DD-MM-YYYY'; partial dates as given. */
function fechaIso(v: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : valor(v);
}

/** ISO dates in a stored text (a reason's 'versión 2026-02-27', a factor's birth date) in the report's order ('27-02-2026'). */
const fechasEnTexto = (texto: string) => texto.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, '$3-$2-$1');

export function nombreSujeto(
  d: Pick<DatosReporte, 'tipo_persona' | 'nombre_completo' | 'apellido_paterno' | 'apellido_materno' | 'razon_social'>,
): string {
  const nombre =
    d.tipo_persona === 'juridica'
      ? d.razon_social
      : [d.nombre_completo, d.apellido_paterno, d.apellido_materno].filter(Boolean).join(' ');
  return nombre.trim() || 'Sin nombre';
}

function riesgo(d: DatosReporte): RiesgoReporte | null {
  if (!d.nivel_riesgo) return null;
  const { etiqueta, porcentaje } = nivelRiesgo(d.nivel_riesgo);
  const razones = z.array(razonRiesgoSchema).parse(d.razones_riesgo ?? []);
  return {
    nivel: d.nivel_riesgo as NivelMostrado,
    etiqueta,
    porcentaje,
    razones: razones.map((r) => ({ texto: fechasEnTexto(r.texto), peso: ETIQUETA_PESO[r.peso] })),
  };
}

function identificacion(d: DatosReporte, perfil: PerfilDueDiligence | null): Seccion {
  const fechas: Campo[] = [
    { etiqueta: 'Solicitado', valor: formatearFechaHora(d.created_at) },
    { etiqueta: 'Solicitado por', valor: valor(d.solicitante) },
    { etiqueta: 'Procesado', valor: fechaOpcional(d.procesado_at) },
    { etiqueta: 'Publicado', valor: fechaOpcional(d.publicado_at) },
  ];
  if (d.publicado_por) fechas.push({ etiqueta: 'Publicado por', valor: d.publicado_por });

  if (d.tipo_persona === 'juridica') {
    const campos: Campo[] = [
      { etiqueta: 'Razón social', valor: valor(d.razon_social) },
      { etiqueta: 'Nombre de fantasía', valor: valor(d.nombre_fantasia) },
      { etiqueta: 'RUT', valor: rutMostrado(d.rut) },
      { etiqueta: 'Representante', valor: valor(d.representante) },
      { etiqueta: 'Dirección', valor: valor(d.direccion) },
      { etiqueta: 'País', valor: valor(d.pais) },
      { etiqueta: 'Sitio web', valor: valor(d.sitio_web) },
    ];
    if (perfil) {
      campos.push(
        { etiqueta: 'Actividad económica', valor: valor(perfil.actividad_economica) },
        { etiqueta: 'Fecha de constitución', valor: fechaPartes(perfil.fecha_constitucion) },
        { etiqueta: 'Inicio de actividades', valor: fechaPartes(perfil.fecha_de_inicio_de_actividad) },
        { etiqueta: 'Tamaño de empresa', valor: tamano(perfil) },
      );
    }
    return { titulo: 'Identificación', bloques: [{ tipo: 'campos', campos: [...campos, ...fechas] }] };
  }

  const campos: Campo[] = [
    { etiqueta: 'Nombre', valor: nombreSujeto(d) },
    { etiqueta: 'RUT', valor: rutMostrado(d.rut) },
    { etiqueta: 'Dirección', valor: valor(d.direccion) },
    { etiqueta: 'País', valor: valor(d.pais) },
    { etiqueta: 'Sitio web', valor: valor(d.sitio_web) },
  ];
  const p = perfil?.persona;
  if (p) {
    campos.push(
      { etiqueta: 'Fecha de nacimiento', valor: fechaIso(p.fecha_nacimiento) },
      { etiqueta: 'Nacionalidad', valor: valor(p.nacionalidad) },
      { etiqueta: 'Género', valor: valor(p.genero) },
      { etiqueta: 'Estado civil', valor: valor(p.estado_civil) },
      { etiqueta: 'Profesión', valor: valor(p.profesion) },
      { etiqueta: 'Domicilio', valor: valor([p.direccion, p.comuna, p.region].filter(Boolean).join(', ')) },
      { etiqueta: 'Fallecido', valor: siNo(p.fallecido) },
    );
  }
  return { titulo: 'Identificación', bloques: [{ tipo: 'campos', campos: [...campos, ...fechas] }] };
}

const tamano = (perfil: PerfilDueDiligence) =>
  perfil.situacion_financiera.tipo_de_empresa
    ? ETIQUETA_TAMANO[tamanoEmpresa(perfil.situacion_financiera.tipo_de_empresa)]
    : SIN_DATO;

function coincidencia(hit: HitScreening): Coincidencia {
  const campos: Campo[] = [
    { etiqueta: 'Nombre coincidente', valor: hit.nombre_coincidente },
    { etiqueta: 'Alias', valor: hit.alias.length ? hit.alias.join('; ') : SIN_DATO },
    { etiqueta: 'Lista', valor: `${hit.lista.nombre} (versión ${fechaIso(hit.lista.version)})` },
    { etiqueta: 'Identificador en la lista', valor: valor(hit.id_en_lista) },
  ];
  if (hit.programas.length) campos.push({ etiqueta: 'Programas', valor: hit.programas.join(', ') });
  if (hit.fechas_nacimiento.length) {
    campos.push({ etiqueta: 'Fechas de nacimiento', valor: hit.fechas_nacimiento.map(fechaIso).join(', ') });
  }
  if (hit.nacionalidades.length) campos.push({ etiqueta: 'Nacionalidades', valor: hit.nacionalidades.join(', ') });
  return {
    nombreListado: hit.nombre_listado,
    puntaje: porcentaje.format(hit.score),
    campos,
    factores: {
      titulo: 'Explicación del puntaje',
      columnas: [
        { titulo: 'Factor', ancho: 0.25 },
        { titulo: 'Aporte', ancho: 0.13 },
        { titulo: 'Detalle', ancho: 0.62 },
      ],
      filas: hit.explicacion.map((f) => [f.factor, aporte.format(f.aporte), fechasEnTexto(f.detalle)]),
      vacia: 'Sin factores informados.',
    },
  };
}

function screening(s: ResultadoScreening | null): Seccion {
  const titulo = 'Revisión en listas de sanciones';
  if (!s) return { titulo, bloques: [{ tipo: 'parrafo', texto: 'La revisión en listas aún no se ha realizado.' }] };
  const total = s.nombres.reduce((n, x) => n + x.hits.length, 0);
  return {
    titulo,
    bloques: [
      {
        tipo: 'campos',
        campos: [
          { etiqueta: 'Fecha de revisión', valor: formatearFechaHora(new Date(s.screened_at)) },
          { etiqueta: 'Umbral de coincidencia', valor: porcentaje.format(s.umbral) },
          { etiqueta: 'Nombres revisados', valor: entero.format(s.nombres.length) },
          { etiqueta: 'Coincidencias', valor: entero.format(total) },
        ],
      },
      {
        tipo: 'tabla',
        tabla: {
          titulo: 'Listas consultadas',
          columnas: [
            { titulo: 'Lista', ancho: 0.44 },
            { titulo: 'Versión', ancho: 0.16 },
            { titulo: 'Entradas', ancho: 0.14 },
            { titulo: 'SHA-256', ancho: 0.26 },
          ],
          filas: s.listas.map((l) => [
            l.nombre,
            fechaIso(l.version),
            entero.format(l.entradas),
            `${l.sha256.slice(0, 16)}…`,
          ]),
          vacia: 'Ninguna lista cargada.',
        },
      },
      ...s.nombres.map((n): Bloque => ({
        tipo: 'nombre_revisado',
        nombre: {
          titulo: [n.nombre, ETIQUETA_ROL[n.rol] ?? n.rol, n.rut ? `RUT ${rutMostrado(n.rut)}` : '']
            .filter(Boolean)
            .join(' · '),
          coincidencias: n.hits.map(coincidencia),
        },
      })),
    ],
  };
}

const personasTabla = (titulo: string, personas: PerfilDueDiligence['sociedades']['socios']): Bloque => ({
  tipo: 'tabla',
  tabla: {
    titulo,
    columnas: [
      { titulo: 'Nombre', ancho: 0.46 },
      { titulo: 'RUT', ancho: 0.2 },
      { titulo: 'Fecha de nacimiento', ancho: 0.22 },
      { titulo: 'PEP', ancho: 0.12 },
    ],
    filas: personas.map((p) => [valor(p.nombre), rutMostrado(p.rut), fechaIso(p.fecha_nacimiento), siNo(p.is_pep)]),
    vacia: 'Sin registros.',
  },
});

function secciones(perfil: PerfilDueDiligence): Seccion[] {
  const { sociedades: soc, situacion_financiera: fin, causas } = perfil;
  const pep = perfil.situacion_pep_soe_listas_internacionales;
  const redes = perfil.medios_y_redes_sociales;
  const lista: Seccion[] = [];
  if (perfil.tipo === 'juridica' || soc.socios.length + soc.representante_legal.length + soc.beneficiarios.length) {
    lista.push({
      titulo: 'Sociedades',
      bloques: [
        personasTabla('Socios', soc.socios),
        personasTabla('Representantes legales', soc.representante_legal),
        personasTabla('Beneficiarios finales', soc.beneficiarios),
      ],
    });
  }
  lista.push(
    {
      titulo: 'Situación financiera',
      bloques: [
        {
          tipo: 'campos',
          campos: [
            { etiqueta: 'Vehículos', valor: entero.format(fin.vehiculos.cantidad) },
            { etiqueta: 'Propiedades', valor: entero.format(fin.propiedades.cantidad) },
            { etiqueta: 'Avalúo fiscal', valor: pesos.format(fin.propiedades.avaluo) },
            { etiqueta: 'Documentos impagos', valor: entero.format(fin.documentos_impagos.cantidad) },
            { etiqueta: 'Monto impago', valor: pesos.format(fin.documentos_impagos.monto) },
            ...(perfil.tipo === 'juridica' ? [{ etiqueta: 'Tamaño de empresa', valor: tamano(perfil) }] : []),
          ],
        },
        {
          tipo: 'tabla',
          tabla: {
            titulo: 'Desglose de documentos impagos',
            columnas: [
              { titulo: 'Concepto', ancho: 0.56 },
              { titulo: 'Cantidad', ancho: 0.16 },
              { titulo: 'Monto', ancho: 0.28 },
            ],
            filas: fin.documentos_impagos.desglose.map((x) => [
              valor(x.label),
              entero.format(x.cantidad),
              pesos.format(x.monto),
            ]),
            vacia: 'Sin documentos impagos.',
          },
        },
      ],
    },
    {
      titulo: 'PEP, empresas del Estado (SOE) y listas internacionales',
      bloques: [
        { tipo: 'campos', campos: [{ etiqueta: 'Persona expuesta políticamente', valor: siNo(pep.pep) }] },
        { tipo: 'parrafo', titulo: 'Empresas del Estado (SOE)', texto: valor(pep.soe.content) },
        { tipo: 'parrafo', titulo: 'Listas internacionales', texto: valor(pep.listado.content) },
      ],
    },
    {
      titulo: 'Relación con el cliente',
      bloques: [
        {
          tipo: 'campos',
          campos: [
            {
              etiqueta: 'Cliente solicitante',
              valor: valor(perfil.relacion_con_el_cliente.nombre_cliente_solicitante),
            },
          ],
        },
        { tipo: 'parrafo', titulo: 'Antecedentes', texto: valor(perfil.relacion_con_el_cliente.data) },
      ],
    },
    {
      titulo: 'Causas judiciales',
      bloques: [
        {
          tipo: 'campos',
          campos: [
            { etiqueta: 'Registra causas', valor: siNo(causas.exists) },
            { etiqueta: 'Total de causas', valor: entero.format(causas.total) },
          ],
        },
        {
          tipo: 'tabla',
          tabla: {
            columnas: [
              { titulo: 'Materia', ancho: 0.4 },
              { titulo: 'Causas', ancho: 0.25 },
              { titulo: 'Respaldo', ancho: 0.35 },
            ],
            filas: (
              [
                ['Civil', causas.detalles.civil],
                ['Laboral', causas.detalles.laboral],
                ['Penal', causas.detalles.penal],
                ['Cobranza', causas.detalles.cobranza],
              ] as const
            ).map(([materia, c]) => [
              materia,
              entero.format(c.total),
              c.archivo === null ? 'Sin archivo' : 'Archivo adjunto',
            ]),
            vacia: 'Sin causas.',
          },
        },
      ],
    },
    {
      titulo: 'Medios y redes sociales',
      bloques: [
        {
          tipo: 'tabla',
          tabla: {
            columnas: [
              { titulo: 'Red', ancho: 0.2 },
              { titulo: 'Cuenta', ancho: 0.6 },
              { titulo: 'Existe', ancho: 0.2 },
            ],
            filas: (
              [
                ['Facebook', redes.facebook],
                ['Instagram', redes.instagram],
                ['LinkedIn', redes.linkedin],
                ['X', redes.x],
              ] as const
            ).map(([red, c]) => [red, valor(c.account), siNo(c.exists)]),
            vacia: 'Sin cuentas.',
          },
        },
        { tipo: 'parrafo', titulo: 'Medios de prensa', texto: valor(redes.medios.content) },
      ],
    },
  );
  return lista;
}

/** The report of a due diligence, generated at `ahora`. */
export function modeloReporte(d: DatosReporte, ahora: Date): ModeloReporte {
  const perfil = d.perfil ? perfilDueDiligenceSchema.parse(d.perfil) : null;
  const resultado = d.screening ? resultadoScreeningSchema.parse(d.screening) : null;
  const juridica = d.tipo_persona === 'juridica';
  const perfilSecciones = perfil
    ? secciones(perfil)
    : [{ titulo: 'Perfil', bloques: [{ tipo: 'parrafo', texto: 'El perfil aún no está disponible.' } as Bloque] }];
  return {
    id: d.id,
    titulo: TITULO_REPORTE,
    subtitulo: `${d.tipo_de_reporte === 'full' ? 'Full' : 'Lite'} · Persona ${juridica ? 'jurídica' : 'natural'}`,
    empresaCliente: d.empresa_nombre,
    sujeto: nombreSujeto(d),
    rut: rutMostrado(d.rut),
    borrador:
      d.estado === 'terminado'
        ? null
        : `${MARCA_BORRADOR} (estado: ${ETIQUETA_ESTADO_DD[d.estado as EstadoDueDiligence] ?? d.estado})`,
    generado: formatearFechaHora(ahora),
    secciones: [
      identificacion(d, perfil),
      { titulo: 'Nivel de riesgo', bloques: [{ tipo: 'riesgo', riesgo: riesgo(d) }] },
      screening(resultado),
      ...perfilSecciones,
    ],
  };
}
