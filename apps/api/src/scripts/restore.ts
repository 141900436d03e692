import { fallar, leerOpciones, rutaDelUsuario, ejecutar } from './cli-respaldo';
import { restaurarRespaldo } from './respaldo';

const AYUDA = `Uso: npm run restore -- --entrada <archivo.tar> [--data-dir <dir>] [--database-url <url>]

Restaura un respaldo de npm run backup en un destino vacío: un DATA_DIR nuevo (base embebida)
o una base PostgreSQL nueva y vacía, más los archivos y la clave maestra en DATA_DIR.
Antes de escribir nada comprueba el SHA-256 de cada entrada contra el manifiesto.

  --entrada <archivo>    respaldo .tar a restaurar
  --data-dir <dir>       directorio de datos de destino (por omisión DATA_DIR o ./data)
  --database-url <url>   PostgreSQL de destino (por omisión DATABASE_URL); sin ella, la base embebida
  -h, --help             muestra esta ayuda

Un respaldo de PGlite se puede restaurar en PostgreSQL y al revés. Imprime un resumen en JSON.`;

const { values, config } = leerOpciones(AYUDA, { entrada: { type: 'string' } });
if (typeof values.entrada !== 'string') fallar(`Falta --entrada <archivo>.\n\n${AYUDA}`);
await ejecutar(() => restaurarRespaldo(config, rutaDelUsuario(values.entrada as string)));
