import type { RegistrationState } from '@phc/api-contract';
import { createUser, loginAs, type TestApp } from '../../../platform/test-utils/test-app';

/** Logs each account in once and answers its cookie; anonymous is no cookie. */
export function cookieJar(t: () => TestApp): (who: string) => Promise<string | undefined> {
  const cookies = new Map<string, string>();
  return async (who) => {
    if (who === 'anonymous') return undefined;
    if (!cookies.has(who)) cookies.set(who, await loginAs(t().app, who));
    return cookies.get(who);
  };
}

/**
 * The demo club administrator's approved club, their club waiting for approval, and another club
 * that `rival@example.test` (created here) administers alone.
 */
export async function demoClubs(t: TestApp, otherState: RegistrationState | null = 'approved'): Promise<{ approved: number; pending: number; other: number }> {
  const db = t.handle.db;
  const owner = await db.selectFrom('users').select('id').where('email', '=', 'club@demo.test').executeTakeFirstOrThrow();
  const owned = await db.selectFrom('user_clubs').innerJoin('clubs', 'clubs.id', 'user_clubs.club_id').select(['clubs.id', 'clubs.registration_state']).where('user_id', '=', owner.id).execute();
  let others = db.selectFrom('clubs').select('id').where('id', 'not in', owned.map((c) => c.id));
  if (otherState !== null) others = others.where('registration_state', '=', otherState);
  const other = await others.orderBy('id').executeTakeFirstOrThrow();
  const clubs = { approved: owned.find((c) => c.registration_state === 'approved')?.id ?? 0, pending: owned.find((c) => c.registration_state === 'new')?.id ?? 0, other: other.id };
  const rival = await createUser(t.app, { email: 'rival@example.test' });
  await db.insertInto('user_clubs').values({ user_id: rival, club_id: clubs.other }).execute();
  return clubs;
}
