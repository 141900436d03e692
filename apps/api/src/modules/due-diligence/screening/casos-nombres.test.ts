/*
 * The name normaliser and scorer on Spanish and Latin American names, at the default threshold
 * (0.70): each case says which listed entry must be found, or that nothing may be found.
 * The list is made up (fictional people and companies) so that each case isolates one difficulty.
 */
import { describe, expect, it } from 'vitest';
import type { EntradaLista, ListaCargada } from './modelo';
import { crearMotor, type Consulta } from './motor';

const persona = (id: string, nombre: string, extra: Partial<EntradaLista> = {}): EntradaLista => ({
  lista: 'ficticia',
  id_en_lista: id,
  tipo: 'persona',
  nombre,
  alias: [],
  fechas_nacimiento: [],
  nacionalidades: [],
  identificadores: [],
  programas: ['PRUEBA'],
  ...extra,
});
const entidad = (id: string, nombre: string, extra: Partial<EntradaLista> = {}) =>
  persona(id, nombre, { tipo: 'entidad', ...extra });

const entradas: EntradaLista[] = [
  persona('p1', 'PÉREZ GONZÁLEZ, Juan Carlos', {
    fechas_nacimiento: [{ anio: 1970, mes: 5, dia: 12 }],
    nacionalidades: ['Chile'],
    genero: 'M',
    identificadores: [{ tipo: 'rut', numero: '12.345.678-5', pais: 'CL' }],
  }),
  persona('p2', 'María José Fernández de la Fuente', { genero: 'F', fechas_nacimiento: [{ anio: 1985 }] }),
  persona('p3', 'José Luis Muñoz Ñancupil', { nacionalidades: ['Chile'] }),
  persona('p4', 'Ana María de los Ángeles Soto y Aguilar'),
  persona('p5', 'NÚÑEZ DEL PRADO, Francisco Javier', { nacionalidades: ['Perú'] }),
  persona('p6', 'Pedro Pablo Ibáñez-Larraín'),
  persona('p7', 'Dr. Ignacio Echeverría Goñi'),
  persona('p8', 'Sheikh Abdul Rahman Al-Hashimi', { alias: ['Abdulrahman Hashimi', 'Abu Yusuf'] }),
  persona('p9', 'Vladimir Sergeyevich Kuznetsov', {
    alias: ['Владимир Сергеевич Кузнецов'],
    nacionalidades: ['Russia'],
  }),
  persona('p10', 'GUTIÉRREZ RAMÍREZ, Martha Cecilia', { alias: ['La Tía Martha'] }),
  persona('p11', 'Óscar Eduardo Valenzuela'),
  persona('p12', 'Juan de Dios Carrasco Miranda'),
  persona('p13', 'Luis Alberto Ortúzar Vial', {
    identificadores: [{ tipo: 'pasaporte', numero: 'P-1234567', pais: 'CL' }],
  }),
  persona('p14', 'María de la Luz Contreras Pino'),
  persona('p15', 'Felipe Andrés Castañeda'),
  persona('p16', 'Carmen Gloria Quiñones Saavedra'),
  persona('p17', 'Rodrigo Ignacio Sepúlveda Araya', { fechas_nacimiento: [{ anio: 1962, mes: 3, dia: 2 }] }),
  persona('p18', 'Yolanda Huenchumilla Catrileo'),
  persona('p19', 'Jorge Eliécer Gaitán Ayala'),
  persona('p20', 'Ximena Paz Valdés'),
  entidad('e1', 'Inversiones Los Andes SpA'),
  entidad('e2', 'Comercializadora Austral Limitada'),
  entidad('e3', 'Constructora del Pacífico S.A.'),
  entidad('e4', 'Transportes Huechuraba E.I.R.L.'),
  entidad('e5', 'Agrícola San Pedro Sociedad Anónima'),
  entidad('e6', 'Banco Mercantil del Sur Ltda.', { alias: ['Mercosur Bank'] }),
  entidad('e7', 'Importadora y Exportadora Río Bueno S.A. de C.V.'),
  persona('n1', 'ESTRELLA DEL SUR', { tipo: 'nave' }),
];

const lista: ListaCargada = {
  meta: { codigo: 'ficticia', nombre: 'Lista ficticia', version: '2026-01-01', sha256: '-', entradas: entradas.length },
  entradas,
};
const motor = crearMotor([lista]);

/** [what the case is about, query, expected entry id or null (no hit at all)]. */
type Caso = [string, string | Consulta, string | null];

const casos: Caso[] = [
  // Accents and case
  ['sin tildes', 'Juan Carlos Perez Gonzalez', 'p1'],
  ['mayúsculas con tildes', 'JUAN CARLOS PÉREZ GONZÁLEZ', 'p1'],
  ['minúsculas', 'juan carlos pérez gonzález', 'p1'],
  ['tildes de más', 'Júan Cárlos Pérez Gónzalez', 'p1'],
  ['sin tildes (María José)', 'MARIA JOSE FERNANDEZ DE LA FUENTE', 'p2'],
  ['sin tildes (Óscar)', 'Oscar Eduardo Valenzuela', 'p11'],
  ['sin tildes (Ortúzar)', 'Luis Alberto Ortuzar Vial', 'p13'],
  ['sin tildes (Sepúlveda)', 'Rodrigo Ignacio Sepulveda Araya', 'p17'],
  ['sin tildes (Valdés)', 'Ximena Paz Valdes', 'p20'],
  ['diéresis y tilde', 'Jorge Eliecer Gaitan Ayala', 'p19'],
  // ñ
  ['ñ como n', 'Jose Luis Munoz Nancupil', 'p3'],
  ['ñ conservada', 'JOSÉ LUIS MUÑOZ ÑANCUPIL', 'p3'],
  ['ñ escrita ni', 'José Luis Muniz Niancupil', 'p3'],
  ['ñ en Núñez', 'Francisco Javier Nunez del Prado', 'p5'],
  ['ñ en Castañeda', 'Felipe Andres Castaneda', 'p15'],
  ['ñ en Quiñones', 'Carmen Gloria Quinones Saavedra', 'p16'],
  ['ñ en Goñi', 'Ignacio Echeverria Goni', 'p7'],
  ['ñ en Ibáñez', 'Pedro Pablo Ibanez Larrain', 'p6'],
  // Particles
  ['sin "de la"', 'María José Fernández Fuente', 'p2'],
  ['"De La" en mayúsculas', 'María José Fernández De La Fuente', 'p2'],
  ['sin "de los" ni "y"', 'Ana María Ángeles Soto Aguilar', 'p4'],
  ['con "y" entre apellidos', 'Ana María de los Ángeles Soto y Aguilar', 'p4'],
  ['sin "del" (Núñez del Prado)', 'Francisco Javier Núñez Prado', 'p5'],
  ['sin "de" (Juan de Dios)', 'Juan Dios Carrasco Miranda', 'p12'],
  ['sin "de la" (María de la Luz)', 'María Luz Contreras Pino', 'p14'],
  ['partícula distinta', 'María del Luz Contreras Pino', 'p14'],
  ['entidad sin "del"', 'Constructora Pacífico S.A.', 'e3'],
  ['nave sin "del"', 'Estrella Sur', 'n1'],
  // Order
  ["'APELLIDO, Nombre'", 'Pérez González, Juan Carlos', 'p1'],
  ['apellidos primero sin coma', 'PEREZ GONZALEZ JUAN CARLOS', 'p1'],
  ['nombres al final', 'Gonzalez Perez Juan Carlos', 'p1'],
  ["'APELLIDO, Nombre' con partículas", 'Fernández de la Fuente, María José', 'p2'],
  ["'APELLIDOS, Nombres' (Muñoz)", 'MUÑOZ ÑANCUPIL, José Luis', 'p3'],
  ['nombre listado con coma, consulta en orden', 'Francisco Javier Núñez del Prado', 'p5'],
  ["'APELLIDO, Nombre' (Gutiérrez)", 'Gutierrez Ramirez, Martha Cecilia', 'p10'],
  ["'APELLIDO, Nombre' (Sepúlveda)", 'Sepúlveda Araya, Rodrigo Ignacio', 'p17'],
  ["'APELLIDO, Nombre' mapuche", 'HUENCHUMILLA CATRILEO, Yolanda', 'p18'],
  ['apellido paterno primero, un nombre', 'Castañeda, Felipe', 'p15'],
  // Missing maternal surname (or extra one)
  ['sin apellido materno', 'Juan Carlos Pérez', 'p1'],
  ['sin materno (María José)', 'María José Fernández', 'p2'],
  ['sin materno (Gutiérrez)', 'Martha Cecilia Gutiérrez', 'p10'],
  ['sin materno (Echeverría)', 'Ignacio Echeverría', 'p7'],
  ['sin materno (Sepúlveda)', 'Rodrigo Ignacio Sepúlveda', 'p17'],
  ['sin materno (Quiñones)', 'Carmen Gloria Quiñones', 'p16'],
  ['sin materno (Muñoz)', 'José Luis Muñoz', 'p3'],
  ['materno que la lista no tiene', 'Óscar Eduardo Valenzuela Rojas', 'p11'],
  ['materno que la lista no tiene (Castañeda)', 'Felipe Andrés Castañeda Vergara', 'p15'],
  ['sin materno, apellido primero', 'Pérez, Juan Carlos', 'p1'],
  // Compound given names
  ['solo el primer nombre', 'Juan Pérez González', 'p1'],
  ['solo el segundo nombre', 'Carlos Pérez González', 'p1'],
  ['María José completo', 'María José Fernández de la Fuente', 'p2'],
  ['José Luis completo', 'José Luis Muñoz Ñancupil', 'p3'],
  ['solo José (José Luis)', 'José Muñoz Ñancupil', 'p3'],
  ['solo Luis (José Luis)', 'Luis Muñoz Ñancupil', 'p3'],
  ['nombres compuestos invertidos', 'Carlos Juan Pérez González', 'p1'],
  ['Ana María sin segundo nombre', 'Ana Soto Aguilar', 'p4'],
  ['Juan de Dios completo', 'Juan de Dios Carrasco Miranda', 'p12'],
  ['Martha Cecilia sin Cecilia', 'Martha Gutiérrez Ramírez', 'p10'],
  // Legal forms
  ['SpA', 'Inversiones Los Andes SpA', 'e1'],
  ['S.p.A. con puntos', 'INVERSIONES LOS ANDES S.P.A.', 'e1'],
  ['sin forma jurídica', 'Inversiones Los Andes', 'e1'],
  ['otra forma jurídica', 'Inversiones Los Andes Limitada', 'e1'],
  ['Ltda.', 'Comercializadora Austral Ltda.', 'e2'],
  ['Limitada escrita', 'Comercializadora Austral Limitada', 'e2'],
  ['S.A. en vez de Ltda.', 'Comercializadora Austral S.A.', 'e2'],
  ['SA sin puntos', 'Constructora del Pacifico SA', 'e3'],
  ['Sociedad Anónima', 'Constructora del Pacífico Sociedad Anónima', 'e3'],
  ['EIRL', 'Transportes Huechuraba EIRL', 'e4'],
  ['E.I.R.L. desarrollada', 'Transportes Huechuraba Empresa Individual de Responsabilidad Limitada', 'e4'],
  ['S.A. en vez de Sociedad Anónima', 'Agricola San Pedro S.A.', 'e5'],
  ['banco sin Ltda.', 'Banco Mercantil del Sur', 'e6'],
  ['S.A. de C.V.', 'Importadora y Exportadora Rio Bueno SA de CV', 'e7'],
  ['alias de entidad', 'Mercosur Bank Ltd.', 'e6'],
  // Initials
  ['iniciales de los nombres', 'J. C. Pérez González', 'p1'],
  ['inicial del segundo nombre', 'Juan C. Pérez González', 'p1'],
  ['iniciales de María José', 'M. J. Fernández de la Fuente', 'p2'],
  ['inicial del materno', 'Rodrigo Ignacio Sepúlveda A.', 'p17'],
  ['inicial sin punto', 'Luis A Ortúzar Vial', 'p13'],
  // Hyphens
  ['guion entre apellidos quitado', 'Pedro Pablo Ibáñez Larraín', 'p6'],
  ['guion conservado', 'Pedro Pablo Ibáñez-Larraín', 'p6'],
  ['guion y sin segundo nombre', 'Pedro Ibanez-Larrain', 'p6'],
  ['guion nuevo en la consulta', 'Juan-Carlos Pérez-González', 'p1'],
  ['apellidos unidos sin espacio', 'Pedro Pablo IbañezLarraín', 'p6'],
  // Typos and spelling variants
  ['s por z', 'Juan Carlos Peres Gonzales', 'p1'],
  ['letras traspuestas', 'Jaun Carlos Pérez González', 'p1'],
  ['letra de menos', 'Ignacio Echverría Goñi', 'p7'],
  ['Echavarría por Echeverría', 'Ignacio Echavarría Goñi', 'p7'],
  ['c por s y z por s', 'Martha Cesilia Gutierres Ramires', 'p10'],
  ['b por v', 'Luis Alberto Ortúzar Bial', 'p13'],
  ['letra doble', 'Ximena Paz Valddés', 'p20'],
  ['Jimena por Ximena', 'Jimena Paz Valdés', 'p20'],
  ['Marta por Martha', 'Marta Cecilia Gutiérrez Ramírez', 'p10'],
  ['Huenchumila con una l', 'Yolanda Huenchumila Catrileo', 'p18'],
  ['Rodirgo (traspuesta)', 'Rodirgo Ignacio Sepulveda Araya', 'p17'],
  // Titles
  ['Sr.', 'Sr. Juan Carlos Pérez González', 'p1'],
  ['Don', 'Don Juan Carlos Pérez', 'p1'],
  ['Doña', 'Doña María José Fernández de la Fuente', 'p2'],
  ['Ing.', 'Ing. Luis Alberto Ortúzar Vial', 'p13'],
  ['Dr sin punto', 'Dr Ignacio Echeverría Goñi', 'p7'],
  ['Sheikh y Al-', 'Sheikh Abdul Rahman Al Hashimi', 'p8'],
  ['sin Sheikh, palabras unidas', 'Abdulrahman Al-Hashimi', 'p8'],
  ['alias de una palabra compuesta', 'Abu Yusuf', 'p8'],
  // Transliteration
  ['cirílico', 'Владимир Кузнецов', 'p9'],
  ['transliteración inglesa', 'Vladimir Kuznetsov', 'p9'],
  ['transliteración antigua', 'Wladimir Kuznetsoff', 'p9'],
  // Aliases
  ['alias con partícula', 'La Tía Martha', 'p10'],
  // Qualifiers
  [
    'fecha completa coincide',
    { nombre: 'Juan Carlos Pérez', fecha_nacimiento: '1970-05-12', nacionalidad: 'Chile' },
    'p1',
  ],
  ['identificador exacto (RUT) con otro nombre', { nombre: 'Pedro Soto', rut: '12.345.678-5' }, 'p1'],
  ['identificador exacto (pasaporte)', { nombre: 'L. Ortúzar', pasaporte: 'p1234567' }, 'p13'],
  ['nombre y apellido comunes con otra fecha', { nombre: 'Juan Pérez', fecha_nacimiento: '1995-01-01' }, null],
  // The same name as an entity still flags, 0.20 lower (see puntaje.test.ts).
  ['persona contra entidad del mismo nombre', { nombre: 'Inversiones Los Andes', tipo: 'persona' }, 'e1'],
  ['persona contra entidad, nombre parcial', { nombre: 'Inversiones Andes Soto', tipo: 'persona' }, null],
  // Must not match
  ['otra persona con un apellido igual', 'Francisca Soto Riquelme', null],
  ['nombre común y apellido distinto', 'María Fernanda Rojas Díaz', null],
  ['otro nombre y otro apellido paterno', 'Juan Pablo Pérez Soto', null],
  ['mismos nombres, otros apellidos', 'Juan Carlos Rodríguez Tapia', null],
  ['mismos apellidos, otros nombres', 'Cristián Andrés Pérez Riquelme', null],
  ['nombre parecido, apellidos distintos', 'José Luis Morales Nahuelpán', null],
  ['apellido muy parecido pero otra persona', 'Felipe Andrés Castañón Mella', null],
  ['solo un nombre de pila', 'María', null],
  ['solo un apellido común', 'González', null],
  ['entidad distinta con palabra común', 'Inversiones El Roble SpA', null],
  ['constructora distinta', 'Constructora Atacama S.A.', null],
  ['transportes distinta', 'Transportes Los Lagos Ltda.', null],
  ['banco distinto', 'Banco del Desarrollo S.A.', null],
  ['nave distinta', 'Estrella Polar', null],
  ['persona sin relación', 'Tomás Ignacio Bustos Lagos', null],
  ['persona sin relación 2', 'Valentina Muñoz Soto', null],
  ['partículas solas', 'de la', null],
  ['vacía', '', null],
];

describe('casos de nombres (umbral 0.70)', () => {
  it('has at least 100 cases', () => {
    expect(casos.length).toBeGreaterThanOrEqual(100);
  });

  it.each(casos)('%s: %j → %s', (_, consulta, esperado) => {
    const c = typeof consulta === 'string' ? { nombre: consulta } : consulta;
    const hits = motor.buscar(c);
    if (esperado === null) {
      expect(hits.map((h) => `${h.entrada.id_en_lista} ${h.score}`)).toEqual([]);
      return;
    }
    const hit = hits.find((h) => h.entrada.id_en_lista === esperado);
    expect(hit, `hits: ${hits.map((h) => `${h.entrada.id_en_lista} ${h.score}`).join(', ')}`).toBeDefined();
    expect(hit!.score).toBeGreaterThanOrEqual(0.7);
    // The best hit is the expected entry, and its explanation adds up to its score.
    expect(hits[0]!.entrada.id_en_lista).toBe(esperado);
    expect(hit!.explicacion.reduce((s, f) => s + f.aporte, 0)).toBeCloseTo(hit!.score, 3);
  });
});
