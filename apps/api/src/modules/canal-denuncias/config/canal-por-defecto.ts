import type { TipoDenuncia } from '@atalaya/shared/contracts/canal-denuncias/denuncias';

/*
 * What a company's channel starts with (the first GET of its configuration, and the demo seed):
 * texts a Chilean company can publish as they are — Ley 20.393 / 21.595 crime prevention, Ley
 * 21.643 'Ley Karin', EU Directive 2019/1937 deadlines — and a category set, all editable later.
 */

export const TEXTOS_CANAL_POR_DEFECTO = {
  titulo: 'Canal de denuncias',
  introduccion:
    'Este canal permite informar, de forma segura y confidencial, hechos que puedan constituir delitos, ' +
    'infracciones a la ley o a nuestro Código de Ética, acoso o violencia en el trabajo. Lo pueden usar ' +
    'trabajadores, proveedores, clientes y cualquier persona que conozca una situación irregular. Cada ' +
    'denuncia es recibida por personas designadas por la empresa, que la analizan con reserva y sin ' +
    'represalias para quien denuncia de buena fe.',
  que_denunciar:
    '• Delitos de la Ley 20.393 sobre responsabilidad penal de las personas jurídicas, ampliados por la ' +
    'Ley 21.595 de Delitos Económicos: cohecho o soborno a funcionarios públicos nacionales o extranjeros, ' +
    'lavado de activos, financiamiento del terrorismo, receptación, apropiación indebida, administración ' +
    'desleal, corrupción entre particulares, negociación incompatible, delitos ambientales y demás delitos ' +
    'económicos.\n' +
    '• Acoso laboral, acoso sexual y violencia en el trabajo (Ley 21.643, "Ley Karin").\n' +
    '• Infracciones laborales: jornada, remuneraciones, seguridad y salud en el trabajo, discriminación.\n' +
    '• Conflictos de interés no declarados y otras faltas al Código de Ética o a las políticas internas.',
  anonimato:
    'Puede denunciar de forma anónima o identificándose. El canal no registra su dirección IP ni datos de ' +
    'su navegador, y el relato, su identidad y los archivos se guardan cifrados: solo las personas a cargo ' +
    'del canal pueden leerlos. Las fotografías se guardan sin sus metadatos (ubicación, dispositivo). ' +
    'Las denuncias de acoso laboral, acoso sexual o violencia en el trabajo (Ley Karin) requieren ' +
    'identificar a quien denuncia, para que la investigación y las medidas de resguardo sean posibles; aun ' +
    'así, su identidad se mantiene en reserva.',
  seguimiento:
    'Al enviar la denuncia recibirá un código y elegirá una contraseña. Con ambos puede consultar su ' +
    'estado en la página de seguimiento, leer los mensajes de la empresa, responder y agregar antecedentes. ' +
    'Guárdelos en un lugar seguro: no se pueden recuperar. Acusaremos recibo dentro de 7 días y le daremos ' +
    'una respuesta dentro de 3 meses. En casos de Ley Karin, dentro de 3 días hábiles se inicia la ' +
    'investigación interna o se deriva a la Dirección del Trabajo, y la investigación concluye en un plazo ' +
    'de 30 días hábiles.',
  canales_externos:
    '• Dirección del Trabajo (www.dt.gob.cl): denuncias por acoso laboral, acoso sexual o violencia en el ' +
    'trabajo (Ley Karin) e infracciones laborales.\n' +
    '• Ministerio Público – Fiscalía de Chile (www.fiscaliadechile.cl): denuncias de delitos.\n' +
    '• Comisión para el Mercado Financiero (www.cmfchile.cl) y la Superintendencia que fiscalice su ' +
    'actividad, cuando corresponda.',
} as const;

export interface CategoriaPorDefecto {
  nombre: string;
  descripcion: string;
  tipo: TipoDenuncia;
  requiere_identificacion: boolean;
}

export const CATEGORIAS_POR_DEFECTO: readonly CategoriaPorDefecto[] = [
  {
    nombre: 'Acoso laboral',
    descripcion:
      'Agresión u hostigamiento, por cualquier medio, que menoscabe, maltrate o humille a un trabajador (Ley 21.643).',
    tipo: 'ley_karin',
    requiere_identificacion: true,
  },
  {
    nombre: 'Acoso sexual',
    descripcion: 'Requerimientos de carácter sexual no consentidos por quien los recibe (Ley 21.643).',
    tipo: 'ley_karin',
    requiere_identificacion: true,
  },
  {
    nombre: 'Violencia en el trabajo',
    descripcion: 'Conductas de terceros ajenos a la relación laboral (clientes, usuarios) que afecten a trabajadores.',
    tipo: 'ley_karin',
    requiere_identificacion: true,
  },
  {
    nombre: 'Cohecho o soborno',
    descripcion: 'Ofrecer, dar o aceptar beneficios a funcionarios públicos o particulares para obtener un favor.',
    tipo: 'ley_20393',
    requiere_identificacion: false,
  },
  {
    nombre: 'Lavado de activos',
    descripcion: 'Ocultar o disimular el origen ilícito de dinero o bienes, o financiar actividades terroristas.',
    tipo: 'ley_20393',
    requiere_identificacion: false,
  },
  {
    nombre: 'Otros delitos de la Ley 20.393/21.595',
    descripcion:
      'Receptación, apropiación indebida, administración desleal, negociación incompatible, delitos ambientales y otros delitos económicos.',
    tipo: 'ley_20393',
    requiere_identificacion: false,
  },
  {
    nombre: 'Infracción laboral',
    descripcion: 'Incumplimientos de jornada, remuneraciones, seguridad y salud en el trabajo o discriminación.',
    tipo: 'laboral',
    requiere_identificacion: false,
  },
  {
    nombre: 'Conflicto de interés',
    descripcion:
      'Intereses personales, familiares o comerciales no declarados que influyan en decisiones de la empresa.',
    tipo: 'otro',
    requiere_identificacion: false,
  },
  {
    nombre: 'Otro',
    descripcion: 'Cualquier otra falta al Código de Ética o a las políticas de la empresa.',
    tipo: 'otro',
    requiere_identificacion: false,
  },
];
