import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import type { Endpoint } from '@phc/api-contract';
import { loginAs } from '../../platform/test-utils/test-app';

/** The demo accounts of an authorization matrix (SPEC §6 roles) and the anonymous visitor. */
export type Who = 'anonymous' | 'club@demo.test' | 'clubs@demo.test' | 'admin@demo.test' | 'reporter@demo.test' | 'superreporter@demo.test' | 'superadmin@demo.test';

/** One login per account and app: hashing passwords is the slow part of a matrix. */
export function cookieJar(app: () => FastifyInstance) {
  const cookies = new Map<string, Promise<string>>();
  return (who: Who): Promise<string | undefined> => {
    if (who === 'anonymous') return Promise.resolve(undefined);
    let cookie = cookies.get(who);
    if (!cookie) {
      cookie = loginAs(app(), who);
      cookies.set(who, cookie);
    }
    return cookie;
  };
}

/** The answer parsed by the endpoint's own response schema: what the web client does. */
export function parsed<E extends Endpoint>(endpoint: E, response: LightMyRequestResponse): v.InferOutput<E['response']> {
  if (response.statusCode !== 200) throw new Error(`${endpoint.name} answered ${response.statusCode}: ${response.body}`);
  return v.parse(endpoint.response, response.json()) as v.InferOutput<E['response']>;
}

/** The field codes of a 400 answer. */
export function fieldsOf(response: LightMyRequestResponse): Record<string, string[]> {
  return (response.json() as { error: { fields?: Record<string, string[]> } }).error.fields ?? {};
}

export const codeOf = (response: LightMyRequestResponse) => (response.json() as { error: { code: string } }).error.code;

/** The demo club administrator's approved club, another club of theirs, and a club that is not theirs. */
export async function demoClubs(app: FastifyInstance): Promise<{ own: number; ownPending: number; other: number }> {
  const db = app.ctx.db;
  const user = await db.selectFrom('users').select('id').where('email', '=', 'club@demo.test').executeTakeFirstOrThrow();
  const owned = await db
    .selectFrom('user_clubs')
    .innerJoin('clubs', 'clubs.id', 'user_clubs.club_id')
    .select(['clubs.id', 'clubs.registration_state'])
    .where('user_clubs.user_id', '=', user.id)
    .orderBy('clubs.id')
    .execute();
  const other = await db
    .selectFrom('clubs')
    .select('id')
    .where(
      'id',
      'not in',
      owned.map((c) => c.id),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { own: owned[0].id, ownPending: owned[owned.length - 1].id, other: other.id };
}

export async function setConfig(app: FastifyInstance, key: string, value: string | null): Promise<string | null> {
  const before = await app.ctx.db.selectFrom('config_values').select('value').where('key', '=', key).executeTakeFirst();
  await app.ctx.db.updateTable('config_values').set({ value }).where('key', '=', key).execute();
  return before?.value ?? null;
}
