// Bare Fastify hello-world: the throughput yardstick of bench/list-trabajadores.ts (same machine,
// same run, same load generator). Listens on 127.0.0.1:$PORT. With DATABASE_URL it also serves
// GET /pagina?empresa_id=N: one indexed page of workers through plain node-postgres, the floor
// of any list endpoint that reads the database.
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  app.get('/pagina', async (request) => {
    const { rows } = await pool.query(
      `SELECT * FROM trabajadores WHERE empresa_id = $1 ORDER BY apellido_paterno, nombres, id LIMIT 10`,
      [Number(request.query.empresa_id)],
    );
    return { data: rows };
  });
  app.addHook('onClose', () => pool.end());
}
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
