// Reading a 20,000-row .xlsx for an import (`leerTabla`), against exceljs's full load of the same
// file after the same zip guard (what the reader did before), in one run, rounds interleaved so
// both see the same machine load. Prints JSON.
import os from 'node:os';
import ExcelJS from 'exceljs';
import { IMPORT_LIMITES } from '@atalaya/shared/contracts/importacion';
import { leerTabla } from '../apps/api/src/platform/import/tabla';
import { verificarZip } from '../apps/api/src/platform/import/zip-acotado';
import { buildXlsx } from '../apps/web/src/components/list-page/xlsx';

const FILAS = Number(process.env.BENCH_XLSX_ROWS ?? IMPORT_LIMITES.maxFilas);
const RONDAS = Number(process.env.BENCH_RUNS ?? 3);

/** A payroll as the web's 'Exportar → XLSX' writes it: shared strings, styles, typed dates. */
async function libro(n: number): Promise<Buffer> {
  const encabezados = ['RUT', 'Nombres', 'Apellido paterno', 'Apellido materno', 'Email', 'Teléfono', 'Cargo'];
  encabezados.push('Departamento', 'Centro', 'Fecha de ingreso', 'Tipo', 'Estado');
  const filas = Array.from({ length: n }, (_, i) => [
    `${(40_000_000 + i).toLocaleString('es-CL')}-K`,
    `Nombre${i}`,
    `Apellido${i % 997}`,
    'Bench',
    `persona${i}@bench.cl`,
    '+56 9 1234 5678',
    'Operario',
    ['Cumplimiento', 'Operaciones', 'Personas'][i % 3]!,
    ['Casa Matriz', 'Sucursal Antofagasta'][i % 2]!,
    `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/2020`,
    i % 3 === 0 ? 'Contratista' : 'Propio',
    i % 5 === 0 ? 20 + (i % 40) : 'Activo',
  ]);
  return Buffer.from(await buildXlsx('Trabajadores', encabezados, filas));
}

/** The reader before: the guard, then exceljs builds the whole workbook and its rows are walked. */
async function cargaCompleta(buf: Buffer): Promise<number> {
  verificarZip(buf, IMPORT_LIMITES);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  let filas = 0;
  wb.worksheets[0]!.eachRow((fila) => {
    fila.eachCell(() => {});
    filas++;
  });
  return filas - 1;
}

async function medir(fn: () => Promise<number>) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const filas = await fn();
  const cpu = process.cpuUsage(cpu0);
  return { filas, ms: Math.round(performance.now() - t0), cpu_ms: Math.round((cpu.user + cpu.system) / 1000) };
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function importXlsx() {
  const buf = await libro(FILAS);
  // One untimed pass each: module loading and the first compilation are not the reading.
  await leerTabla(buf);
  await cargaCompleta(buf);
  const antes: Awaited<ReturnType<typeof medir>>[] = [];
  const ahora: typeof antes = [];
  for (let r = 0; r < RONDAS; r++) {
    antes.push(await medir(() => cargaCompleta(buf)));
    ahora.push(await medir(async () => (await leerTabla(buf)).filas.length));
  }
  const resumen = (xs: typeof antes) => ({
    ms_mediana: mediana(xs.map((x) => x.ms)),
    cpu_ms_mediana: mediana(xs.map((x) => x.cpu_ms)),
    rondas: xs.map(({ ms, cpu_ms }) => ({ ms, cpu_ms })),
  });
  return {
    bench: 'import-xlsx',
    maquina: { cpus: os.cpus().length, carga_1min: Number(os.loadavg()[0]!.toFixed(2)), node: process.version },
    archivo: { filas: ahora[0]!.filas, columnas: 12, bytes: buf.length },
    antes_carga_completa: resumen(antes),
    ahora_leer_tabla: resumen(ahora),
    razon_ms: Number((mediana(ahora.map((x) => x.ms)) / mediana(antes.map((x) => x.ms))).toFixed(2)),
    razon_cpu: Number((mediana(ahora.map((x) => x.cpu_ms)) / mediana(antes.map((x) => x.cpu_ms))).toFixed(2)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await importXlsx(), null, 2));
}
