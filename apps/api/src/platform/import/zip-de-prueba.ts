import { crc32, deflateRawSync } from 'node:zlib';

/** For tests: a zip part, deflated unless `almacenado`, whose headers may lie about it. */
export interface ParteDePrueba {
  nombre: string;
  datos?: Buffer;
  /** The compressed bytes as given (a crafted deflate stream), instead of deflating `datos`. */
  comprimido?: Buffer;
  almacenado?: boolean;
  /** The uncompressed size the headers declare, when it is not the real one. */
  declarado?: number;
}

function cabecera(largo: number, campos: [offset: number, bytes: 2 | 4, valor: number][]): Buffer {
  const b = Buffer.alloc(largo);
  for (const [offset, bytes, valor] of campos) {
    if (bytes === 2) b.writeUInt16LE(valor, offset);
    else b.writeUInt32LE(valor, offset);
  }
  return b;
}

/** For tests: a zip of `partes` with a central directory, as an .xlsx is read. */
export function zipDePrueba(partes: ParteDePrueba[]): Buffer {
  const locales: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of partes) {
    const datos = p.datos ?? Buffer.alloc(0);
    const nombre = Buffer.from(p.nombre, 'utf8');
    const comprimido = p.comprimido ?? (p.almacenado ? datos : deflateRawSync(datos));
    const metodo = p.almacenado ? 0 : 8;
    const tamano = p.declarado ?? datos.length;
    const crc = crc32(datos);
    locales.push(
      cabecera(30, [
        [0, 4, 0x04034b50],
        [4, 2, 20],
        [8, 2, metodo],
        [14, 4, crc],
        [18, 4, comprimido.length],
        [22, 4, tamano],
        [26, 2, nombre.length],
      ]),
      nombre,
      comprimido,
    );
    central.push(
      cabecera(46, [
        [0, 4, 0x02014b50],
        [4, 2, 20],
        [6, 2, 20],
        [10, 2, metodo],
        [16, 4, crc],
        [20, 4, comprimido.length],
        [24, 4, tamano],
        [28, 2, nombre.length],
        [42, 4, offset],
      ]),
      nombre,
    );
    offset += 30 + nombre.length + comprimido.length;
  }
  const directorio = Buffer.concat(central);
  const fin = cabecera(22, [
    [0, 4, 0x06054b50],
    [8, 2, partes.length],
    [10, 2, partes.length],
    [12, 4, directorio.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locales, directorio, fin]);
}
