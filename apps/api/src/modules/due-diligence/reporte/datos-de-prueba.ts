import type {
  PerfilDueDiligence,
  RazonRiesgo,
  ResultadoScreening,
} from '@atalaya/shared/contracts/due-diligence/solicitudes';

/*
 * A filled legal-entity profile and a screening with one sanctions hit, for the report's tests
 * (and for rendering a sample by hand). Accents, ñ, ¿ and ¡ on purpose: the PDF must keep them.
 */

const persona = (nombre: string, rut: string, fecha_nacimiento = '', is_pep = false) => ({
  nombre,
  rut,
  fecha_nacimiento,
  is_pep,
});

export function perfilDePrueba(o: { sociosExtra?: number } = {}): PerfilDueDiligence {
  const extra = Array.from({ length: o.sociosExtra ?? 0 }, (_, i) =>
    persona(`Socio minoritario número ${i + 1} Ñuñoa Limitada`, '11111111-1', '1980-01-01'),
  );
  return {
    tipo: 'juridica',
    nombre: 'Comercial Andina',
    razon_social: 'Comercial Andina Ñandú SpA',
    rut: '76543210-3',
    fecha_constitucion: { dia: '14', mes: '03', anio: '2011' },
    fecha_de_inicio_de_actividad: { dia: '02', mes: '05', anio: '2011' },
    actividad_economica: '469000 — Venta al por mayor no especializada',
    persona: null,
    sociedades: {
      socios: [
        persona('José Ignacio Muñoz Pérez', '12345678-5', '1975-08-21', true),
        persona('Inversiones Árbol Ltda.', '77123456-0'),
        ...extra,
      ],
      representante_legal: [persona('María Angélica Núñez Soto', '9876543-3', '1982-11-02')],
      beneficiarios: [persona('José Ignacio Muñoz Pérez', '12345678-5', '1975-08-21', true)],
    },
    situacion_financiera: {
      vehiculos: { cantidad: 4 },
      propiedades: { cantidad: 2, avaluo: 345_678_900 },
      documentos_impagos: {
        cantidad: 3,
        monto: 12_500_000,
        desglose: [
          { label: 'Cheques protestados', monto: 10_000_000, cantidad: 1 },
          { label: 'Letras y pagarés', monto: 2_500_000, cantidad: 2 },
        ],
      },
      tipo_de_empresa: 'mediana',
    },
    situacion_pep_soe_listas_internacionales: {
      pep: true,
      soe: { content: 'Sin participación de empresas del Estado.' },
      listado: { content: '¿Aparece en listas? ¡Sí! Un socio coincide con la lista consolidada de la ONU.' },
    },
    relacion_con_el_cliente: {
      nombre_cliente_solicitante: 'Empresa Demo SpA',
      data: 'Proveedor de insumos desde 2019; contrato marco vigente con renovación anual.',
    },
    causas: {
      total: 5,
      exists: true,
      detalles: {
        civil: { total: 2, archivo: null },
        laboral: { total: 1, archivo: null },
        penal: { total: 1, archivo: null },
        cobranza: { total: 1, archivo: null },
      },
    },
    medios_y_redes_sociales: {
      facebook: { account: 'facebook.com/comercialandina', exists: true },
      instagram: { account: '', exists: false },
      linkedin: { account: 'linkedin.com/company/comercial-andina', exists: true },
      x: { account: '', exists: false },
      medios: { content: 'Nota de prensa (2024): la compañía amplió su centro de distribución en Pudahuel.' },
    },
  };
}

export const LISTAS_DE_PRUEBA: ResultadoScreening['listas'] = [
  {
    codigo: 'un',
    nombre: 'Lista consolidada del Consejo de Seguridad de la ONU',
    version: '2026-02-10',
    sha256: 'a3f1c9e2b4d5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1',
    entradas: 1003,
  },
  {
    codigo: 'ofac_sdn',
    nombre: 'OFAC SDN',
    version: '2026-02-05',
    sha256: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    entradas: 17_892,
  },
];

export function screeningDePrueba(): ResultadoScreening {
  return {
    umbral: 0.7,
    listas: LISTAS_DE_PRUEBA,
    screened_at: '2026-03-02T14:30:00.000Z',
    nombres: [
      { nombre: 'Comercial Andina Ñandú SpA', rut: '76543210-3', rol: 'sujeto', hits: [] },
      {
        nombre: 'José Ignacio Muñoz Pérez',
        rut: '12345678-5',
        rol: 'socio',
        hits: [
          {
            score: 0.875,
            nombre_listado: 'MUÑOZ PÉREZ, José Ignacio',
            nombre_coincidente: 'José Ignacio Muñoz',
            alias: ['Pepe Muñoz', 'J. I. Muñoz Pérez'],
            tipo: 'persona',
            lista: {
              codigo: 'un',
              nombre: 'Lista consolidada del Consejo de Seguridad de la ONU',
              version: '2026-02-10',
            },
            id_en_lista: 'QDi.999',
            programas: ['Al-Qaida'],
            fechas_nacimiento: ['1975-08-21'],
            nacionalidades: ['Chile'],
            explicacion: [
              { factor: 'Nombre', aporte: 0.75, detalle: 'Nombres y apellido paterno coinciden; falta el materno.' },
              { factor: 'Fecha de nacimiento', aporte: 0.15, detalle: 'Coincide el día exacto: 1975-08-21.' },
              { factor: 'Nacionalidad', aporte: -0.025, detalle: 'La lista no confirma la nacionalidad.' },
            ],
          },
        ],
      },
      { nombre: 'María Angélica Núñez Soto', rut: '9876543-3', rol: 'representante_legal', hits: [] },
    ],
  };
}

export const RAZONES_DE_PRUEBA: RazonRiesgo[] = [
  {
    codigo: 'lista_sanciones',
    texto: 'El socio José Ignacio Muñoz Pérez coincide (87,5%) con la lista consolidada de la ONU.',
    peso: 'alto',
  },
  { codigo: 'pep', texto: 'Un socio es persona expuesta políticamente.', peso: 'monitoreo' },
  { codigo: 'causa_penal', texto: 'Registra 1 causa penal.', peso: 'monitoreo' },
];
