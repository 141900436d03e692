import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';

/*
 * A user's clone has nothing beside it (DESIGN §8): no file of the repository — product, tests,
 * benchmarks, CI, docs — may read or point to the team's shared folder next to the checkout.
 * The pattern is assembled here so this file does not match itself.
 */
const CARPETA_EQUIPO = ['shared', 'data'].join('/');
const PROHIBIDO = new RegExp(`${CARPETA_EQUIPO}|\\.\\./shared/(?:SPEC|DESIGN|STYLE|STACK-NOTES)`);

const BINARIO = /\.(?:gz|png|jpe?g|ico|woff2?|pdf|xlsx|tar)$/i;

function archivosDelRepositorio(): string[] {
  const salida = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return salida.split('\0').filter((f) => f && !BINARIO.test(f));
}

describe('the repository stands alone', () => {
  it('no file reads or names the shared folder beside the checkout', () => {
    const archivos = archivosDelRepositorio();
    expect(archivos.length).toBeGreaterThan(500);
    const culpables = archivos.filter((f) => {
      try {
        return PROHIBIDO.test(readFileSync(path.join(REPO_ROOT, f), 'utf8'));
      } catch {
        return false; // listed but deleted in the work tree
      }
    });
    expect(culpables).toEqual([]);
  });

  it('ships the reference data and its provenance', () => {
    const archivos = new Set(archivosDelRepositorio());
    for (const f of [
      'reference-data/SOURCES.md',
      'reference-data/chile_dpa/comunas.csv',
      'reference-data/feriados_cl/feriados_cl_2024_2027.csv',
      'reference-data/sii_actividades/sii_codigos_actividad_economica.csv',
      'bench/fixtures/screening_benchmark/LICENSE.yente-MIT.txt',
    ]) {
      expect(archivos, f).toContain(f);
    }
  });
});
