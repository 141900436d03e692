import { existsSync } from 'node:fs';
import { buildTemplate, templatePath } from '../db/pglite-template';

/** Part of `npm run build`: the migrated empty cluster new embedded data directories start from. */
if (existsSync(templatePath())) {
  console.log(`Plantilla PGlite al día: ${templatePath()}`);
} else {
  console.log(`Plantilla PGlite creada: ${await buildTemplate()}`);
}
