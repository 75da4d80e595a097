import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library defaults (about 35 ms here): slow for guessing, fine for a login. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
