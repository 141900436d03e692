import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  cifradorDeArchivo,
  cifrarJson,
  cifrarTexto,
  descifrarArchivo,
  descifrarJson,
  descifrarTexto,
  DescifradoError,
} from './cifrado';
import { cargarClaveMaestra } from './claves';

const clave = randomBytes(32);

async function cifrarStream(datos: Buffer, k = clave): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const p of Readable.from([datos.subarray(0, 5), datos.subarray(5)]).pipe(cifradorDeArchivo(k))) {
    partes.push(p as Buffer);
  }
  return Buffer.concat(partes);
}

describe('cifrado de datos de denuncias', () => {
  it('round-trips text and JSON, with a fresh IV each time and no plaintext in the blob', () => {
    const texto = 'Mi jefe me acosó el 3 de marzo en la bodega';
    const a = cifrarTexto(clave, texto, 'denuncia:1:contenido');
    const b = cifrarTexto(clave, texto, 'denuncia:1:contenido');
    expect(a).not.toBe(b);
    expect(a).not.toContain('acos');
    expect(a.startsWith('v1.')).toBe(true);
    expect(descifrarTexto(clave, a, 'denuncia:1:contenido')).toBe(texto);
    const json = cifrarJson(clave, { nombre: 'Ana Pérez', rut: '12.345.678-5' });
    expect(descifrarJson(clave, json)).toEqual({ nombre: 'Ana Pérez', rut: '12.345.678-5' });
  });

  it('refuses another key, another context (aad) and tampered data', () => {
    const blob = cifrarTexto(clave, 'secreto', 'denuncia:1');
    expect(() => descifrarTexto(randomBytes(32), blob, 'denuncia:1')).toThrow(DescifradoError);
    expect(() => descifrarTexto(clave, blob, 'denuncia:2')).toThrow(DescifradoError);
    const partes = blob.split('.');
    partes[3] = Buffer.from('otro texto').toString('base64url');
    expect(() => descifrarTexto(clave, partes.join('.'), 'denuncia:1')).toThrow(DescifradoError);
    expect(() => descifrarTexto(clave, 'texto plano', '')).toThrow(DescifradoError);
  });

  it('encrypts files as a stream and decrypts them whole, detecting tampering', async () => {
    const datos = Buffer.from('%PDF-1.4 evidencia de la denuncia');
    const cifrado = await cifrarStream(datos);
    expect(cifrado.includes(Buffer.from('evidencia'))).toBe(false);
    expect(descifrarArchivo(clave, cifrado).equals(datos)).toBe(true);
    const alterado = Buffer.from(cifrado);
    alterado[20] = alterado[20]! ^ 0xff;
    expect(() => descifrarArchivo(clave, alterado)).toThrow(DescifradoError);
    expect(() => descifrarArchivo(randomBytes(32), cifrado)).toThrow(DescifradoError);
    expect(descifrarArchivo(clave, await cifrarStream(Buffer.alloc(0))).length).toBe(0);
  });

  it('master key: from the environment, or a 0600 file created once in DATA_DIR', async () => {
    const env = randomBytes(32);
    expect(
      cargarClaveMaestra({ DENUNCIAS_MASTER_KEY: env.toString('base64'), DATA_DIR: '/nonexistent' }).equals(env),
    ).toBe(true);
    expect(() => cargarClaveMaestra({ DENUNCIAS_MASTER_KEY: 'corta', DATA_DIR: '/nonexistent' })).toThrow(/32 bytes/);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-clave-'));
    try {
      const primera = cargarClaveMaestra({ DATA_DIR: dir });
      expect(cargarClaveMaestra({ DATA_DIR: dir }).equals(primera)).toBe(true);
      const archivo = path.join(dir, 'secretos', 'clave-maestra');
      expect((await stat(archivo)).mode & 0o777).toBe(0o600);
      expect(Buffer.from((await readFile(archivo, 'utf8')).trim(), 'base64').equals(primera)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
