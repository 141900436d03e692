/**
 * zod 4 probes `new Function('')` when it builds its first object schema, to compile fast parsers.
 * Our Content-Security-Policy (script-src 'self') forbids eval, so the probe is a CSP violation in
 * the console of every page that loads a contract (Lighthouse's best practices). Without JIT the
 * schemas parse the same. Imported before anything that defines a schema.
 */
import { config } from 'zod';

config({ jitless: true });
