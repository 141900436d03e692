import { crc32 } from 'node:zlib';

/**
 * A zip of parts stored as they are (no compression), for a reader that takes a whole zip
 * stream: the parts were already inflated and checked by `verificarZip`, so the reader
 * inflates nothing and every size it sees is the real one. Returned as its pieces in order
 * (headers and the parts themselves), so the parts are not copied.
 */
export function zipAlmacenado(partes: [nombre: string, datos: Buffer][]): Buffer[] {
  const locales: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [nombre, datos] of partes) {
    const bytesNombre = Buffer.from(nombre, 'utf8');
    const crc = crc32(datos);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed; flags, method (0: stored), time and date stay 0
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(datos.length, 18);
    local.writeUInt32LE(datos.length, 22);
    local.writeUInt16LE(bytesNombre.length, 26);
    locales.push(local, bytesNombre, datos);
    const entrada = Buffer.alloc(46);
    entrada.writeUInt32LE(0x02014b50, 0);
    entrada.writeUInt16LE(20, 4);
    entrada.writeUInt16LE(20, 6);
    entrada.writeUInt32LE(crc, 16);
    entrada.writeUInt32LE(datos.length, 20);
    entrada.writeUInt32LE(datos.length, 24);
    entrada.writeUInt16LE(bytesNombre.length, 28);
    entrada.writeUInt32LE(offset, 42);
    central.push(entrada, bytesNombre);
    offset += 30 + bytesNombre.length + datos.length;
  }
  const directorio = Buffer.concat(central); // headers and names only
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(partes.length, 8);
  fin.writeUInt16LE(partes.length, 10);
  fin.writeUInt32LE(directorio.length, 12);
  fin.writeUInt32LE(offset, 16);
  return [...locales, directorio, fin];
}
