import { fallar, leerOpciones, rutaDelUsuario, ejecutar } from './cli-respaldo';
import { crearRespaldo } from './respaldo';

const AYUDA = `Uso: npm run backup -- --salida <archivo.tar> [--data-dir <dir>] [--database-url <url>]

Respalda en un solo archivo la base de datos (PGlite en DATA_DIR o PostgreSQL con DATABASE_URL),
los archivos subidos (DATA_DIR/files) y la clave maestra de denuncias (DATA_DIR/secretos).

  --salida <archivo>     archivo .tar a crear (no debe existir)
  --data-dir <dir>       directorio de datos (por omisión DATA_DIR o ./data)
  --database-url <url>   PostgreSQL (por omisión DATABASE_URL); sin ella, la base embebida
  -h, --help             muestra esta ayuda

Con PostgreSQL el respaldo se toma en línea (una instantánea consistente); con la base embebida
hay que detener el servidor antes. El respaldo puede contener la clave maestra: protéjalo.
Imprime un resumen en JSON.`;

const { values, config } = leerOpciones(AYUDA, { salida: { type: 'string' } });
if (typeof values.salida !== 'string') fallar(`Falta --salida <archivo>.\n\n${AYUDA}`);
await ejecutar(() => crearRespaldo(config, rutaDelUsuario(values.salida as string)));
