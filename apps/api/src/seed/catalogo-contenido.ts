/*
 * The starter global catalogue (Globales): requirement types, categories and subcategories,
 * global requirements, the offences companies map in their risk matrices with typical
 * mitigations, and the support FAQs. Content only; `seedCatalogo` (catalogo.ts) writes it.
 *
 * Legal sources are cited by law; an article is cited only where it is the well-known one
 * (e.g. Código Penal art. 250 for cohecho). Texts describe the duty in plain Spanish for a
 * compliance officer; they are a starting point that each company adapts, not legal advice.
 */

export type CriticidadSeed = 'alta' | 'media' | 'baja';
export type TipoMitigacionSeed = 'preventivo' | 'detectivo' | 'correctivo';
export type FrecuenciaSeed = 'diaria' | 'semanal' | 'mensual' | 'trimestral' | 'anual' | 'por_evento';

export interface TipoRequisitoSeed {
  nombre: string;
  descripcion: string;
}

export interface CategoriaSeed {
  nombre: string;
  descripcion: string;
  subcategorias: { nombre: string; descripcion: string }[];
}

export interface RequisitoGlobalSeed {
  codigo: string;
  nombre: string;
  descripcion: string;
  fuente_legal: string;
  /** Names of the tipo, categoría and subcategoría above. */
  tipo: string;
  categoria: string;
  subcategoria: string;
  criticidad: CriticidadSeed;
}

export interface MitigacionGlobalSeed {
  nombre: string;
  descripcion: string;
  tipo: TipoMitigacionSeed;
  modo: 'manual' | 'automatico';
  frecuencia: FrecuenciaSeed;
}

export interface RiesgoGlobalSeed {
  nombre: string;
  descripcion: string;
  delito_o_categoria: string;
  fuente_legal: string;
  probabilidad: number;
  impacto: number;
  /** Names of the global mitigations linked to it. */
  mitigaciones: string[];
}

export interface FaqSeed {
  pregunta: string;
  respuesta: string;
  orden: number;
}

// ---- tipos de requisito -----------------------------------------------------------------------

export const TIPO_LEGAL = 'Legal';
export const TIPO_NORMATIVO = 'Normativo';
export const TIPO_CONTRACTUAL = 'Contractual';
export const TIPO_INTERNO = 'Interno';
export const TIPO_BUENA_PRACTICA = 'Buena práctica';

export const TIPOS_REQUISITO: TipoRequisitoSeed[] = [
  {
    nombre: TIPO_LEGAL,
    descripcion: 'Obligación establecida directamente en una ley (por ejemplo, Ley 20.393 o Ley 21.643).',
  },
  {
    nombre: TIPO_NORMATIVO,
    descripcion:
      'Obligación de un reglamento, decreto, norma técnica o instrucción de un órgano fiscalizador (por ejemplo, DS 44 del Ministerio del Trabajo y Previsión Social).',
  },
  {
    nombre: TIPO_CONTRACTUAL,
    descripcion: 'Compromiso asumido en contratos con clientes, proveedores, financistas o socios.',
  },
  {
    nombre: TIPO_INTERNO,
    descripcion: 'Política, procedimiento o decisión del directorio que la empresa se impone a sí misma.',
  },
  {
    nombre: TIPO_BUENA_PRACTICA,
    descripcion:
      'Práctica recomendada por estándares o guías (ISO 37001, ISO 37301, ISO 27001, guías de la autoridad) que ayuda a demostrar un cumplimiento efectivo.',
  },
];

// ---- categorías y subcategorías ---------------------------------------------------------------

export const CAT_MPD = 'Prevención de delitos (Ley 20.393)';
export const CAT_KARIN = 'Acoso y violencia en el trabajo (Ley Karin)';
export const CAT_DATOS = 'Protección de datos personales';
export const CAT_SST = 'Seguridad y salud en el trabajo';

export const CATEGORIAS_REQUISITO: CategoriaSeed[] = [
  {
    nombre: CAT_MPD,
    descripcion:
      'Modelo de prevención de delitos de la Ley 20.393 sobre responsabilidad penal de las personas jurídicas, modificada por la Ley 21.595 de Delitos Económicos.',
    subcategorias: [
      {
        nombre: 'Encargado de prevención y gobierno',
        descripcion: 'Sujeto responsable del modelo, su independencia, medios y relación con la administración.',
      },
      {
        nombre: 'Identificación y evaluación de riesgos',
        descripcion: 'Actividades y procesos con riesgo de comisión de delitos y su matriz.',
      },
      {
        nombre: 'Protocolos, reglas y procedimientos',
        descripcion: 'Controles para prevenir y detectar delitos en las actividades de riesgo.',
      },
      {
        nombre: 'Canal de denuncias e investigación',
        descripcion: 'Canales seguros de denuncia, confidencialidad, no represalias e investigación interna.',
      },
      { nombre: 'Sanciones internas', descripcion: 'Consecuencias disciplinarias del incumplimiento del modelo.' },
      {
        nombre: 'Difusión y capacitación',
        descripcion: 'Comunicación del modelo a trabajadores, ejecutivos y terceros, y formación periódica.',
      },
      {
        nombre: 'Evaluación y mejora continua',
        descripcion: 'Evaluaciones periódicas por terceros independientes, revisión y actualización del modelo.',
      },
    ],
  },
  {
    nombre: CAT_KARIN,
    descripcion:
      'Prevención, investigación y sanción del acoso sexual, el acoso laboral y la violencia en el trabajo (Ley 21.643, que modifica el Código del Trabajo).',
    subcategorias: [
      {
        nombre: 'Protocolo de prevención',
        descripcion: 'Protocolo de prevención del acoso sexual, laboral y de la violencia en el trabajo.',
      },
      { nombre: 'Denuncia e investigación', descripcion: 'Recepción de denuncias, investigación y plazos.' },
      {
        nombre: 'Medidas de resguardo y sanciones',
        descripcion: 'Protección de las personas denunciantes y afectadas, y medidas tras la investigación.',
      },
      {
        nombre: 'Información y capacitación',
        descripcion: 'Información a los trabajadores sobre canales, derechos y prestaciones, y formación.',
      },
      {
        nombre: 'Riesgos psicosociales',
        descripcion: 'Identificación y evaluación de los riesgos psicosociales del trabajo.',
      },
    ],
  },
  {
    nombre: CAT_DATOS,
    descripcion:
      'Tratamiento de datos personales conforme a la Ley 19.628 y a la Ley 21.719, que la modifica sustancialmente y crea la Agencia de Protección de Datos Personales.',
    subcategorias: [
      {
        nombre: 'Licitud y transparencia',
        descripcion: 'Bases de licitud, principios y deber de información a los titulares.',
      },
      {
        nombre: 'Derechos de los titulares',
        descripcion: 'Acceso, rectificación, supresión, oposición, portabilidad y bloqueo.',
      },
      { nombre: 'Seguridad y brechas', descripcion: 'Medidas de seguridad y gestión de vulneraciones.' },
      {
        nombre: 'Gobierno y responsabilidad proactiva',
        descripcion:
          'Delegado, registro de tratamientos, evaluaciones de impacto y modelo de prevención de infracciones.',
      },
      {
        nombre: 'Terceros y transferencias',
        descripcion: 'Encargados de tratamiento, cesiones y transferencias internacionales.',
      },
    ],
  },
  {
    nombre: CAT_SST,
    descripcion:
      'Deber de protección del empleador y gestión preventiva de los riesgos laborales (Código del Trabajo, Ley 16.744 y DS 44 de 2024).',
    subcategorias: [
      {
        nombre: 'Organización preventiva',
        descripcion: 'Comité paritario, departamento de prevención y reglamento interno.',
      },
      {
        nombre: 'Gestión de riesgos laborales',
        descripcion: 'Identificación de peligros, evaluación de riesgos y programa preventivo.',
      },
    ],
  },
];

// ---- requisitos globales ----------------------------------------------------------------------

const MPD_FUENTE = 'Ley 20.393, art. 4 (texto modificado por la Ley 21.595)';

export const REQUISITOS_GLOBALES: RequisitoGlobalSeed[] = [
  // Modelo de prevención de delitos: Ley 20.393 modificada por Ley 21.595.
  {
    codigo: 'MPD-01',
    nombre: 'Adopción del modelo de prevención de delitos por la administración',
    descripcion:
      'El directorio o la máxima autoridad administrativa aprueba formalmente el modelo de prevención de delitos (sistema de organización, administración y supervisión) adecuado al giro, tamaño, complejidad, recursos y actividades de la empresa, y deja constancia en acta.',
    fuente_legal: MPD_FUENTE,
    tipo: TIPO_LEGAL,
    categoria: CAT_MPD,
    subcategoria: 'Encargado de prevención y gobierno',
    criticidad: 'alta',
  },
  {
    codigo: 'MPD-02',
    nombre: 'Designación del encargado de prevención de delitos',
    descripcion:
      'Designar uno o más sujetos responsables de aplicar los protocolos del modelo, con la adecuada independencia, facultades efectivas de dirección y supervisión y acceso directo a la administración para informarla oportunamente de las medidas y planes implementados y rendir cuenta de su gestión.',
    fuente_legal: MPD_FUENTE,
    tipo: TIPO_LEGAL,
    categoria: CAT_MPD,
    subcategoria: 'Encargado de prevención y gobierno',
    criticidad: 'alta',
  },
  {
    codigo: 'MPD-03',
    nombre: 'Recursos y medios del encargado de prevención',
    descripcion:
      'Asignar al encargado de prevención presupuesto, personal, herramientas y acceso a la información suficientes para su función, en proporción al tamaño y la capacidad económica de la empresa, y documentar esa asignación.',
    fuente_legal: MPD_FUENTE,
    tipo: TIPO_LEGAL,
    categoria: CAT_MPD,
    subcategoria: 'Encargado de prevención y gobierno',
    criticidad: 'alta',
  },
  {
    codigo: 'MPD-04',
    nombre: 'Reporte periódico del encargado de prevención a la administración',
    descripcion:
      'El encargado de prevención informa a la administración (directorio o socios) la gestión del modelo, los riesgos, las denuncias recibidas y las mejoras propuestas. Buena práctica: informe al menos semestral, con acta de su presentación.',
    fuente_legal: MPD_FUENTE,
    tipo: TIPO_LEGAL,
    categoria: CAT_MPD,
    subcategoria: 'Encargado de prevención y gobierno',
    criticidad: 'media',
  },
  {
    codigo: 'MPD-05',
    nombre: 'Identificación de actividades y procesos con riesgo de delito',
    descripcion:
      'Identificar las actividades o procesos de la empresa, habituales o esporádicos, en cuyo contexto se genere o incremente el riesgo de comisión de los delitos de la Ley 20.393 y de los delitos económicos de la Ley 21.595.',
    fuente_legal: MPD_FUENTE,
    tipo: TIPO_LEGAL,
    categoria: CAT_MPD,
    subcategoria: 'Identificación y evaluación de riesgos',
    criticidad: 'alta',
  },
  {
    codigo: 'MPD-06',
    nombre: 'Matriz de riesgos de delitos evaluada y actualizada',
    descripcion:
      'Mantener una matriz que relacione cada proceso con los delitos aplicables, su probabilidad e impacto, los controles que los mitigan y el riesgo residual; revisarla al menos una vez al año y cada vez que cambien las actividades, la estructura o la ley.',
    fuente_legal: MPD_FUENTE,
    tipo: TIPO_LEGAL,
    categoria: CAT_MPD,
    subcategoria: 'Identificación y evaluación de riesgos',
    criticidad: 'alta',
  },
  {
    codigo: 'MPD-07',
    nombre: 'Protocolos, reglas y procedimientos de prevención y detección',
    descripcion:
      'Establecer protocolos, reglas y procedimientos específicos que permitan a quienes intervienen en las actividades de riesgo programar y ejecutar sus tareas de manera que prevengan la comisión de delitos (por ejemplo, relación con funcionarios públicos, compras, pagos, donaciones, regalos y conflictos de interés).',
    fuente_legal: MPD_FUENTE,
    tipo: TIPO_LEGAL,
    categoria: CAT_MPD,
    subcategoria: 'Protocolos, reglas y procedimientos',
    criticidad: 'alta',
  },
  {
    codigo: 'MPD-08',
    nombre: 'Controles sobre la administración de recursos financieros',
    descripcion:
      'Procedimientos de administración y auditoría de los recursos financieros que impidan su uso en delitos: segregación de funciones, doble firma, conciliaciones y respaldo documental de pagos, anticipos y rendiciones.',
    fuente_legal: MPD_FUENTE,
    tipo: TIPO_LEGAL,
    categoria: CAT_MPD,
    subcategoria: 'Protocolos, reglas y procedimientos',
    criticidad: 'alta',
  },
  {
    codigo: 'MPD-09',
    nombre: 'Debida diligencia de terceros y cláusulas de cumplimiento',
    descripcion:
      'Evaluar a proveedores, contratistas, clientes, intermediarios y socios antes de contratar y en forma periódica (identidad, beneficiario final, listas de sanciones, personas expuestas políticamente, antecedentes), e incluir en los contratos cláusulas de cumplimiento de la Ley 20.393 y de término por incumplimiento.',
    fuente_legal: 'Ley 20.393, art. 4 (protocolos); Ley 21.595',
    tipo: TIPO_INTERNO,
    categoria: CAT_MPD,
    subcategoria: 'Protocolos, reglas y procedimientos',
    criticidad: 'alta',
  },
  {
    codigo: 'MPD-10',
    nombre: 'Incorporación del modelo en el reglamento interno y en los contratos',
    descripcion:
      'Incorporar las obligaciones, prohibiciones y sanciones del modelo en el Reglamento Interno de Orden, Higiene y Seguridad y en los contratos de trabajo y de prestación de servicios, incluidos los de los máximos ejecutivos.',
    fuente_legal: `${MPD_FUENTE}; Código del Trabajo, art. 154`,
    tipo: TIPO_LEGAL,
    categoria: CAT_MPD,
    subcategoria: 'Protocolos, reglas y procedimientos',
    criticidad: 'alta',
  },
  {
    codigo: 'MPD-11',
    nombre: 'Canal seguro de denuncias',
    descripcion:
      'Disponer de canales seguros de denuncia, accesibles a trabajadores y terceros, que permitan denunciar de forma confidencial e incluso anónima, con registro y trazabilidad de cada denuncia.',
    fuente_legal: MPD_FUENTE,
    tipo: TIPO_LEGAL,
    categoria: CAT_MPD,
    subcategoria: 'Canal de denuncias e investigación',
    criticidad: 'alta',
  },
  {
    codigo: 'MPD-12',
    nombre: 'Protección del denunciante y prohibición de represalias',
    descripcion:
      'Garantizar la confidencialidad de la identidad del denunciante y de los antecedentes, y prohibir y sancionar cualquier represalia contra quien denuncie de buena fe o colabore en una investigación.',
    fuente_legal: MPD_FUENTE,
    tipo: TIPO_LEGAL,
    categoria: CAT_MPD,
    subcategoria: 'Canal de denuncias e investigación',
    criticidad: 'alta',
  },
  {
    codigo: 'MPD-13',
    nombre: 'Procedimiento de investigación interna de denuncias',
    descripcion:
      'Procedimiento escrito para investigar las denuncias con imparcialidad, plazos definidos, derecho a ser oído de la persona denunciada, registro de diligencias y comunicación de resultados; incluye criterios para poner los hechos en conocimiento del Ministerio Público cuando corresponda.',
    fuente_legal: MPD_FUENTE,
    tipo: TIPO_INTERNO,
    categoria: CAT_MPD,
    subcategoria: 'Canal de denuncias e investigación',
    criticidad: 'media',
  },
  {
    codigo: 'MPD-14',
    nombre: 'Sanciones internas por incumplimiento del modelo',
    descripcion:
      'Establecer sanciones administrativas internas proporcionales para quienes incumplan el modelo o sus protocolos, y procedimientos de denuncia o persecución de responsabilidades contra quienes lo infrinjan; aplicarlas y registrarlas.',
    fuente_legal: MPD_FUENTE,
    tipo: TIPO_LEGAL,
    categoria: CAT_MPD,
    subcategoria: 'Sanciones internas',
    criticidad: 'alta',
  },
  {
    codigo: 'MPD-15',
    nombre: 'Difusión del modelo a trabajadores y terceros',
    descripcion:
      'Comunicar el modelo, sus protocolos y el canal de denuncias a todos los trabajadores, ejecutivos y terceros relevantes (intranet, inducción, contratos, sitio web), dejando constancia de la recepción.',
    fuente_legal: MPD_FUENTE,
    tipo: TIPO_LEGAL,
    categoria: CAT_MPD,
    subcategoria: 'Difusión y capacitación',
    criticidad: 'media',
  },
  {
    codigo: 'MPD-16',
    nombre: 'Capacitación periódica en prevención de delitos',
    descripcion:
      'Programa anual de capacitación sobre el modelo, los delitos aplicables y el canal de denuncias, con contenidos reforzados para las áreas de mayor riesgo (compras, finanzas, comercial, relación con autoridades) y registro de asistencia y evaluación.',
    fuente_legal: MPD_FUENTE,
    tipo: TIPO_LEGAL,
    categoria: CAT_MPD,
    subcategoria: 'Difusión y capacitación',
    criticidad: 'media',
  },
  {
    codigo: 'MPD-17',
    nombre: 'Evaluación periódica del modelo por terceros independientes',
    descripcion:
      'Someter el modelo a evaluaciones periódicas por terceros independientes que verifiquen su diseño e implementación efectiva. Tras la Ley 21.595, la certificación no exime por sí sola de responsabilidad: el tribunal aprecia si el modelo se implementó efectivamente.',
    fuente_legal: MPD_FUENTE,
    tipo: TIPO_LEGAL,
    categoria: CAT_MPD,
    subcategoria: 'Evaluación y mejora continua',
    criticidad: 'alta',
  },
  {
    codigo: 'MPD-18',
    nombre: 'Mecanismos de perfeccionamiento y actualización del modelo',
    descripcion:
      'Corregir las deficiencias detectadas por las evaluaciones, auditorías, denuncias e incidentes, y actualizar el modelo ante cambios legales (nuevos delitos base) o del negocio, con un plan de acción con responsables y plazos.',
    fuente_legal: MPD_FUENTE,
    tipo: TIPO_LEGAL,
    categoria: CAT_MPD,
    subcategoria: 'Evaluación y mejora continua',
    criticidad: 'media',
  },
  {
    codigo: 'MPD-19',
    nombre: 'Sistema de prevención de lavado de activos de los sujetos obligados ante la UAF',
    descripcion:
      'Solo para los sujetos obligados del art. 3 de la Ley 19.913 (bancos, casas de cambio, corredores de bolsa y de propiedades, notarios, casinos y otros): inscribirse en la Unidad de Análisis Financiero, designar un oficial de cumplimiento, mantener un manual de prevención y reportar las operaciones sospechosas y en efectivo.',
    fuente_legal: 'Ley 19.913, arts. 3 y 4; circulares de la UAF',
    tipo: TIPO_LEGAL,
    categoria: CAT_MPD,
    subcategoria: 'Protocolos, reglas y procedimientos',
    criticidad: 'media',
  },

  // Ley 21.643 (Ley Karin).
  {
    codigo: 'KAR-01',
    nombre: 'Protocolo de prevención del acoso sexual, laboral y la violencia en el trabajo',
    descripcion:
      'Elaborar e implementar un protocolo de prevención basado en la gestión de riesgos, con perspectiva de género, que identifique los peligros, establezca medidas de prevención y control, y señale los canales y el procedimiento de denuncia. Debe estar a disposición de los trabajadores.',
    fuente_legal: 'Ley 21.643; Código del Trabajo (Libro II, Título IV)',
    tipo: TIPO_LEGAL,
    categoria: CAT_KARIN,
    subcategoria: 'Protocolo de prevención',
    criticidad: 'alta',
  },
  {
    codigo: 'KAR-02',
    nombre: 'Reglamento interno actualizado con la Ley Karin',
    descripcion:
      'Actualizar el Reglamento Interno de Orden, Higiene y Seguridad con el protocolo de prevención, el procedimiento de investigación y sanción del acoso sexual, laboral y la violencia en el trabajo, y las medidas de resguardo; entregarlo a los trabajadores y remitir la actualización a la autoridad según corresponda.',
    fuente_legal: 'Ley 21.643; Código del Trabajo, arts. 153 y 154',
    tipo: TIPO_LEGAL,
    categoria: CAT_KARIN,
    subcategoria: 'Protocolo de prevención',
    criticidad: 'alta',
  },
  {
    codigo: 'KAR-03',
    nombre: 'Procedimiento de investigación de denuncias de acoso y violencia',
    descripcion:
      'Procedimiento de investigación escrito, confidencial, imparcial y con perspectiva de género, conforme al reglamento del Ministerio del Trabajo y Previsión Social que fija sus directrices: quién investiga, cómo se notifica, derecho a ser oído y a aportar pruebas, y forma de las conclusiones.',
    fuente_legal: 'Ley 21.643; Código del Trabajo (Libro II, Título IV); reglamento de investigación del MINTRAB',
    tipo: TIPO_NORMATIVO,
    categoria: CAT_KARIN,
    subcategoria: 'Denuncia e investigación',
    criticidad: 'alta',
  },
  {
    codigo: 'KAR-04',
    nombre: 'Cumplimiento de los plazos de la investigación',
    descripcion:
      'Al recibir una denuncia, iniciar la investigación interna o derivarla a la Inspección del Trabajo dentro del plazo legal; concluir la investigación interna en un máximo de 30 días y remitir sus conclusiones a la Dirección del Trabajo; aplicar las medidas o sanciones una vez recibido su pronunciamiento o vencido su plazo.',
    fuente_legal: 'Ley 21.643; Código del Trabajo (Libro II, Título IV)',
    tipo: TIPO_LEGAL,
    categoria: CAT_KARIN,
    subcategoria: 'Denuncia e investigación',
    criticidad: 'alta',
  },
  {
    codigo: 'KAR-05',
    nombre: 'Canales de recepción de denuncias de acoso y violencia',
    descripcion:
      'Habilitar canales para recibir denuncias verbales o escritas, que garanticen confidencialidad, e informar que también pueden presentarse ante la Inspección del Trabajo. Las denuncias verbales se registran por escrito.',
    fuente_legal: 'Ley 21.643; Código del Trabajo (Libro II, Título IV)',
    tipo: TIPO_LEGAL,
    categoria: CAT_KARIN,
    subcategoria: 'Denuncia e investigación',
    criticidad: 'alta',
  },
  {
    codigo: 'KAR-06',
    nombre: 'Medidas de resguardo inmediatas',
    descripcion:
      'Adoptar de inmediato medidas de resguardo para la persona denunciante, considerando la gravedad de los hechos y las posibilidades de la empresa: separación de espacios físicos, redistribución de jornada o funciones y derivación a atención psicológica temprana del organismo administrador de la Ley 16.744.',
    fuente_legal: 'Ley 21.643; Código del Trabajo (Libro II, Título IV)',
    tipo: TIPO_LEGAL,
    categoria: CAT_KARIN,
    subcategoria: 'Medidas de resguardo y sanciones',
    criticidad: 'alta',
  },
  {
    codigo: 'KAR-07',
    nombre: 'Medidas y sanciones tras la investigación',
    descripcion:
      'Aplicar las medidas y sanciones que correspondan según las conclusiones (amonestación, multa o término del contrato por las causales del Código del Trabajo) y prohibir represalias contra denunciantes y testigos.',
    fuente_legal: 'Ley 21.643; Código del Trabajo, art. 160',
    tipo: TIPO_LEGAL,
    categoria: CAT_KARIN,
    subcategoria: 'Medidas de resguardo y sanciones',
    criticidad: 'media',
  },
  {
    codigo: 'KAR-08',
    nombre: 'Información semestral a los trabajadores sobre canales y derechos',
    descripcion:
      'Informar a los trabajadores, al menos semestralmente, los canales de denuncia, los mecanismos para acceder a las prestaciones de seguridad social y los organismos competentes, por medios que aseguren su conocimiento (correo, intranet, diarios murales, inducción).',
    fuente_legal: 'Ley 21.643; Código del Trabajo (Libro II, Título IV)',
    tipo: TIPO_LEGAL,
    categoria: CAT_KARIN,
    subcategoria: 'Información y capacitación',
    criticidad: 'media',
  },
  {
    codigo: 'KAR-09',
    nombre: 'Capacitación en prevención del acoso y la violencia',
    descripcion:
      'Capacitar a trabajadores, jefaturas y a quienes reciben e investigan denuncias sobre el protocolo, las conductas prohibidas, la perspectiva de género y el trato respetuoso; registrar asistencia.',
    fuente_legal: 'Ley 21.643',
    tipo: TIPO_LEGAL,
    categoria: CAT_KARIN,
    subcategoria: 'Información y capacitación',
    criticidad: 'media',
  },
  {
    codigo: 'KAR-10',
    nombre: 'Evaluación de riesgos psicosociales',
    descripcion:
      'Identificar y evaluar los riesgos psicosociales del trabajo (con el instrumento vigente de la Superintendencia de Seguridad Social, CEAL-SM/SUSESO) e incorporar sus resultados y medidas al protocolo de prevención.',
    fuente_legal: 'Ley 21.643; Protocolo de Vigilancia de Riesgos Psicosociales en el Trabajo (MINSAL); DS 44 de 2024',
    tipo: TIPO_NORMATIVO,
    categoria: CAT_KARIN,
    subcategoria: 'Riesgos psicosociales',
    criticidad: 'media',
  },
  {
    codigo: 'KAR-11',
    nombre: 'Coordinación con contratistas y subcontratistas',
    descripcion:
      'Definir cómo se reciben, derivan e investigan las denuncias que involucran a trabajadores de empresas contratistas o subcontratistas que prestan servicios en las instalaciones, y coordinar las medidas de resguardo con su empleador.',
    fuente_legal: 'Ley 21.643; Código del Trabajo, art. 183-E',
    tipo: TIPO_LEGAL,
    categoria: CAT_KARIN,
    subcategoria: 'Medidas de resguardo y sanciones',
    criticidad: 'baja',
  },

  // Protección de datos personales: Ley 19.628 y Ley 21.719.
  {
    codigo: 'DAT-01',
    nombre: 'Base de licitud de cada tratamiento de datos personales',
    descripcion:
      'Identificar y documentar, para cada tratamiento, su base de licitud: consentimiento libre, informado, específico e inequívoco del titular, ejecución de un contrato, obligación legal, interés legítimo ponderado u otra fuente legal.',
    fuente_legal: 'Ley 19.628; Ley 21.719',
    tipo: TIPO_LEGAL,
    categoria: CAT_DATOS,
    subcategoria: 'Licitud y transparencia',
    criticidad: 'alta',
  },
  {
    codigo: 'DAT-02',
    nombre: 'Principios de finalidad, proporcionalidad y calidad',
    descripcion:
      'Tratar solo los datos necesarios para fines determinados, explícitos y lícitos; mantenerlos exactos y actualizados, y conservarlos solo por el tiempo necesario, con una política de retención y eliminación.',
    fuente_legal: 'Ley 21.719',
    tipo: TIPO_LEGAL,
    categoria: CAT_DATOS,
    subcategoria: 'Licitud y transparencia',
    criticidad: 'media',
  },
  {
    codigo: 'DAT-03',
    nombre: 'Política de tratamiento de datos e información a los titulares',
    descripcion:
      'Publicar una política de tratamiento de datos accesible y en lenguaje claro que informe quién es el responsable, las finalidades, las bases de licitud, los destinatarios, las transferencias, el plazo de conservación y cómo ejercer los derechos.',
    fuente_legal: 'Ley 21.719',
    tipo: TIPO_LEGAL,
    categoria: CAT_DATOS,
    subcategoria: 'Licitud y transparencia',
    criticidad: 'media',
  },
  {
    codigo: 'DAT-04',
    nombre: 'Tratamiento de datos sensibles y de niños, niñas y adolescentes',
    descripcion:
      'Aplicar las reglas reforzadas a datos sensibles (salud, biométricos, origen étnico, vida sexual, afiliación sindical, entre otros) y a datos de niños, niñas y adolescentes: base de licitud específica, medidas de seguridad reforzadas y acceso restringido.',
    fuente_legal: 'Ley 19.628; Ley 21.719',
    tipo: TIPO_LEGAL,
    categoria: CAT_DATOS,
    subcategoria: 'Licitud y transparencia',
    criticidad: 'alta',
  },
  {
    codigo: 'DAT-05',
    nombre: 'Atención de los derechos de los titulares',
    descripcion:
      'Procedimiento para recibir, verificar la identidad y responder dentro del plazo legal las solicitudes de acceso, rectificación, supresión, oposición, portabilidad y bloqueo temporal, incluida la oposición a decisiones basadas únicamente en tratamiento automatizado; registro de cada solicitud y su respuesta.',
    fuente_legal: 'Ley 19.628; Ley 21.719',
    tipo: TIPO_LEGAL,
    categoria: CAT_DATOS,
    subcategoria: 'Derechos de los titulares',
    criticidad: 'alta',
  },
  {
    codigo: 'DAT-06',
    nombre: 'Medidas de seguridad de los datos personales',
    descripcion:
      'Adoptar medidas técnicas y organizativas apropiadas al riesgo para proteger la confidencialidad, integridad y disponibilidad de los datos: control de accesos, cifrado, respaldos, registro de actividad y gestión de proveedores tecnológicos.',
    fuente_legal: 'Ley 21.719',
    tipo: TIPO_LEGAL,
    categoria: CAT_DATOS,
    subcategoria: 'Seguridad y brechas',
    criticidad: 'alta',
  },
  {
    codigo: 'DAT-07',
    nombre: 'Notificación de vulneraciones de seguridad (brechas)',
    descripcion:
      'Procedimiento para detectar, contener, registrar y notificar a la Agencia de Protección de Datos Personales, por los medios más expeditos y sin dilaciones indebidas, las vulneraciones que afecten datos personales, y comunicarlas a los titulares cuando la ley lo exige (por ejemplo, datos sensibles o de menores, o datos financieros).',
    fuente_legal: 'Ley 21.719',
    tipo: TIPO_LEGAL,
    categoria: CAT_DATOS,
    subcategoria: 'Seguridad y brechas',
    criticidad: 'alta',
  },
  {
    codigo: 'DAT-08',
    nombre: 'Delegado de protección de datos personales',
    descripcion:
      'Designar un delegado de protección de datos con autonomía y recursos, que asesore y supervise el cumplimiento y sea el punto de contacto con los titulares y con la Agencia. Es un elemento del modelo de prevención de infracciones que la ley permite adoptar y certificar.',
    fuente_legal: 'Ley 21.719',
    tipo: TIPO_LEGAL,
    categoria: CAT_DATOS,
    subcategoria: 'Gobierno y responsabilidad proactiva',
    criticidad: 'media',
  },
  {
    codigo: 'DAT-09',
    nombre: 'Registro de actividades de tratamiento',
    descripcion:
      'Mantener un inventario de los tratamientos (finalidad, categorías de datos y titulares, base de licitud, destinatarios, transferencias, plazo de conservación y medidas de seguridad) para demostrar el cumplimiento ante la Agencia.',
    fuente_legal: 'Ley 21.719 (principio de responsabilidad)',
    tipo: TIPO_BUENA_PRACTICA,
    categoria: CAT_DATOS,
    subcategoria: 'Gobierno y responsabilidad proactiva',
    criticidad: 'media',
  },
  {
    codigo: 'DAT-10',
    nombre: 'Evaluación de impacto en protección de datos',
    descripcion:
      'Realizar una evaluación de impacto antes de los tratamientos que puedan implicar un alto riesgo para los titulares (tratamiento masivo, datos sensibles, perfilamiento, decisiones automatizadas, nuevas tecnologías) y adoptar las medidas que resulten.',
    fuente_legal: 'Ley 21.719',
    tipo: TIPO_LEGAL,
    categoria: CAT_DATOS,
    subcategoria: 'Gobierno y responsabilidad proactiva',
    criticidad: 'media',
  },
  {
    codigo: 'DAT-11',
    nombre: 'Contratos con encargados de tratamiento',
    descripcion:
      'Formalizar por contrato los encargos de tratamiento a proveedores (nube, remuneraciones, marketing): objeto, finalidad, instrucciones, confidencialidad, medidas de seguridad, subencargos y devolución o eliminación de los datos al término.',
    fuente_legal: 'Ley 21.719',
    tipo: TIPO_CONTRACTUAL,
    categoria: CAT_DATOS,
    subcategoria: 'Terceros y transferencias',
    criticidad: 'media',
  },
  {
    codigo: 'DAT-12',
    nombre: 'Transferencias internacionales de datos',
    descripcion:
      'Transferir datos fuera de Chile solo a países con nivel adecuado de protección o con garantías adecuadas (cláusulas contractuales, normas corporativas vinculantes) u otra causal legal, y documentarlo.',
    fuente_legal: 'Ley 21.719',
    tipo: TIPO_LEGAL,
    categoria: CAT_DATOS,
    subcategoria: 'Terceros y transferencias',
    criticidad: 'media',
  },

  // Seguridad y salud en el trabajo.
  {
    codigo: 'SST-01',
    nombre: 'Deber de protección de la vida y salud de los trabajadores',
    descripcion:
      'Tomar todas las medidas necesarias para proteger eficazmente la vida y salud de los trabajadores, informar los riesgos, mantener condiciones adecuadas de higiene y seguridad y proveer los elementos de protección personal.',
    fuente_legal: 'Código del Trabajo, art. 184',
    tipo: TIPO_LEGAL,
    categoria: CAT_SST,
    subcategoria: 'Gestión de riesgos laborales',
    criticidad: 'alta',
  },
  {
    codigo: 'SST-02',
    nombre: 'Reglamento Interno de Orden, Higiene y Seguridad',
    descripcion:
      'Las empresas con 10 o más trabajadores permanentes deben tener un reglamento interno de orden, higiene y seguridad, ponerlo en conocimiento de los trabajadores y mantenerlo actualizado.',
    fuente_legal: 'Código del Trabajo, art. 153; Ley 16.744, art. 67',
    tipo: TIPO_LEGAL,
    categoria: CAT_SST,
    subcategoria: 'Organización preventiva',
    criticidad: 'alta',
  },
  {
    codigo: 'SST-03',
    nombre: 'Comité Paritario de Higiene y Seguridad',
    descripcion:
      'En cada faena, sucursal o agencia con más de 25 trabajadores, constituir y mantener en funcionamiento un Comité Paritario de Higiene y Seguridad, con sesiones periódicas y actas.',
    fuente_legal: 'Ley 16.744, art. 66; DS 44 de 2024',
    tipo: TIPO_LEGAL,
    categoria: CAT_SST,
    subcategoria: 'Organización preventiva',
    criticidad: 'media',
  },
  {
    codigo: 'SST-04',
    nombre: 'Departamento de Prevención de Riesgos',
    descripcion:
      'Las empresas con más de 100 trabajadores deben contar con un Departamento de Prevención de Riesgos a cargo de un experto en prevención.',
    fuente_legal: 'Ley 16.744, art. 66; DS 44 de 2024',
    tipo: TIPO_LEGAL,
    categoria: CAT_SST,
    subcategoria: 'Organización preventiva',
    criticidad: 'media',
  },
  {
    codigo: 'SST-05',
    nombre: 'Matriz de identificación de peligros y evaluación de riesgos laborales',
    descripcion:
      'Identificar los peligros y evaluar los riesgos de cada puesto y proceso, incluidos los psicosociales y con perspectiva de género, y elaborar un programa de trabajo preventivo con medidas, responsables y plazos, conforme al reglamento de gestión preventiva.',
    fuente_legal: 'DS 44 de 2024 del Ministerio del Trabajo y Previsión Social',
    tipo: TIPO_NORMATIVO,
    categoria: CAT_SST,
    subcategoria: 'Gestión de riesgos laborales',
    criticidad: 'alta',
  },
  {
    codigo: 'SST-06',
    nombre: 'Información de los riesgos laborales a los trabajadores',
    descripcion:
      'Informar oportuna y adecuadamente a cada trabajador, al ingreso y cuando cambien sus funciones, los riesgos de su labor, las medidas preventivas y los métodos de trabajo correctos, dejando registro.',
    fuente_legal: 'DS 44 de 2024 del Ministerio del Trabajo y Previsión Social; Código del Trabajo, art. 184',
    tipo: TIPO_NORMATIVO,
    categoria: CAT_SST,
    subcategoria: 'Gestión de riesgos laborales',
    criticidad: 'media',
  },
];

// ---- mitigaciones globales --------------------------------------------------------------------

export const M = {
  dueDiligence: 'Debida diligencia de terceros',
  clausulas: 'Cláusulas contractuales de cumplimiento y anticorrupción',
  regalos: 'Política de regalos, invitaciones y hospitalidades',
  reuniones: 'Registro de reuniones con funcionarios públicos',
  dobleFirma: 'Doble firma y niveles de aprobación de pagos',
  conciliaciones: 'Conciliaciones bancarias y contables',
  canal: 'Canal de denuncias confidencial',
  capacitacion: 'Capacitación anual en prevención de delitos',
  auditoria: 'Auditoría interna del modelo de prevención',
  monitoreo: 'Monitoreo de transacciones inusuales',
  listas: 'Revisión de listas de sanciones y personas expuestas políticamente',
  conflictos: 'Declaración de conflictos de interés',
  investigacion: 'Investigación interna y sanciones disciplinarias',
  origenBienes: 'Verificación del origen legal de bienes adquiridos',
  segregacion: 'Segregación de funciones y control de accesos a sistemas financieros',
  ambiental: 'Monitoreo de cumplimiento ambiental y de descargas',
  emergenciaAmbiental: 'Plan de respuesta a incidentes ambientales',
  trazabilidadPesca: 'Trazabilidad de recursos hidrobiológicos y control de vedas',
  sanitarias: 'Control de cumplimiento de medidas sanitarias obligatorias',
  libreCompetencia: 'Programa de cumplimiento de libre competencia',
  tributaria: 'Revisión tributaria periódica',
  subvenciones: 'Control y rendición de fondos públicos recibidos',
  auditoriaExterna: 'Auditoría externa de estados financieros',
  seguridadInformacion: 'Gestión de seguridad de la información',
  brechas: 'Plan de respuesta a incidentes de seguridad y brechas de datos',
  protocoloKarin: 'Protocolo de prevención del acoso y la violencia en el trabajo',
  psicosocial: 'Evaluación de riesgos psicosociales',
  subcontratistas: 'Control laboral y previsional de contratistas y subcontratistas',
} as const;

export const MITIGACIONES_GLOBALES: MitigacionGlobalSeed[] = [
  {
    nombre: M.dueDiligence,
    descripcion:
      'Antes de contratar y en forma periódica según su nivel de riesgo, verificar identidad, beneficiario final, antecedentes legales y reputacionales, listas de sanciones y vínculos con funcionarios públicos de proveedores, contratistas, clientes, intermediarios y socios; dejar evidencia y aprobación.',
    tipo: 'preventivo',
    modo: 'manual',
    frecuencia: 'por_evento',
  },
  {
    nombre: M.clausulas,
    descripcion:
      'Incluir en contratos con terceros la declaración de conocer y cumplir el modelo de prevención de delitos y la Ley 20.393, la obligación de denunciar, el derecho de auditoría y la facultad de término anticipado por incumplimiento.',
    tipo: 'preventivo',
    modo: 'manual',
    frecuencia: 'por_evento',
  },
  {
    nombre: M.regalos,
    descripcion:
      'Prohibir dar u ofrecer regalos, invitaciones o beneficios a funcionarios públicos y fijar montos máximos, aprobación previa y registro para los que se den o reciban entre particulares.',
    tipo: 'preventivo',
    modo: 'manual',
    frecuencia: 'anual',
  },
  {
    nombre: M.reuniones,
    descripcion:
      'Registrar las reuniones y comunicaciones relevantes con funcionarios públicos (asistentes, materia, acuerdos), en coherencia con la Ley 20.730 del Lobby, y que asistan al menos dos representantes de la empresa en trámites sensibles (permisos, fiscalizaciones, licitaciones).',
    tipo: 'preventivo',
    modo: 'manual',
    frecuencia: 'por_evento',
  },
  {
    nombre: M.dobleFirma,
    descripcion:
      'Todo pago requiere respaldo documental y la aprobación de al menos dos personas con poderes, con montos máximos por nivel de autorización configurados en el banco y en el sistema contable.',
    tipo: 'preventivo',
    modo: 'automatico',
    frecuencia: 'por_evento',
  },
  {
    nombre: M.conciliaciones,
    descripcion:
      'Conciliar mensualmente las cuentas bancarias y contables, revisar partidas sin respaldo, pagos a terceros no registrados y movimientos de caja chica, e informar las diferencias.',
    tipo: 'detectivo',
    modo: 'manual',
    frecuencia: 'mensual',
  },
  {
    nombre: M.canal,
    descripcion:
      'Canal disponible para trabajadores y terceros que permite denunciar de forma confidencial o anónima, con seguimiento del caso y protección contra represalias.',
    tipo: 'detectivo',
    modo: 'automatico',
    frecuencia: 'por_evento',
  },
  {
    nombre: M.capacitacion,
    descripcion:
      'Capacitación anual obligatoria sobre el modelo de prevención, los delitos aplicables, la política de regalos y el canal de denuncias, con evaluación y registro de asistencia; reforzada para áreas de riesgo.',
    tipo: 'preventivo',
    modo: 'manual',
    frecuencia: 'anual',
  },
  {
    nombre: M.auditoria,
    descripcion:
      'Revisión anual, por auditoría interna o un tercero, de la operación de los controles del modelo en una muestra de transacciones y procesos de riesgo, con informe a la administración.',
    tipo: 'detectivo',
    modo: 'manual',
    frecuencia: 'anual',
  },
  {
    nombre: M.monitoreo,
    descripcion:
      'Alertas sobre operaciones inusuales (montos fuera de patrón, pagos en efectivo, fraccionamiento, pagos a terceros o a paraísos fiscales); si la empresa es sujeto obligado de la Ley 19.913, reporte de operaciones sospechosas a la Unidad de Análisis Financiero.',
    tipo: 'detectivo',
    modo: 'automatico',
    frecuencia: 'diaria',
  },
  {
    nombre: M.listas,
    descripcion:
      'Contrastar a contrapartes y beneficiarios finales con las listas de sanciones del Consejo de Seguridad de Naciones Unidas y otras listas restrictivas, y con registros de personas expuestas políticamente, al alta y ante cada cambio.',
    tipo: 'preventivo',
    modo: 'automatico',
    frecuencia: 'por_evento',
  },
  {
    nombre: M.conflictos,
    descripcion:
      'Declaración anual (y ante cambios) de intereses, parentescos y participaciones de directores, ejecutivos y trabajadores de áreas de riesgo; abstención y aprobación independiente de operaciones con partes relacionadas.',
    tipo: 'preventivo',
    modo: 'manual',
    frecuencia: 'anual',
  },
  {
    nombre: M.investigacion,
    descripcion:
      'Investigar cada denuncia o hallazgo con un procedimiento imparcial, aplicar las sanciones internas que correspondan, corregir el control que falló y evaluar poner los antecedentes en conocimiento del Ministerio Público.',
    tipo: 'correctivo',
    modo: 'manual',
    frecuencia: 'por_evento',
  },
  {
    nombre: M.origenBienes,
    descripcion:
      'Comprar solo a proveedores identificados, con factura y guía de despacho; desconfiar de precios muy inferiores al mercado y verificar la trazabilidad de bienes sensibles (metales, madera, vehículos, equipos).',
    tipo: 'preventivo',
    modo: 'manual',
    frecuencia: 'por_evento',
  },
  {
    nombre: M.segregacion,
    descripcion:
      'Separar las funciones de solicitar, aprobar, registrar y pagar; revisar trimestralmente los perfiles de acceso a los sistemas contables, bancarios y de remuneraciones.',
    tipo: 'preventivo',
    modo: 'automatico',
    frecuencia: 'trimestral',
  },
  {
    nombre: M.ambiental,
    descripcion:
      'Controlar el cumplimiento de la resolución de calificación ambiental, permisos sectoriales y normas de emisión (por ejemplo, el DS 90 sobre descargas de residuos líquidos), con monitoreos, registros y reportes a la autoridad.',
    tipo: 'detectivo',
    modo: 'manual',
    frecuencia: 'mensual',
  },
  {
    nombre: M.emergenciaAmbiental,
    descripcion:
      'Procedimiento de contención, reporte a la autoridad y remediación ante derrames, descargas no autorizadas u otros incidentes ambientales, con simulacros periódicos.',
    tipo: 'correctivo',
    modo: 'manual',
    frecuencia: 'por_evento',
  },
  {
    nombre: M.trazabilidadPesca,
    descripcion:
      'Verificar el origen legal de cada recurso hidrobiológico recibido (documentos de origen y acreditación ante el Servicio Nacional de Pesca y Acuicultura) y bloquear compras y procesos de especies en veda o con restricciones.',
    tipo: 'preventivo',
    modo: 'manual',
    frecuencia: 'por_evento',
  },
  {
    nombre: M.sanitarias,
    descripcion:
      'Registro de trabajadores con cuarentena o aislamiento sanitario obligatorio dispuesto por la autoridad y prohibición a las jefaturas de ordenarles concurrir al lugar de trabajo mientras dure la medida.',
    tipo: 'preventivo',
    modo: 'manual',
    frecuencia: 'por_evento',
  },
  {
    nombre: M.libreCompetencia,
    descripcion:
      'Política de libre competencia, capacitación de las áreas comerciales, protocolo para reuniones gremiales y contactos con competidores (sin intercambio de precios, volúmenes, clientes ni ofertas) y revisión de acuerdos con competidores.',
    tipo: 'preventivo',
    modo: 'manual',
    frecuencia: 'anual',
  },
  {
    nombre: M.tributaria,
    descripcion:
      'Revisión anual, por un asesor independiente, de las declaraciones de impuestos, la documentación de respaldo del crédito fiscal y los gastos, y las operaciones con partes relacionadas.',
    tipo: 'detectivo',
    modo: 'manual',
    frecuencia: 'anual',
  },
  {
    nombre: M.subvenciones,
    descripcion:
      'Antes de postular y durante la ejecución de fondos o subsidios públicos, verificar la veracidad de la información entregada, el uso de los fondos para su fin y la rendición de cuentas con respaldos.',
    tipo: 'detectivo',
    modo: 'manual',
    frecuencia: 'trimestral',
  },
  {
    nombre: M.auditoriaExterna,
    descripcion:
      'Auditoría anual de los estados financieros por auditores externos independientes, con acceso completo a la información y prohibición de entregarles antecedentes falsos o incompletos.',
    tipo: 'detectivo',
    modo: 'manual',
    frecuencia: 'anual',
  },
  {
    nombre: M.seguridadInformacion,
    descripcion:
      'Controles de seguridad de la información: autenticación multifactor, mínimo privilegio, registros de acceso, cifrado, respaldos probados, gestión de parches y uso aceptable de los sistemas.',
    tipo: 'preventivo',
    modo: 'automatico',
    frecuencia: 'diaria',
  },
  {
    nombre: M.brechas,
    descripcion:
      'Procedimiento para detectar, contener y analizar incidentes de seguridad, y notificar a la Agencia de Protección de Datos Personales y a los titulares cuando corresponda.',
    tipo: 'correctivo',
    modo: 'manual',
    frecuencia: 'por_evento',
  },
  {
    nombre: M.protocoloKarin,
    descripcion:
      'Protocolo de prevención de la Ley 21.643 difundido a todos los trabajadores, con canales de denuncia, medidas de resguardo y procedimiento de investigación; revisión anual.',
    tipo: 'preventivo',
    modo: 'manual',
    frecuencia: 'anual',
  },
  {
    nombre: M.psicosocial,
    descripcion:
      'Aplicar el cuestionario vigente de riesgos psicosociales (CEAL-SM/SUSESO), analizar los resultados con el comité de aplicación e implementar las medidas de intervención.',
    tipo: 'detectivo',
    modo: 'manual',
    frecuencia: 'anual',
  },
  {
    nombre: M.subcontratistas,
    descripcion:
      'Exigir mensualmente a contratistas y subcontratistas la acreditación del pago de remuneraciones y cotizaciones (certificado de la Dirección del Trabajo) y verificar condiciones de contratación, jornada y alojamiento de su personal.',
    tipo: 'preventivo',
    modo: 'manual',
    frecuencia: 'mensual',
  },
];

// ---- riesgos globales -------------------------------------------------------------------------

export const RIESGOS_GLOBALES: RiesgoGlobalSeed[] = [
  {
    nombre: 'Cohecho a funcionario público nacional',
    descripcion:
      'Dar, ofrecer o consentir en dar a un empleado público un beneficio económico o de otra naturaleza, para sí o un tercero, en razón de su cargo o para que realice u omita un acto (permisos, fiscalizaciones, licitaciones, trámites aduaneros o municipales).',
    delito_o_categoria: 'Cohecho',
    fuente_legal: 'Código Penal, art. 250; Ley 20.393',
    probabilidad: 3,
    impacto: 5,
    mitigaciones: [M.regalos, M.reuniones, M.dueDiligence, M.dobleFirma],
  },
  {
    nombre: 'Cohecho a funcionario público extranjero',
    descripcion:
      'Ofrecer, prometer, dar o consentir en dar a un funcionario público extranjero un beneficio para obtener o mantener un negocio o una ventaja indebida en transacciones internacionales, directamente o a través de intermediarios.',
    delito_o_categoria: 'Cohecho',
    fuente_legal: 'Código Penal, art. 251 bis; Ley 20.393',
    probabilidad: 2,
    impacto: 5,
    mitigaciones: [M.dueDiligence, M.clausulas, M.regalos, M.monitoreo],
  },
  {
    nombre: 'Lavado de activos',
    descripcion:
      'Ocultar o disimular el origen ilícito de bienes, o adquirirlos, poseerlos, tenerlos o usarlos con ánimo de lucro conociendo su origen ilícito (o desconociéndolo por negligencia inexcusable), por ejemplo mediante clientes, proveedores o socios que usan a la empresa para dar apariencia lícita a fondos.',
    delito_o_categoria: 'Lavado de activos',
    fuente_legal: 'Ley 19.913, art. 27; Ley 20.393',
    probabilidad: 2,
    impacto: 5,
    mitigaciones: [M.dueDiligence, M.listas, M.monitoreo],
  },
  {
    nombre: 'Financiamiento del terrorismo',
    descripcion:
      'Solicitar, recaudar o proveer fondos, por cualquier medio, directa o indirectamente, con la finalidad de que se utilicen en la comisión de delitos terroristas (pagos, donaciones o aportes a personas o entidades vinculadas).',
    delito_o_categoria: 'Financiamiento del terrorismo',
    fuente_legal: 'Ley 18.314, art. 8; Ley 20.393',
    probabilidad: 1,
    impacto: 5,
    mitigaciones: [M.listas, M.dueDiligence, M.monitoreo],
  },
  {
    nombre: 'Receptación',
    descripcion:
      'Tener, transportar, comprar, vender, transformar o comercializar especies hurtadas, robadas u objeto de apropiación indebida, conociendo su origen o no pudiendo menos que conocerlo (compras de insumos, chatarra, cables, vehículos o equipos a precios anormalmente bajos).',
    delito_o_categoria: 'Receptación',
    fuente_legal: 'Código Penal, art. 456 bis A; Ley 20.393',
    probabilidad: 3,
    impacto: 3,
    mitigaciones: [M.origenBienes, M.dueDiligence, M.conciliaciones],
  },
  {
    nombre: 'Negociación incompatible',
    descripcion:
      'Que un director, gerente o quien administre bienes de la empresa se interese, directa o indirectamente, en una negociación u operación en que intervenga por su cargo (contratos con empresas propias o de parientes, sin aprobación ni condiciones de mercado).',
    delito_o_categoria: 'Negociación incompatible',
    fuente_legal: 'Código Penal, art. 240; Ley 20.393',
    probabilidad: 2,
    impacto: 4,
    mitigaciones: [M.conflictos, M.dobleFirma, M.auditoria],
  },
  {
    nombre: 'Corrupción entre particulares',
    descripcion:
      'Que un empleado o mandatario solicite o acepte un beneficio para favorecer la contratación de un oferente sobre otro, o que la empresa dé u ofrezca ese beneficio al empleado de un cliente o proveedor.',
    delito_o_categoria: 'Corrupción entre particulares',
    fuente_legal: 'Código Penal, arts. 287 bis y 287 ter; Ley 20.393',
    probabilidad: 3,
    impacto: 4,
    mitigaciones: [M.regalos, M.conflictos, M.canal, M.dueDiligence],
  },
  {
    nombre: 'Apropiación indebida',
    descripcion:
      'Apropiarse o distraer dinero, efectos o bienes muebles recibidos en depósito, comisión o administración, o por otro título que obligue a entregarlos o devolverlos, en perjuicio de otro (fondos de clientes, garantías, bienes en consignación).',
    delito_o_categoria: 'Apropiación indebida',
    fuente_legal: 'Código Penal, art. 470 N° 1; Ley 20.393',
    probabilidad: 2,
    impacto: 3,
    mitigaciones: [M.conciliaciones, M.segregacion, M.auditoria],
  },
  {
    nombre: 'Administración desleal',
    descripcion:
      'Que quien tiene a su cargo la gestión del patrimonio de otra persona (incluida una sociedad) le irrogue perjuicio, ejerciendo abusivamente sus facultades o ejecutando u omitiendo acciones contrarias a su interés.',
    delito_o_categoria: 'Administración desleal',
    fuente_legal: 'Código Penal, art. 470 N° 11; Ley 20.393',
    probabilidad: 2,
    impacto: 4,
    mitigaciones: [M.dobleFirma, M.conflictos, M.auditoria],
  },
  {
    nombre: 'Contaminación de aguas',
    descripcion:
      'Introducir o mandar introducir en el mar, ríos, lagos o cualquier otro cuerpo de agua agentes contaminantes químicos, biológicos o físicos que causen daño a los recursos hidrobiológicos, sin autorización o contraviniendo sus condiciones.',
    delito_o_categoria: 'Contaminación de aguas',
    fuente_legal: 'Ley General de Pesca y Acuicultura, art. 136; Ley 20.393',
    probabilidad: 2,
    impacto: 5,
    mitigaciones: [M.ambiental, M.emergenciaAmbiental, M.auditoria],
  },
  {
    nombre: 'Comercialización de productos vedados',
    descripcion:
      'Procesar, elaborar, almacenar, transportar o comercializar recursos hidrobiológicos vedados, o productos derivados de ellos, durante el período de veda.',
    delito_o_categoria: 'Delitos de la Ley de Pesca',
    fuente_legal: 'Ley General de Pesca y Acuicultura, art. 139; Ley 20.393',
    probabilidad: 2,
    impacto: 4,
    mitigaciones: [M.trazabilidadPesca, M.dueDiligence, M.auditoria],
  },
  {
    nombre: 'Procesamiento de recursos hidrobiológicos sin acreditar su origen legal',
    descripcion:
      'Procesar, elaborar o almacenar recursos hidrobiológicos colapsados o sobreexplotados, o sus productos derivados, sin acreditar su origen legal; o realizar actividades extractivas en áreas de manejo sin ser titular de los derechos.',
    delito_o_categoria: 'Delitos de la Ley de Pesca',
    fuente_legal: 'Ley General de Pesca y Acuicultura, arts. 139 bis y 139 ter; Ley 20.393',
    probabilidad: 2,
    impacto: 4,
    mitigaciones: [M.trazabilidadPesca, M.origenBienes, M.dueDiligence],
  },
  {
    nombre: 'Inobservancia del aislamiento u otra medida preventiva sanitaria',
    descripcion:
      'Que quien tiene autoridad para disponer el trabajo de un subordinado le ordene concurrir al lugar de desempeño de sus labores cuando este se encuentre en cuarentena o aislamiento sanitario obligatorio decretado por la autoridad sanitaria.',
    delito_o_categoria: 'Inobservancia del aislamiento sanitario (Ley 21.240)',
    fuente_legal: 'Código Penal, art. 318 ter (Ley 21.240); Ley 20.393',
    probabilidad: 1,
    impacto: 3,
    mitigaciones: [M.sanitarias, M.capacitacion, M.canal],
  },
  {
    nombre: 'Colusión',
    descripcion:
      'Celebrar u ordenar celebrar, ejecutar u organizar acuerdos entre competidores para fijar precios, limitar la producción o la oferta, asignar zonas o cuotas de mercado o afectar el resultado de licitaciones públicas o privadas.',
    delito_o_categoria: 'Colusión',
    fuente_legal: 'DL 211, art. 62; Ley 21.595; Ley 20.393',
    probabilidad: 2,
    impacto: 5,
    mitigaciones: [M.libreCompetencia, M.capacitacion, M.canal],
  },
  {
    nombre: 'Delitos tributarios',
    descripcion:
      'Declaraciones maliciosamente incompletas o falsas, uso de facturas falsas o ideológicamente falsas para rebajar impuestos u obtener devoluciones improcedentes, y otras conductas que defraudan al Fisco.',
    delito_o_categoria: 'Delitos tributarios',
    fuente_legal: 'Código Tributario, art. 97 N° 4; Ley 21.595; Ley 20.393',
    probabilidad: 2,
    impacto: 5,
    mitigaciones: [M.tributaria, M.dueDiligence, M.conciliaciones, M.auditoriaExterna],
  },
  {
    nombre: 'Obtención fraudulenta de subvenciones o prestaciones públicas',
    descripcion:
      'Obtener del Estado, de municipalidades u otros organismos públicos subsidios, fondos concursables, franquicias o prestaciones improcedentes entregando información falsa o incompleta, o destinarlos a un fin distinto.',
    delito_o_categoria: 'Fraude de subvenciones',
    fuente_legal: 'Código Penal; Ley 21.595; Ley 20.393',
    probabilidad: 2,
    impacto: 4,
    mitigaciones: [M.subvenciones, M.dobleFirma, M.auditoria],
  },
  {
    nombre: 'Atentados contra el medio ambiente',
    descripcion:
      'Verter, depositar o liberar sustancias contaminantes en aguas, suelo o aire, o extraer aguas o componentes ambientales, sin la autorización ambiental exigible o contraviniéndola, afectando gravemente el medio ambiente; incluye daño a humedales y áreas protegidas.',
    delito_o_categoria: 'Delitos contra el medio ambiente',
    fuente_legal: 'Código Penal, arts. 305 y siguientes (incorporados por la Ley 21.595); Ley 20.393',
    probabilidad: 2,
    impacto: 5,
    mitigaciones: [M.ambiental, M.emergenciaAmbiental, M.auditoria],
  },
  {
    nombre: 'Delitos informáticos',
    descripcion:
      'Acceso ilícito, interceptación, ataque a la integridad de sistemas o datos, falsificación o fraude informático y receptación de datos cometidos por trabajadores o terceros en interés de la empresa (por ejemplo, obtener bases de datos de la competencia).',
    delito_o_categoria: 'Delitos informáticos',
    fuente_legal: 'Ley 21.459; Ley 20.393',
    probabilidad: 2,
    impacto: 4,
    mitigaciones: [M.seguridadInformacion, M.segregacion, M.capacitacion],
  },
  {
    nombre: 'Entrega de información falsa al mercado, a auditores o a fiscalizadores',
    descripcion:
      'Proporcionar antecedentes falsos o incompletos en estados financieros, memorias, informes a auditores externos, a la Comisión para el Mercado Financiero u otros organismos fiscalizadores, o al mercado.',
    delito_o_categoria: 'Delitos económicos (Ley 21.595)',
    fuente_legal: 'Ley 21.595; Ley 18.045 de Mercado de Valores; Ley 18.046 sobre Sociedades Anónimas; Ley 20.393',
    probabilidad: 2,
    impacto: 5,
    mitigaciones: [M.auditoriaExterna, M.segregacion, M.auditoria],
  },
  {
    nombre: 'Trata de personas y explotación laboral en la cadena de contratistas',
    descripcion:
      'Captar, trasladar, acoger o recibir personas para someterlas a explotación laboral, trabajos forzados o prácticas análogas a la esclavitud, en la empresa o a través de contratistas y subcontratistas.',
    delito_o_categoria: 'Trata de personas',
    fuente_legal: 'Código Penal, art. 411 quáter; Ley 20.393',
    probabilidad: 1,
    impacto: 5,
    mitigaciones: [M.subcontratistas, M.dueDiligence, M.canal],
  },
  {
    nombre: 'Sustracción y receptación de madera',
    descripcion:
      'Adquirir, transportar o comercializar madera u otros productos forestales sustraídos, o sin documentación que acredite su origen legal, incluida la falsificación o uso de guías de despacho falsas.',
    delito_o_categoria: 'Receptación',
    fuente_legal: 'Código Penal (delitos de sustracción de madera, Ley 21.488); Ley 20.393',
    probabilidad: 2,
    impacto: 4,
    mitigaciones: [M.origenBienes, M.dueDiligence, M.auditoria],
  },
  {
    nombre: 'Acoso sexual, laboral y violencia en el trabajo',
    descripcion:
      'Conductas de acoso sexual, acoso laboral (incluso por una sola vez) o violencia ejercida por terceros ajenos a la relación laboral (clientes, usuarios) contra trabajadores, y falta de prevención, investigación o resguardo por parte del empleador.',
    delito_o_categoria: 'Acoso (Ley Karin)',
    fuente_legal: 'Ley 21.643; Código del Trabajo, art. 2',
    probabilidad: 3,
    impacto: 4,
    mitigaciones: [M.protocoloKarin, M.psicosocial, M.canal, M.investigacion],
  },
  {
    nombre: 'Tratamiento ilícito o vulneración de datos personales',
    descripcion:
      'Tratar datos personales sin base de licitud o para fines distintos, no atender los derechos de los titulares, o sufrir una brecha de seguridad que exponga datos de trabajadores, clientes o denunciantes.',
    delito_o_categoria: 'Protección de datos personales',
    fuente_legal: 'Ley 19.628; Ley 21.719',
    probabilidad: 3,
    impacto: 4,
    mitigaciones: [M.seguridadInformacion, M.brechas, M.capacitacion],
  },
];

// ---- preguntas frecuentes (Soporte) -----------------------------------------------------------

export const FAQS: FaqSeed[] = [
  {
    orden: 1,
    pregunta: '¿Cómo incorporo los requisitos del catálogo a mi empresa?',
    respuesta:
      'La importación del catálogo global la realiza el equipo de Atalaya desde Globales → Requisitos, por categoría o completa. Antes de confirmar se muestra qué requisitos se agregarán; importar dos veces no los duplica. Después aparecen en Mi Empresa → Requisitos con estado "Sin evaluar", y puede asignarles responsable y criticidad o crear requisitos propios.',
  },
  {
    orden: 2,
    pregunta: '¿Qué significa cada estado de cumplimiento de un requisito?',
    respuesta:
      '"Sin evaluar": aún no se revisa. "Cumple": existe evidencia suficiente. "Cumple parcialmente": hay avances pero faltan elementos. "No cumple": no hay evidencia o hay un incumplimiento. "No aplica": el requisito no corresponde a la actividad de la empresa (deje constancia del motivo en la descripción).',
  },
  {
    orden: 3,
    pregunta: '¿Cómo se calculan el nivel inherente y el nivel residual de un riesgo?',
    respuesta:
      'El nivel inherente es el de la celda de la matriz según la probabilidad y el impacto que usted asigna. El residual considera las mitigaciones vinculadas: los controles preventivos bajan la probabilidad y los detectivos o correctivos bajan el impacto, según su efectividad (alta 2 niveles, media 1; baja o no evaluada no rebajan).',
  },
  {
    orden: 4,
    pregunta: '¿Puedo adaptar la matriz de riesgo a mi empresa?',
    respuesta:
      'Sí. En Mi Empresa → Riesgos → Matriz puede cambiar las etiquetas de probabilidad e impacto, el nivel de cada celda y los colores. Al guardar se recalculan los niveles de todos los riesgos. No se puede achicar la matriz si quedan riesgos fuera de ella: reclasifíquelos primero.',
  },
  {
    orden: 5,
    pregunta: '¿Cómo cargo muchos trabajadores a la vez?',
    respuesta:
      'En Mi Empresa → Trabajadores use "Importar" con un archivo CSV o Excel (XLSX). Verá una vista previa con los errores de cada fila (RUT inválido, campo faltante, duplicado); la importación es todo o nada, así que corrija el archivo y vuelva a cargarlo antes de confirmar.',
  },
  {
    orden: 6,
    pregunta: '¿Cómo exporto un listado?',
    respuesta:
      'En cualquier listado aplique la búsqueda y los filtros que necesite y presione "Exportar". Se descarga el conjunto filtrado en CSV o Excel con encabezados en español.',
  },
  {
    orden: 7,
    pregunta: '¿Quién puede ver las denuncias del canal?',
    respuesta:
      'Solo los usuarios de su empresa con un rol autorizado para el canal de denuncias (administrador de la empresa, gestor de denuncias o consultor externo habilitado) y, para soporte, los administradores de la plataforma. La identidad de quien denuncia se protege y los cambios en cada caso quedan registrados en la auditoría.',
  },
  {
    orden: 8,
    pregunta: '¿Qué hago si un usuario de mi empresa olvidó su contraseña o dejó la empresa?',
    respuesta:
      'Un administrador de la empresa puede restablecer la contraseña desde Mi Empresa → Usuarios. Si la persona dejó la empresa, desactive su usuario: sus sesiones se cierran de inmediato y el historial se conserva.',
  },
];
