import * as v from 'valibot';
import { defineEndpoint } from './endpoint';

export const systemEndpoints = {
  health: defineEndpoint({
    name: 'system.health',
    method: 'GET',
    path: '/healthz',
    response: v.object({ ok: v.literal(true), db: v.picklist(['pglite', 'postgres']), tournament: v.string() }),
    access: ['public'],
  }),
  /** SPEC §7 keep-alive: the admin area's address, pinged while logged in. */
  keepAlive: defineEndpoint({ name: 'system.keepAlive', method: 'GET', path: '/admin/', response: v.unknown(), responseType: 'empty', access: ['public'] }),
};
