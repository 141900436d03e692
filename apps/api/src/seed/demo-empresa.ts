import { eq } from 'drizzle-orm';
import { computeCheckDigit } from '@atalaya/shared/rut';
import type { DbOrTx } from '../db/client';
import { centros, departamentos, procesos, recursos, trabajadores } from '../db/schema/index';
import { recordAudit } from '../platform/audit';

/*
 * Mi Empresa demo data: departments, work centres in real communes (CUT codes), processes,
 * workers with valid RUTs (own staff and contractors in the three states) and resources.
 */

const rut = (body: number) => `${body}-${computeCheckDigit(String(body))}`;

interface DemoDepartamento {
  nombre: string;
  descripcion: string;
  parent?: string;
}
interface DemoCentro {
  nombre: string;
  direccion: string;
  region: string;
  comuna: string;
}
interface DemoTrabajador {
  rut: number;
  nombres: string;
  paterno: string;
  materno: string;
  cargo: string;
  departamento: string;
  centro: string;
  ingreso: string;
  tipo?: 'propio' | 'contratista';
  estado?: 'activo' | 'bloqueado' | 'en_validacion';
}
interface DemoMiEmpresa {
  departamentos: DemoDepartamento[];
  centros: DemoCentro[];
  trabajadores: DemoTrabajador[];
  /** Department → worker (by RUT body) in charge. */
  responsables: Record<string, number>;
  centroResponsables: Record<string, number>;
  procesos: { codigo: string; nombre: string; categoria: string; departamento: string; responsable: number }[];
  recursos: { nombre: string; tipo: string; centro: string; responsable: number; estado?: string }[];
}

const DEMO: Record<string, DemoMiEmpresa> = {
  'Empresa Demo SpA': {
    departamentos: [
      { nombre: 'Gerencia General', descripcion: 'Dirección de la compañía y relación con el directorio.' },
      {
        nombre: 'Cumplimiento',
        descripcion: 'Modelo de prevención de delitos (Ley 20.393) y Ley Karin.',
        parent: 'Gerencia General',
      },
      {
        nombre: 'Administración y Finanzas',
        descripcion: 'Contabilidad, tesorería, pagos y cobranzas.',
        parent: 'Gerencia General',
      },
      {
        nombre: 'Personas',
        descripcion: 'Reclutamiento, remuneraciones y relaciones laborales.',
        parent: 'Gerencia General',
      },
      {
        nombre: 'Operaciones',
        descripcion: 'Producción y logística de los centros de trabajo.',
        parent: 'Gerencia General',
      },
      { nombre: 'Comercial', descripcion: 'Ventas, licitaciones y atención de clientes.', parent: 'Gerencia General' },
      {
        nombre: 'Abastecimiento',
        descripcion: 'Compras, proveedores y contratistas.',
        parent: 'Administración y Finanzas',
      },
      {
        nombre: 'Tecnología',
        descripcion: 'Sistemas, seguridad de la información y datos personales.',
        parent: 'Administración y Finanzas',
      },
    ],
    centros: [
      { nombre: 'Casa Matriz', direccion: 'Av. Providencia 1208, oficina 1201', region: '13', comuna: '13123' },
      {
        nombre: 'Centro de Distribución Quilicura',
        direccion: 'Av. Presidente Eduardo Frei Montalva 9950',
        region: '13',
        comuna: '13125',
      },
      { nombre: 'Sucursal Antofagasta', direccion: 'Av. Grecia 1560', region: '02', comuna: '02101' },
      { nombre: 'Sucursal Concepción', direccion: 'Calle Barros Arana 631', region: '08', comuna: '08101' },
      { nombre: 'Bodega Puerto Montt', direccion: 'Ruta 5 Sur km 1.025', region: '10', comuna: '10101' },
    ],
    trabajadores: [
      {
        rut: 12345678,
        nombres: 'Javiera',
        paterno: 'Contreras',
        materno: 'Silva',
        cargo: 'Gerenta General',
        departamento: 'Gerencia General',
        centro: 'Casa Matriz',
        ingreso: '2015-03-02',
      },
      {
        rut: 13456789,
        nombres: 'Felipe',
        paterno: 'Araya',
        materno: 'Morales',
        cargo: 'Encargado de Prevención de Delitos',
        departamento: 'Cumplimiento',
        centro: 'Casa Matriz',
        ingreso: '2019-08-01',
      },
      {
        rut: 15678234,
        nombres: 'Constanza',
        paterno: 'Reyes',
        materno: 'Tapia',
        cargo: 'Analista de Cumplimiento',
        departamento: 'Cumplimiento',
        centro: 'Casa Matriz',
        ingreso: '2022-01-10',
      },
      {
        rut: 11234567,
        nombres: 'Patricio',
        paterno: 'Espinoza',
        materno: 'Lagos',
        cargo: 'Gerente de Administración y Finanzas',
        departamento: 'Administración y Finanzas',
        centro: 'Casa Matriz',
        ingreso: '2016-05-16',
      },
      {
        rut: 16789345,
        nombres: 'Daniela',
        paterno: 'Vargas',
        materno: 'Pizarro',
        cargo: 'Contadora',
        departamento: 'Administración y Finanzas',
        centro: 'Casa Matriz',
        ingreso: '2020-02-03',
      },
      {
        rut: 17890456,
        nombres: 'Sebastián',
        paterno: 'Castillo',
        materno: 'Núñez',
        cargo: 'Tesorero',
        departamento: 'Administración y Finanzas',
        centro: 'Casa Matriz',
        ingreso: '2021-07-12',
      },
      {
        rut: 14567890,
        nombres: 'Marcela',
        paterno: 'Gutiérrez',
        materno: 'Bravo',
        cargo: 'Jefa de Personas',
        departamento: 'Personas',
        centro: 'Casa Matriz',
        ingreso: '2017-09-04',
      },
      {
        rut: 18901567,
        nombres: 'Tomás',
        paterno: 'Sepúlveda',
        materno: 'Cortés',
        cargo: 'Analista de Remuneraciones',
        departamento: 'Personas',
        centro: 'Casa Matriz',
        ingreso: '2023-03-20',
      },
      {
        rut: 10987654,
        nombres: 'Rodrigo',
        paterno: 'Navarro',
        materno: 'Figueroa',
        cargo: 'Gerente de Operaciones',
        departamento: 'Operaciones',
        centro: 'Centro de Distribución Quilicura',
        ingreso: '2014-11-03',
      },
      {
        rut: 16234789,
        nombres: 'Camila',
        paterno: 'Jara',
        materno: 'Olivares',
        cargo: 'Jefa de Bodega',
        departamento: 'Operaciones',
        centro: 'Centro de Distribución Quilicura',
        ingreso: '2018-06-18',
      },
      {
        rut: 19012345,
        nombres: 'Diego',
        paterno: 'Toro',
        materno: 'Cáceres',
        cargo: 'Operador de Grúa Horquilla',
        departamento: 'Operaciones',
        centro: 'Centro de Distribución Quilicura',
        ingreso: '2022-10-03',
      },
      {
        rut: 20123456,
        nombres: 'Benjamín',
        paterno: 'Alvarado',
        materno: 'Fuentes',
        cargo: 'Auxiliar de Bodega',
        departamento: 'Operaciones',
        centro: 'Centro de Distribución Quilicura',
        ingreso: '2024-01-08',
      },
      {
        rut: 17345612,
        nombres: 'Fernanda',
        paterno: 'Molina',
        materno: 'Saavedra',
        cargo: 'Supervisora de Turno',
        departamento: 'Operaciones',
        centro: 'Sucursal Antofagasta',
        ingreso: '2019-04-15',
      },
      {
        rut: 18456723,
        nombres: 'Cristóbal',
        paterno: 'Rojas',
        materno: 'Valenzuela',
        cargo: 'Operario de Despacho',
        departamento: 'Operaciones',
        centro: 'Sucursal Antofagasta',
        ingreso: '2021-12-01',
      },
      {
        rut: 15987321,
        nombres: 'Paula',
        paterno: 'Henríquez',
        materno: 'Riquelme',
        cargo: 'Jefa de Sucursal',
        departamento: 'Operaciones',
        centro: 'Sucursal Concepción',
        ingreso: '2017-02-20',
      },
      {
        rut: 19876543,
        nombres: 'Matías',
        paterno: 'Carrasco',
        materno: 'Vera',
        cargo: 'Encargado de Bodega',
        departamento: 'Operaciones',
        centro: 'Bodega Puerto Montt',
        ingreso: '2023-08-14',
      },
      {
        rut: 13987654,
        nombres: 'Andrea',
        paterno: 'Salinas',
        materno: 'Miranda',
        cargo: 'Gerenta Comercial',
        departamento: 'Comercial',
        centro: 'Casa Matriz',
        ingreso: '2016-10-10',
      },
      {
        rut: 18234567,
        nombres: 'Nicolás',
        paterno: 'Orellana',
        materno: 'Peña',
        cargo: 'Ejecutivo de Ventas',
        departamento: 'Comercial',
        centro: 'Sucursal Concepción',
        ingreso: '2022-05-02',
      },
      {
        rut: 19345678,
        nombres: 'Antonia',
        paterno: 'Vidal',
        materno: 'Ramírez',
        cargo: 'Ejecutiva de Licitaciones',
        departamento: 'Comercial',
        centro: 'Casa Matriz',
        ingreso: '2023-01-16',
      },
      {
        rut: 14789012,
        nombres: 'Gonzalo',
        paterno: 'Muñoz',
        materno: 'Ibarra',
        cargo: 'Jefe de Abastecimiento',
        departamento: 'Abastecimiento',
        centro: 'Casa Matriz',
        ingreso: '2018-03-05',
      },
      {
        rut: 17654321,
        nombres: 'Valeria',
        paterno: 'Pérez',
        materno: 'Zúñiga',
        cargo: 'Compradora',
        departamento: 'Abastecimiento',
        centro: 'Casa Matriz',
        ingreso: '2021-09-27',
      },
      {
        rut: 16543210,
        nombres: 'Ignacio',
        paterno: 'Soto',
        materno: 'Herrera',
        cargo: 'Jefe de Tecnología',
        departamento: 'Tecnología',
        centro: 'Casa Matriz',
        ingreso: '2019-11-11',
      },
      {
        rut: 20456789,
        nombres: 'Catalina',
        paterno: 'Fuentealba',
        materno: 'Ortiz',
        cargo: 'Analista de Seguridad de la Información',
        departamento: 'Tecnología',
        centro: 'Casa Matriz',
        ingreso: '2024-04-01',
      },
      // Contractors: the dashboard counts them by state.
      {
        rut: 21345678,
        nombres: 'Luis',
        paterno: 'Pino',
        materno: 'Garrido',
        cargo: 'Guardia de Seguridad',
        departamento: 'Operaciones',
        centro: 'Centro de Distribución Quilicura',
        ingreso: '2024-02-01',
        tipo: 'contratista',
      },
      {
        rut: 15123987,
        nombres: 'Jorge',
        paterno: 'Sandoval',
        materno: 'Leiva',
        cargo: 'Técnico de Mantención',
        departamento: 'Operaciones',
        centro: 'Centro de Distribución Quilicura',
        ingreso: '2023-06-05',
        tipo: 'contratista',
      },
      {
        rut: 16876543,
        nombres: 'Carolina',
        paterno: 'Aguilera',
        materno: 'Paredes',
        cargo: 'Auxiliar de Aseo',
        departamento: 'Operaciones',
        centro: 'Casa Matriz',
        ingreso: '2022-08-22',
        tipo: 'contratista',
      },
      {
        rut: 12876345,
        nombres: 'Héctor',
        paterno: 'Bustos',
        materno: 'Campos',
        cargo: 'Conductor de Camión',
        departamento: 'Operaciones',
        centro: 'Sucursal Antofagasta',
        ingreso: '2023-03-13',
        tipo: 'contratista',
      },
      {
        rut: 18765432,
        nombres: 'Sergio',
        paterno: 'Mella',
        materno: 'Arancibia',
        cargo: 'Conductor de Camión',
        departamento: 'Operaciones',
        centro: 'Sucursal Concepción',
        ingreso: '2021-05-17',
        tipo: 'contratista',
        estado: 'bloqueado',
      },
      {
        rut: 14234876,
        nombres: 'Ricardo',
        paterno: 'Yáñez',
        materno: 'Gallardo',
        cargo: 'Electricista',
        departamento: 'Operaciones',
        centro: 'Bodega Puerto Montt',
        ingreso: '2022-11-07',
        tipo: 'contratista',
        estado: 'bloqueado',
      },
      {
        rut: 22345678,
        nombres: 'Macarena',
        paterno: 'Pinto',
        materno: 'Donoso',
        cargo: 'Consultora de Sistemas',
        departamento: 'Tecnología',
        centro: 'Casa Matriz',
        ingreso: '2025-10-01',
        tipo: 'contratista',
        estado: 'en_validacion',
      },
      {
        rut: 23456789,
        nombres: 'Joaquín',
        paterno: 'Lillo',
        materno: 'Vergara',
        cargo: 'Guardia de Seguridad',
        departamento: 'Operaciones',
        centro: 'Sucursal Antofagasta',
        ingreso: '2025-11-03',
        tipo: 'contratista',
        estado: 'en_validacion',
      },
      {
        rut: 19654321,
        nombres: 'Francisca',
        paterno: 'Ulloa',
        materno: 'Cárdenas',
        cargo: 'Ex-analista contable',
        departamento: 'Administración y Finanzas',
        centro: 'Casa Matriz',
        ingreso: '2020-06-01',
        estado: 'bloqueado',
      },
    ],
    responsables: {
      'Gerencia General': 12345678,
      Cumplimiento: 13456789,
      'Administración y Finanzas': 11234567,
      Personas: 14567890,
      Operaciones: 10987654,
      Comercial: 13987654,
      Abastecimiento: 14789012,
      Tecnología: 16543210,
    },
    centroResponsables: {
      'Casa Matriz': 11234567,
      'Centro de Distribución Quilicura': 16234789,
      'Sucursal Antofagasta': 17345612,
      'Sucursal Concepción': 15987321,
      'Bodega Puerto Montt': 19876543,
    },
    procesos: [
      {
        codigo: 'EST-01',
        nombre: 'Planificación estratégica y gobierno corporativo',
        categoria: 'estrategico',
        departamento: 'Gerencia General',
        responsable: 12345678,
      },
      {
        codigo: 'CUM-01',
        nombre: 'Gestión del modelo de prevención de delitos',
        categoria: 'control',
        departamento: 'Cumplimiento',
        responsable: 13456789,
      },
      {
        codigo: 'CUM-02',
        nombre: 'Gestión de denuncias e investigaciones (Ley Karin)',
        categoria: 'control',
        departamento: 'Cumplimiento',
        responsable: 13456789,
      },
      {
        codigo: 'FIN-01',
        nombre: 'Pagos a proveedores',
        categoria: 'apoyo',
        departamento: 'Administración y Finanzas',
        responsable: 17890456,
      },
      {
        codigo: 'FIN-02',
        nombre: 'Donaciones y auspicios',
        categoria: 'apoyo',
        departamento: 'Administración y Finanzas',
        responsable: 11234567,
      },
      {
        codigo: 'ABA-01',
        nombre: 'Selección y evaluación de proveedores',
        categoria: 'apoyo',
        departamento: 'Abastecimiento',
        responsable: 14789012,
      },
      {
        codigo: 'COM-01',
        nombre: 'Participación en licitaciones públicas',
        categoria: 'operacional',
        departamento: 'Comercial',
        responsable: 19345678,
      },
      {
        codigo: 'COM-02',
        nombre: 'Relación con funcionarios públicos',
        categoria: 'operacional',
        departamento: 'Comercial',
        responsable: 13987654,
      },
      {
        codigo: 'OPE-01',
        nombre: 'Recepción y despacho de mercadería',
        categoria: 'operacional',
        departamento: 'Operaciones',
        responsable: 16234789,
      },
      {
        codigo: 'PER-01',
        nombre: 'Reclutamiento y contratación',
        categoria: 'apoyo',
        departamento: 'Personas',
        responsable: 14567890,
      },
      {
        codigo: 'TEC-01',
        nombre: 'Tratamiento de datos personales',
        categoria: 'control',
        departamento: 'Tecnología',
        responsable: 16543210,
      },
    ],
    recursos: [
      { nombre: 'ERP de gestión financiera', tipo: 'Sistema', centro: 'Casa Matriz', responsable: 16543210 },
      { nombre: 'Plataforma de canal de denuncias', tipo: 'Sistema', centro: 'Casa Matriz', responsable: 13456789 },
      {
        nombre: 'Camión Mercedes-Benz Atego (PJKL-21)',
        tipo: 'Vehículo',
        centro: 'Centro de Distribución Quilicura',
        responsable: 10987654,
      },
      {
        nombre: 'Grúa horquilla Toyota 8FGU25',
        tipo: 'Equipo',
        centro: 'Centro de Distribución Quilicura',
        responsable: 16234789,
        estado: 'en_mantencion',
      },
      {
        nombre: 'Camioneta Toyota Hilux (RTSV-48)',
        tipo: 'Vehículo',
        centro: 'Sucursal Antofagasta',
        responsable: 17345612,
      },
      { nombre: 'Caja fuerte de tesorería', tipo: 'Equipo', centro: 'Casa Matriz', responsable: 17890456 },
      {
        nombre: 'Servidor de respaldo',
        tipo: 'Equipo',
        centro: 'Casa Matriz',
        responsable: 16543210,
        estado: 'fuera_de_servicio',
      },
    ],
  },
  'Otra Empresa Ltda.': {
    departamentos: [
      { nombre: 'Gerencia', descripcion: 'Administración general.' },
      { nombre: 'Producción', descripcion: 'Planta de alimentos.', parent: 'Gerencia' },
    ],
    centros: [{ nombre: 'Planta Viña del Mar', direccion: 'Av. Limache 3405', region: '05', comuna: '05109' }],
    trabajadores: [
      {
        rut: 12345678,
        nombres: 'Andrés',
        paterno: 'Vidal',
        materno: 'Leiva',
        cargo: 'Gerente',
        departamento: 'Gerencia',
        centro: 'Planta Viña del Mar',
        ingreso: '2018-01-02',
      },
      {
        rut: 15432198,
        nombres: 'Rocío',
        paterno: 'Tapia',
        materno: 'Morales',
        cargo: 'Jefa de Planta',
        departamento: 'Producción',
        centro: 'Planta Viña del Mar',
        ingreso: '2019-05-06',
      },
      {
        rut: 17123456,
        nombres: 'Esteban',
        paterno: 'Galaz',
        materno: 'Rivas',
        cargo: 'Operario',
        departamento: 'Producción',
        centro: 'Planta Viña del Mar',
        ingreso: '2021-03-01',
      },
      {
        rut: 20987654,
        nombres: 'Pamela',
        paterno: 'Quiroz',
        materno: 'Soto',
        cargo: 'Guardia',
        departamento: 'Producción',
        centro: 'Planta Viña del Mar',
        ingreso: '2024-07-01',
        tipo: 'contratista',
      },
    ],
    responsables: { Gerencia: 12345678, Producción: 15432198 },
    centroResponsables: { 'Planta Viña del Mar': 15432198 },
    procesos: [
      {
        codigo: 'PRO-01',
        nombre: 'Control de calidad de alimentos',
        categoria: 'operacional',
        departamento: 'Producción',
        responsable: 15432198,
      },
    ],
    recursos: [{ nombre: 'Línea de envasado', tipo: 'Equipo', centro: 'Planta Viña del Mar', responsable: 15432198 }],
  },
};

async function seedOne(db: DbOrTx, empresaId: number, demo: DemoMiEmpresa, now: Date) {
  const empresa_id = empresaId;
  const deptIds = new Map<string, number>();
  for (const d of demo.departamentos) {
    const [row] = await db
      .insert(departamentos)
      .values({
        empresa_id,
        nombre: d.nombre,
        descripcion: d.descripcion,
        parent_id: d.parent ? deptIds.get(d.parent) : null,
      })
      .returning({ id: departamentos.id });
    deptIds.set(d.nombre, row!.id);
  }
  const centroIds = new Map<string, number>();
  for (const c of demo.centros) {
    const [row] = await db
      .insert(centros)
      .values({
        empresa_id,
        nombre: c.nombre,
        direccion: c.direccion,
        region_codigo: c.region,
        comuna_codigo: c.comuna,
      })
      .returning({ id: centros.id });
    centroIds.set(c.nombre, row!.id);
  }
  const workerRows = await db
    .insert(trabajadores)
    .values(
      demo.trabajadores.map((t) => ({
        empresa_id,
        rut: rut(t.rut),
        nombres: t.nombres,
        apellido_paterno: t.paterno,
        apellido_materno: t.materno,
        email: `${t.nombres}.${t.paterno}`
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .concat(t.tipo === 'contratista' ? '@contratista.cl' : '@demo.cl'),
        telefono: `+56 9 ${String(t.rut).slice(0, 4)} ${String(t.rut).slice(4, 8)}`,
        cargo: t.cargo,
        departamento_id: deptIds.get(t.departamento) ?? null,
        centro_id: centroIds.get(t.centro) ?? null,
        fecha_ingreso: t.ingreso,
        tipo: t.tipo ?? 'propio',
        estado: t.estado ?? 'activo',
      })),
    )
    .returning({ id: trabajadores.id, rut: trabajadores.rut });
  const worker = (body: number) => workerRows.find((w) => w.rut === rut(body))?.id ?? null;
  for (const [nombre, body] of Object.entries(demo.responsables)) {
    await db
      .update(departamentos)
      .set({ responsable_id: worker(body) })
      .where(eq(departamentos.id, deptIds.get(nombre)!));
  }
  for (const [nombre, body] of Object.entries(demo.centroResponsables)) {
    await db
      .update(centros)
      .set({ responsable_id: worker(body) })
      .where(eq(centros.id, centroIds.get(nombre)!));
  }
  await db.insert(procesos).values(
    demo.procesos.map((p) => ({
      empresa_id,
      codigo_proceso: p.codigo,
      nombre_proceso: p.nombre,
      categoria: p.categoria,
      departamento_id: deptIds.get(p.departamento) ?? null,
      responsable_id: worker(p.responsable),
    })),
  );
  await db.insert(recursos).values(
    demo.recursos.map((r) => ({
      empresa_id,
      nombre: r.nombre,
      tipo: r.tipo,
      centro_id: centroIds.get(r.centro) ?? null,
      responsable_id: worker(r.responsable),
      estado: r.estado ?? 'operativo',
    })),
  );
  await recordAudit(
    db,
    {
      empresa_id,
      usuario_id: null,
      accion: 'crear',
      entidad: 'mi_empresa',
      cambios: {
        origen: 'datos de demostración',
        departamentos: demo.departamentos.length,
        centros: demo.centros.length,
        trabajadores: demo.trabajadores.length,
        procesos: demo.procesos.length,
        recursos: demo.recursos.length,
      },
    },
    now,
  );
}

/** Fills Mi Empresa for the demo companies present in `empresaIds` (by name). */
export async function seedDemoMiEmpresa(db: DbOrTx, empresaIds: Map<string, number>, now: Date) {
  for (const [nombre, demo] of Object.entries(DEMO)) {
    const empresaId = empresaIds.get(nombre);
    if (empresaId) await seedOne(db, empresaId, demo, now);
  }
}
