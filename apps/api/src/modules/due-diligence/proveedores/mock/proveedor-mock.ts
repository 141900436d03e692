import type { PersonaSociedad } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { computeCheckDigit } from '@atalaya/shared/rut';
import type { Config } from '../../../../config';
import type {
  CausasJudiciales,
  EstadoCedula,
  EstadoPep,
  FichaPersona,
  PerfilEmpresa,
  Proveedor,
  SituacionFinanciera,
} from '../proveedor';
import { tipoPersonaDeRut } from '../proveedor';
import { azarDe, type Azar } from './azar';
import { catalogoMock, type Catalogo } from './catalogo';
import { EMPRESAS_DEMO, PERSONAS_DEMO } from './demo-en-listas';
import {
  APELLIDOS,
  CALLES,
  CARGOS_PEP,
  DEUDAS,
  FORMAS_SOCIETARIAS,
  NOMBRES_FANTASIA,
  NOMBRES_FEMENINOS,
  NOMBRES_MASCULINOS,
  PROFESIONES,
  RUBROS_EMPRESA,
} from './nombres';

/*
 * Offline provider for demos, development and tests (issue 7 §9): every answer is drawn from a
 * pseudo-random stream seeded by the RUT, so the same RUT always gets the same person, company,
 * cases and debts, with real communes and SII activities. A partner's RUT gets the same identity
 * when looked up on its own. Bodies below 1 000 000 are "not found", to exercise that path.
 */

const RUT_MINIMO_REGISTRADO = 1_000_000;

interface Identidad {
  nombres: string;
  apellido_paterno: string;
  apellido_materno: string;
  fecha_nacimiento: string;
  genero: 'Masculino' | 'Femenino';
  chileno: boolean;
}

const dos = (n: number) => String(n).padStart(2, '0');
const cuerpo = (rut: string) => Number(rut.split('-')[0]);
const redondear = (monto: number, a = 1000) => Math.round(monto / a) * a;

function fecha(azar: Azar, anioDesde: number, anioHasta: number) {
  const anio = azar.entero(anioDesde, anioHasta);
  return { anio: String(anio), mes: dos(azar.entero(1, 12)), dia: dos(azar.entero(1, 28)) };
}

/** A valid RUT in [desde, hasta], drawn from `azar`. */
function rutAleatorio(azar: Azar, desde: number, hasta: number): string {
  const n = String(azar.entero(desde, hasta));
  return `${n}-${computeCheckDigit(n)}`;
}

function identidad(rut: string): Identidad {
  const demo = PERSONAS_DEMO[rut];
  if (demo) return { ...demo, chileno: false };
  const azar = azarDe(rut, 'identidad');
  const genero = azar.si(0.5) ? 'Femenino' : 'Masculino';
  const nombres = genero === 'Femenino' ? NOMBRES_FEMENINOS : NOMBRES_MASCULINOS;
  const primero = azar.elegir(nombres);
  const segundo = azar.elegir(nombres);
  // Chile numbers people roughly in birth order: ~330 000 RUTs a year since the 1930s.
  const anio = Math.min(2006, Math.max(1932, 1935 + Math.floor(cuerpo(rut) / 330_000) + azar.entero(-2, 2)));
  const f = fecha(azar, anio, anio);
  return {
    nombres: segundo !== primero && azar.si(0.7) ? `${primero} ${segundo}` : primero,
    apellido_paterno: azar.elegir(APELLIDOS),
    apellido_materno: azar.elegir(APELLIDOS),
    fecha_nacimiento: `${f.anio}-${f.mes}-${f.dia}`,
    genero,
    // Foreign residents get RUTs from the 20 millions up.
    chileno: cuerpo(rut) < 20_000_000 ? azar.si(0.97) : azar.si(0.3),
  };
}

const nombreDe = (i: Identidad) => [i.nombres, i.apellido_paterno, i.apellido_materno].filter(Boolean).join(' ');

function datosEmpresa(rut: string) {
  const demo = EMPRESAS_DEMO[rut];
  if (demo) return { razon_social: demo.razon_social, nombre_fantasia: demo.nombre_fantasia };
  const azar = azarDe(rut, 'empresa');
  const fantasia = azar.elegir(NOMBRES_FANTASIA);
  const base = azar.si(0.4) ? `${azar.elegir(APELLIDOS)} y ${azar.elegir(APELLIDOS)}` : fantasia;
  return {
    razon_social: `${azar.elegir(RUBROS_EMPRESA)} ${base} ${azar.elegir(FORMAS_SOCIETARIAS)}`,
    nombre_fantasia: fantasia,
  };
}

function ubicacion(rut: string, catalogo: Catalogo) {
  const azar = azarDe(rut, 'ubicacion');
  // Half of the population lives in the Santiago Metropolitan Region.
  const metropolitanas = catalogo.comunas.filter((c) => c.region.includes('Metropolitana'));
  const comuna =
    azar.si(0.5) && metropolitanas.length > 0 ? azar.elegir(metropolitanas) : azar.elegir(catalogo.comunas);
  const depto = azar.si(0.3) ? `, depto. ${azar.entero(101, 2408)}` : '';
  return {
    address: `${azar.elegir(CALLES)} ${azar.entero(10, 9800)}${depto}`,
    commune: comuna.nombre,
    city: comuna.provincia,
    region: comuna.region,
  };
}

function estadoPep(rut: string): EstadoPep {
  if (PERSONAS_DEMO[rut] || tipoPersonaDeRut(rut) === 'juridica') return { es_pep: false, cargo: null };
  const azar = azarDe(rut, 'pep');
  return azar.si(0.1) ? { es_pep: true, cargo: azar.elegir(CARGOS_PEP) } : { es_pep: false, cargo: null };
}

function personaSociedad(rut: string): PersonaSociedad {
  const i = identidad(rut);
  return { nombre: nombreDe(i), rut, fecha_nacimiento: i.fecha_nacimiento, is_pep: estadoPep(rut).es_pep };
}

function sociedades(rut: string): PerfilEmpresa['sociedades'] {
  const demo = EMPRESAS_DEMO[rut];
  const azar = azarDe(rut, 'sociedades');
  const otros = Array.from({ length: azar.entero(1, 4) }, () =>
    personaSociedad(rutAleatorio(azar, 5_000_000, 19_999_999)),
  );
  const socios = demo ? [personaSociedad(demo.representante), ...otros.slice(0, 1)] : otros;
  const representante = demo || azar.si(0.7) ? socios[0]! : personaSociedad(rutAleatorio(azar, 5_000_000, 19_999_999));
  return {
    socios,
    representante_legal: [representante],
    // Final beneficiaries: the partners holding 10 % or more (here, the first one or two).
    beneficiarios: socios.slice(0, socios.length > 1 && azar.si(0.5) ? 2 : 1),
  };
}

function redes(rut: string, nombreFantasia: string): PerfilEmpresa['medios_y_redes_sociales'] {
  const azar = azarDe(rut, 'redes');
  const cuenta = nombreFantasia
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
  const red = (p: number, prefijo: string) =>
    azar.si(p) ? { account: `${prefijo}${cuenta}`, exists: true } : { account: '', exists: false };
  return {
    facebook: red(0.6, 'facebook.com/'),
    instagram: red(0.5, '@'),
    linkedin: red(0.7, 'linkedin.com/company/'),
    x: red(0.3, '@'),
    medios: {
      content: azar.si(0.2)
        ? `Mencionada en prensa regional por su participación en licitaciones públicas (${azar.entero(2015, 2025)}).`
        : 'Sin menciones relevantes en medios de prensa.',
    },
  };
}

function causas(rut: string): CausasJudiciales {
  const azar = azarDe(rut, 'causas');
  const juridica = tipoPersonaDeRut(rut) === 'juridica';
  return {
    civil: azar.si(0.3) ? azar.entero(1, 4) : 0,
    laboral: azar.si(juridica ? 0.35 : 0.1) ? azar.entero(1, juridica ? 6 : 2) : 0,
    penal: azar.si(0.08) ? azar.entero(1, 2) : 0,
    cobranza: azar.si(0.25) ? azar.entero(1, 5) : 0,
  };
}

function situacionFinanciera(rut: string): SituacionFinanciera {
  const azar = azarDe(rut, 'finanzas');
  const juridica = tipoPersonaDeRut(rut) === 'juridica';
  const tamano = juridica
    ? azar.elegir(['PyME', 'PyME', 'PyME', 'PyME', 'PyME', 'PyME', 'PyME', 'mediana', 'mediana', 'grande'])
    : '';
  const escala = tamano === 'grande' ? 20 : tamano === 'mediana' ? 5 : 1;
  const propiedades = azar.entero(0, juridica ? 2 * escala : 2);
  const desglose = azar.si(0.2)
    ? DEUDAS.filter(() => azar.si(0.5)).map((label) => ({
        label,
        monto: redondear(azar.entero(80_000, 6_000_000) * escala),
        cantidad: azar.entero(1, 4),
      }))
    : [];
  return {
    vehiculos: { cantidad: azar.entero(0, juridica ? 3 * escala : 3) },
    propiedades: {
      cantidad: propiedades,
      avaluo: redondear(propiedades * azar.entero(25_000_000, 180_000_000) * (juridica ? 3 : 1), 100_000),
    },
    documentos_impagos: {
      cantidad: desglose.reduce((s, d) => s + d.cantidad, 0),
      monto: desglose.reduce((s, d) => s + d.monto, 0),
      desglose,
    },
    tipo_de_empresa: tamano,
  };
}

function cedula(rut: string, serie: string, identidadFallecido: boolean): boolean {
  // Serial numbers: 9 digits, optionally preceded by a letter (older cards), dots allowed.
  const limpio = serie.replace(/[.\s]/g, '').toUpperCase();
  if (!/^[A-Z]?\d{9}$/.test(limpio) || identidadFallecido) return false;
  return azarDe(`${rut}|${limpio}`, 'cedula').si(0.85);
}

export function crearProveedorMock(
  config: Pick<Config, 'referenceDataDir'>,
  ahora: () => Date = () => new Date(),
): Proveedor {
  const catalogo = () => catalogoMock(config.referenceDataDir);
  const actualizado = (rut: string) => {
    const f = fecha(azarDe(rut, 'actualizado'), ahora().getUTCFullYear() - 1, ahora().getUTCFullYear() - 1);
    return `${f.anio}-${f.mes}-${f.dia}T12:00:00.000Z`;
  };
  const fallecido = (rut: string) => !PERSONAS_DEMO[rut] && azarDe(rut, 'defuncion').si(0.01);

  return {
    fuente: 'mock',

    async persona(rut): Promise<FichaPersona | null> {
      if (cuerpo(rut) < RUT_MINIMO_REGISTRADO) return null;
      const cat = await catalogo();
      const azar = azarDe(rut, 'persona');
      const base = { rut, location: ubicacion(rut, cat), updated_at: actualizado(rut) };
      if (tipoPersonaDeRut(rut) === 'juridica') {
        const actividades = Array.from({ length: azar.entero(1, 3) }, () => azar.elegir(cat.actividades));
        return {
          ...base,
          person_type: 'juridica',
          economic_activities: actividades.map((a) => ({ code: a.codigo, description: a.descripcion })),
          professions: [],
          data: { company_name: datosEmpresa(rut).razon_social },
        };
      }
      const i = identidad(rut);
      const nacimiento = Number(i.fecha_nacimiento.slice(0, 4));
      const casado = nacimiento < ahora().getUTCFullYear() - 22 && azar.si(0.5);
      const boda = fecha(azar, nacimiento + 22, Math.min(nacimiento + 45, ahora().getUTCFullYear()));
      const defuncion = fecha(azar, ahora().getUTCFullYear() - 5, ahora().getUTCFullYear() - 1);
      const independiente = azar.si(0.25) ? [azar.elegir(cat.actividades)] : [];
      const femenino = i.genero === 'Femenino';
      return {
        ...base,
        person_type: 'natural',
        economic_activities: independiente.map((a) => ({ code: a.codigo, description: a.descripcion })),
        professions: azar.si(0.7) ? [azar.elegir(PROFESIONES)] : [],
        data: {
          names: i.nombres,
          paternal_surname: i.apellido_paterno,
          maternal_surname: i.apellido_materno,
          age: ahora().getUTCFullYear() - nacimiento,
          birthdate: i.fecha_nacimiento,
          gender: i.genero,
          wedding_date: casado ? `${boda.anio}-${boda.mes}-${boda.dia}` : null,
          deceased_date: fallecido(rut) ? `${defuncion.anio}-${defuncion.mes}-${defuncion.dia}` : null,
          is_chilean_national: i.chileno,
          marital_status: casado ? (femenino ? 'Casada' : 'Casado') : femenino ? 'Soltera' : 'Soltero',
        },
      };
    },

    async empresa(rut): Promise<PerfilEmpresa> {
      const cat = await catalogo();
      const azar = azarDe(rut, 'perfil');
      const { razon_social, nombre_fantasia } = datosEmpresa(rut);
      // 76 and 77 millions were assigned from 2005 on; lower bodies are older companies.
      const desde = cuerpo(rut) >= 76_000_000 ? 2005 : 1981;
      const constitucion = fecha(azar, desde, desde === 2005 ? 2024 : 2004);
      const inicio = { ...constitucion, mes: dos(Math.min(12, Number(constitucion.mes) + azar.entero(0, 3))) };
      return {
        razon_social,
        nombre_fantasia,
        fecha_constitucion: constitucion,
        fecha_de_inicio_de_actividad: inicio,
        actividad_economica: (({ codigo, descripcion }) => `${codigo} ${descripcion}`)(azar.elegir(cat.actividades)),
        sociedades: sociedades(rut),
        medios_y_redes_sociales: redes(rut, nombre_fantasia),
      };
    },

    causas: async (rut) => causas(rut),
    situacionFinanciera: async (rut) => situacionFinanciera(rut),
    pep: async (rut) => estadoPep(rut),

    async cedula(rut, serie): Promise<EstadoCedula> {
      return { rut, serial_number: serie, is_valid: cedula(rut, serie, fallecido(rut)), updated_at: actualizado(rut) };
    },
  };
}
