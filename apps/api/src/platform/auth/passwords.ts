import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum the package only declares ambiently). */
const ARGON2ID = 2;

/** OWASP's argon2id baseline (19 MiB, 2 iterations, 1 lane). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** A real hash to verify against when the user does not exist, so both paths cost the same. */
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null | undefined, plain: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('atalaya-usuario-inexistente');
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(storedHash, plain).catch(() => false);
}
