import { randomBytes } from 'node:crypto';
import { and, eq, max } from 'drizzle-orm';
import type {
  ContenidoDenuncia,
  IdentidadDenunciante,
  TipoDenuncia,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import {
  categoria_denuncia_receptores,
  categorias_denuncia,
  denuncia_eventos,
  denuncia_exclusiones,
  denuncias,
  usuarios,
} from '../../../db/schema/index';
import { hashPassword } from '../../../platform/auth/passwords';
import { almacenDe, conArchivos, guardarBytes } from '../../../platform/archivos/almacen';
import type { Cifrado } from '../../../platform/archivos/cifrado';
import type { TestContext } from '../../../test/test-app';
import { hashCodigoDenuncia } from '../publico/codigo-denuncia';
import { cifradoDeEmpresa, registrarEvidencia } from '../publico/evidencias-cifradas';
import { AAD, cifrar } from './cifrado-denuncia';

/*
 * Test data of the case routes: a report inserted the way the public channel stores it (content
 * and identity encrypted with the company key and the shared aad, evidence encrypted in the
 * FileStore, a 'recibida' event), without going through the public form's rate limits.
 */

export const CONTENIDO_PRUEBA: ContenidoDenuncia = {
  relato: 'El jefe de bodega grita e insulta al equipo del turno noche desde marzo.',
  fecha_hechos: '2026-03-03',
  lugar: 'Bodega central',
  personas_involucradas: 'Jefe de bodega',
  testigos: 'Dos operarios del turno noche',
};

export const IDENTIDAD_PRUEBA: IdentidadDenunciante = {
  nombre: 'Ana Pérez',
  rut: '12.345.678-5',
  email: 'ana.perez@example.cl',
  telefono: '+56 9 1234 5678',
};

export interface DenunciaPrueba {
  empresaId: number;
  categoriaId?: number | null;
  tipo?: TipoDenuncia;
  anonima?: boolean;
  contenido?: ContenidoDenuncia;
  identidad?: IdentidadDenunciante | null;
  createdAt?: Date;
  excluidos?: number[];
  /** Stored as the public channel stores it, in the old row format (see below); its type is detected. */
  evidencia?: { nombre: string; bytes: Buffer };
  /** The reporter's code and password, to look the case up through the public channel. */
  credenciales?: { codigo: string; pass: string };
}

export async function crearDenunciaPrueba(t: TestContext, d: DenunciaPrueba) {
  const db = t.handle.db;
  const clave = await t.app.claves.de(d.empresaId);
  const ahora = d.createdAt ?? t.clock.now();
  const anonima = d.anonima ?? d.identidad === undefined;
  const [ultimo] = await db
    .select({ n: max(denuncias.numero) })
    .from(denuncias)
    .where(eq(denuncias.empresa_id, d.empresaId));
  const [fila] = await db
    .insert(denuncias)
    .values({
      empresa_id: d.empresaId,
      numero: (ultimo?.n ?? 0) + 1,
      codigo_hash: d.credenciales ? hashCodigoDenuncia(d.credenciales.codigo) : randomBytes(32).toString('hex'),
      pass_hash: d.credenciales ? await hashPassword(d.credenciales.pass) : 'sin-credenciales',
      categoria_id: d.categoriaId ?? null,
      anonima,
      contenido_cifrado: '',
      tipo: d.tipo ?? 'otro',
      created_at: ahora,
      updated_at: ahora,
    })
    .returning();
  const id = fila!.id;
  const identidad = anonima ? null : (d.identidad ?? IDENTIDAD_PRUEBA);
  await db
    .update(denuncias)
    .set({
      contenido_cifrado: cifrar.json(clave, d.contenido ?? CONTENIDO_PRUEBA, AAD.contenido(id)),
      identidad_cifrada: identidad ? cifrar.json(clave, identidad, AAD.identidad(id)) : null,
    })
    .where(eq(denuncias.id, id));
  await db.insert(denuncia_eventos).values({
    empresa_id: d.empresaId,
    denuncia_id: id,
    tipo: 'recibida',
    usuario_id: null,
    detalle: { anonima },
    created_at: ahora,
  });
  for (const usuario_id of d.excluidos ?? []) {
    await db.insert(denuncia_exclusiones).values({ empresa_id: d.empresaId, denuncia_id: id, usuario_id });
  }
  let evidenciaId: number | null = null;
  if (d.evidencia) {
    // The old row format (name and hash in plain, bytes encrypted) that issue 24's migration converts.
    const formatoAnterior: Cifrado = { ...cifradoDeEmpresa(clave), ocultarNombre: (_k, n) => n, huella: (sha) => sha };
    const almacen = almacenDe(t.app);
    const guardado = await guardarBytes(almacen, d.evidencia.nombre, d.evidencia.bytes, {
      cifrado: formatoAnterior,
      now: ahora,
    });
    const { evidencia: ev } = await conArchivos(almacen, [guardado], () =>
      registrarEvidencia(db, guardado, {
        empresaId: d.empresaId,
        denunciaId: id,
        origen: 'denuncia',
        tipoUsuario: 'denunciante',
        usuarioId: null,
      }),
    );
    evidenciaId = ev.id;
  }
  return { id, numero: fila!.numero, evidenciaId };
}

export async function crearCategoriaPrueba(
  t: TestContext,
  empresaId: number,
  c: { nombre: string; tipo?: TipoDenuncia; receptores?: number[] },
) {
  const [fila] = await t.handle.db
    .insert(categorias_denuncia)
    .values({
      empresa_id: empresaId,
      nombre: c.nombre,
      tipo: c.tipo ?? 'otro',
      requiere_identificacion: c.tipo === 'ley_karin',
    })
    .returning();
  for (const usuario_id of c.receptores ?? []) {
    await t.handle.db
      .insert(categoria_denuncia_receptores)
      .values({ empresa_id: empresaId, categoria_id: fila!.id, usuario_id });
  }
  return fila!.id;
}

export async function idDeUsuario(t: TestContext, email: string): Promise<number> {
  const [u] = await t.handle.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.email, email)));
  return u!.id;
}
