import {
  perfilDueDiligenceSchema,
  type PerfilDueDiligence,
  type PersonaSociedad,
} from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type {
  CausasJudiciales,
  DatosPersonaNatural,
  EstadoPep,
  FichaPersona,
  PerfilEmpresa,
  Proveedor,
} from '../proveedores/proveedor';
import type { DueDiligenceRow } from '../solicitudes/solicitudes.repository';

/*
 * What the job gathers from the data provider for one request: the SPEC §3 company profile
 * (`perfil`, validated by its schema), the names to screen with their role, and the facts the risk
 * level depends on.
 */

type Solicitud = Pick<
  DueDiligenceRow,
  | 'tipo_persona'
  | 'rut'
  | 'nombre_completo'
  | 'apellido_paterno'
  | 'apellido_materno'
  | 'razon_social'
  | 'nombre_fantasia'
  | 'representante'
  | 'peps'
>;

export interface NombreAScreenear {
  nombre: string;
  rut: string;
  /** sujeto | socio | representante_legal | beneficiario | pep_declarado (comma-joined when several). */
  rol: string;
  fecha_nacimiento?: string;
  tipo: 'natural' | 'juridica';
}

export interface Recopilacion {
  perfil: PerfilDueDiligence;
  nombres: NombreAScreenear[];
  pep: EstadoPep;
  pepsRelacionados: string[];
  pepsDeclarados: number;
  causas: CausasJudiciales;
}

const SIN_FECHA = { dia: '', mes: '', anio: '' };
const SIN_CUENTA = { account: '', exists: false };
const SIN_REDES: PerfilEmpresa['medios_y_redes_sociales'] = {
  facebook: SIN_CUENTA,
  instagram: SIN_CUENTA,
  linkedin: SIN_CUENTA,
  x: SIN_CUENTA,
  medios: { content: '' },
};

const unir = (...partes: string[]) =>
  partes
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
const normal = (nombre: string) =>
  nombre.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
/** Same name, and the same RUT when both are known (the form's representative has none). */
const mismaPersona = (a: NombreAScreenear, b: NombreAScreenear) =>
  normal(a.nombre) === normal(b.nombre) && (a.rut === b.rut || !a.rut || !b.rut);

function esNatural(d: FichaPersona['data']): d is DatosPersonaNatural {
  return 'names' in d;
}

function datosPersona(ficha: FichaPersona | null): PerfilDueDiligence['persona'] {
  if (!ficha || !esNatural(ficha.data)) return null;
  const d = ficha.data;
  return {
    nombres: d.names,
    apellido_paterno: d.paternal_surname,
    apellido_materno: d.maternal_surname,
    fecha_nacimiento: d.birthdate,
    genero: d.gender,
    nacionalidad: d.is_chilean_national ? 'Chilena' : 'Extranjera',
    estado_civil: d.marital_status,
    profesion: ficha.professions.join(', '),
    direccion: ficha.location.address,
    comuna: ficha.location.commune,
    region: ficha.location.region,
    fallecido: d.deceased_date !== null,
  };
}

/** Adds a name once; a person in several roles keeps all of them. */
function agregar(lista: NombreAScreenear[], n: NombreAScreenear) {
  if (!n.nombre.trim()) return;
  const existente = lista.find((x) => mismaPersona(x, n));
  if (!existente) return void lista.push(n);
  if (!existente.rol.split(', ').includes(n.rol)) existente.rol = `${existente.rol}, ${n.rol}`;
  existente.rut ||= n.rut;
  existente.fecha_nacimiento ??= n.fecha_nacimiento;
}

const deSociedad = (p: PersonaSociedad, rol: string): NombreAScreenear => ({
  nombre: p.nombre,
  rut: p.rut,
  rol,
  tipo: 'natural',
  ...(p.fecha_nacimiento ? { fecha_nacimiento: p.fecha_nacimiento } : {}),
});

export async function recopilarPerfil(
  proveedor: Proveedor,
  solicitud: Solicitud,
  clienteSolicitante: string,
): Promise<Recopilacion> {
  const natural = solicitud.tipo_persona === 'natural';
  const rut = solicitud.rut;
  const [ficha, empresa, causas, situacion, pep] = await Promise.all([
    proveedor.persona(rut),
    natural ? Promise.resolve(null) : proveedor.empresa(rut),
    proveedor.causas(rut),
    proveedor.situacionFinanciera(rut),
    proveedor.pep(rut),
  ]);
  // The declared PEPs: who they are (to screen their names) and their office.
  const declarados = await Promise.all(
    solicitud.peps.map(async ({ rut: rutPep }) => ({ rut: rutPep, ficha: await proveedor.persona(rutPep) })),
  );

  const nombres: NombreAScreenear[] = [];
  const persona = datosPersona(ficha);
  if (natural) {
    const nacimiento = persona?.fecha_nacimiento ? { fecha_nacimiento: persona.fecha_nacimiento } : {};
    // Both the name the client gave and the provider's name for the RUT are screened.
    const pedido = unir(solicitud.nombre_completo, solicitud.apellido_paterno, solicitud.apellido_materno);
    agregar(nombres, { nombre: pedido, rut, rol: 'sujeto', tipo: 'natural', ...nacimiento });
    if (persona) {
      const delProveedor = unir(persona.nombres, persona.apellido_paterno, persona.apellido_materno);
      agregar(nombres, { nombre: delProveedor, rut, rol: 'sujeto', tipo: 'natural', ...nacimiento });
    }
  } else {
    for (const nombre of [solicitud.razon_social, solicitud.nombre_fantasia, empresa?.razon_social ?? '']) {
      agregar(nombres, { nombre, rut, rol: 'sujeto', tipo: 'juridica' });
    }
    agregar(nombres, { nombre: solicitud.representante, rut: '', rol: 'representante_legal', tipo: 'natural' });
  }
  const sociedades = empresa?.sociedades ?? { socios: [], representante_legal: [], beneficiarios: [] };
  for (const p of sociedades.socios) agregar(nombres, deSociedad(p, 'socio'));
  for (const p of sociedades.representante_legal) agregar(nombres, deSociedad(p, 'representante_legal'));
  for (const p of sociedades.beneficiarios) agregar(nombres, deSociedad(p, 'beneficiario'));
  for (const d of declarados) {
    if (d.ficha && esNatural(d.ficha.data)) {
      const n = d.ficha.data;
      agregar(nombres, {
        nombre: unir(n.names, n.paternal_surname, n.maternal_surname),
        rut: d.rut,
        rol: 'pep_declarado',
        tipo: 'natural',
        fecha_nacimiento: n.birthdate,
      });
    }
  }

  const relacionados = [...sociedades.socios, ...sociedades.representante_legal, ...sociedades.beneficiarios]
    .filter((p) => p.is_pep)
    .map((p) => p.nombre);
  const pepsRelacionados = [...new Set(relacionados)];
  const total = causas.civil + causas.laboral + causas.penal + causas.cobranza;
  const detalle = (n: number) => ({ total: n, archivo: null });

  const perfil = perfilDueDiligenceSchema.parse({
    tipo: solicitud.tipo_persona,
    nombre: natural
      ? unir(solicitud.nombre_completo, solicitud.apellido_paterno, solicitud.apellido_materno)
      : solicitud.nombre_fantasia || solicitud.razon_social,
    razon_social: natural ? '' : empresa?.razon_social || solicitud.razon_social,
    rut,
    fecha_constitucion: empresa?.fecha_constitucion ?? SIN_FECHA,
    fecha_de_inicio_de_actividad: empresa?.fecha_de_inicio_de_actividad ?? SIN_FECHA,
    actividad_economica:
      empresa?.actividad_economica ??
      ficha?.economic_activities.map((a) => `${a.code} ${a.description}`).join('; ') ??
      '',
    persona,
    sociedades,
    situacion_financiera: situacion,
    situacion_pep_soe_listas_internacionales: {
      pep: pep.es_pep || pepsRelacionados.length > 0 || solicitud.peps.length > 0,
      soe: { content: '' },
      // Filled by the job once the names are screened.
      listado: { content: '' },
    },
    relacion_con_el_cliente: { nombre_cliente_solicitante: clienteSolicitante, data: '' },
    causas: {
      total,
      exists: total > 0,
      detalles: {
        civil: detalle(causas.civil),
        laboral: detalle(causas.laboral),
        penal: detalle(causas.penal),
        cobranza: detalle(causas.cobranza),
      },
    },
    medios_y_redes_sociales: empresa?.medios_y_redes_sociales ?? SIN_REDES,
  });

  return { perfil, nombres, pep, pepsRelacionados, pepsDeclarados: solicitud.peps.length, causas };
}
