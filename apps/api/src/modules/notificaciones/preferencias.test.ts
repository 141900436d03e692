import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correos, empresas, notificaciones, usuarios } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { notificar } from './notificar';

let t: TestContext;
let empresaId: number;
let usuarioId: number;
let email: string;

beforeAll(async () => {
  t = await createTestApp();
  const [u] = await t.handle.db.select().from(usuarios).where(eq(usuarios.email, 'revisor@demo.cl'));
  empresaId = u!.empresa_id;
  usuarioId = u!.id;
  email = u!.email;
});
afterAll(() => t.close());

async function preferir(prefs: Record<string, { campana: boolean; correo: boolean }>) {
  await t.handle.db.update(empresas).set({ preferencias_notificacion: prefs }).where(eq(empresas.id, empresaId));
}

/** Sends one notice of the category and counts what reached the user's bell and mailbox. */
async function avisar(categoria: 'documentos' | 'soporte', titulo: string) {
  const db = t.handle.db;
  await db.transaction((tx) =>
    notificar(tx, { empresaId, categoria, usuarioIds: [usuarioId], titulo, mensaje: 'm', enlace: null }),
  );
  const campana = await db
    .select()
    .from(notificaciones)
    .where(and(eq(notificaciones.usuario_id, usuarioId), eq(notificaciones.titulo, titulo)));
  const buzon = await db
    .select()
    .from(correos)
    .where(and(eq(correos.para, email), eq(correos.asunto, titulo)));
  return { campana: campana.length, correo: buzon.length };
}

describe('preferencias de notificación de la empresa', () => {
  it('sin preferencias guardadas llegan campana y correo', async () => {
    expect(await avisar('documentos', 'Aviso por defecto')).toEqual({ campana: 1, correo: 1 });
  });

  it('con el correo apagado solo llega la campana; otra categoría no se ve afectada', async () => {
    await preferir({ documentos: { campana: true, correo: false } });
    expect(await avisar('documentos', 'Aviso sin correo')).toEqual({ campana: 1, correo: 0 });
    expect(await avisar('soporte', 'Aviso de soporte')).toEqual({ campana: 1, correo: 1 });
  });

  it('con ambos apagados no llega nada', async () => {
    await preferir({ documentos: { campana: false, correo: false } });
    expect(await avisar('documentos', 'Aviso apagado')).toEqual({ campana: 0, correo: 0 });
    await preferir({});
  });
});
