import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@phc/api-contract';
import { loginAs } from '../../platform/test-utils/test-app';

/** The demo accounts an administration authorization test logs in: one per organiser role and two outsiders. */
export const adminTestAccounts = ['superadmin@demo.test', 'admin@demo.test', 'clubs@demo.test', 'referees@demo.test', 'places@demo.test', 'matchmaker@demo.test', 'club@demo.test', 'reporter@demo.test', 'superreporter@demo.test'] as const;
export type AdminTestAccount = (typeof adminTestAccounts)[number];

/** A session cookie for each of the accounts. */
export async function loginAdminAccounts(app: FastifyInstance): Promise<Record<string, string>> {
  const cookies: Record<string, string> = {};
  for (const email of adminTestAccounts) cookies[email] = await loginAs(app, email);
  return cookies;
}

export type RoleCase = [name: string, endpoint: Endpoint, allowed: readonly string[], input: (who: string) => { params?: Record<string, unknown>; query?: Record<string, string>; body?: unknown }];

/** Each call × anonymous (401) and every account: 200 for the allowed ones, 403 for the rest. */
export function roleMatrix(cases: readonly RoleCase[]) {
  return cases.flatMap(([name, endpoint, allowed, input]) => [
    [name, 'anonymous', endpoint, input, 401] as const,
    ...adminTestAccounts.map((email) => [name, email, endpoint, input, allowed.includes(email) ? 200 : 403] as const),
  ]);
}
