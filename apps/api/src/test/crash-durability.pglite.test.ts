import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, waitForExit } from './spawn-server';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function login(url: string): Promise<string | null> {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin@demo.cl', password: 'Atalaya.Demo.2026' }),
  });
  if (res.status !== 200) return null;
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('atalaya_session='));
  return cookie ? cookie.split(';')[0]! : null;
}

describe('kill -9 during writes (embedded PGlite)', () => {
  it('reopens the data directory and keeps every acknowledged write', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-crash-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, SEED: 'demo', JOBS_IN_PROCESS: 'false' };
    const first = await startServer(env);

    // Each acknowledged sign-in committed a session row, an audit row and an attempt row.
    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const cookie = await login(first.url).catch(() => null);
        if (cookie && !stop) acknowledged.push(cookie);
        else if (!cookie) break;
      }
    });
    // Kill once a few writes are acknowledged, not after a fixed time: on a loaded machine the first
    // seconds after start-up (background loading) may acknowledge only a handful.
    const deadline = Date.now() + 30_000;
    while (acknowledged.length < 8 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    first.child.kill('SIGKILL'); // while requests are in flight
    stop = true;
    await Promise.allSettled(writers);
    await waitForExit(first.child);
    expect(acknowledged.length).toBeGreaterThan(5);

    const second = await startServer(env);
    try {
      const statuses = await Promise.all(
        acknowledged.map((cookie) =>
          fetch(`${second.url}/api/v1/auth/check-session`, { headers: { cookie } }).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
    } finally {
      second.child.kill('SIGTERM');
      await waitForExit(second.child);
    }
  }, 90_000);
});
