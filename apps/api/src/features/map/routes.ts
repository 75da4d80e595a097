import type { FastifyInstance } from 'fastify';
import { webEndpoints } from '@phc/api-contract';
import { route } from '../../platform/http/route';
import { selectPlaces, toPlace, type PlaceRow } from './places';

/** The public map's places (halls, hotels, restaurants), of one kind when asked; no login needed. */
export function registerMapRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  route(app, webEndpoints.places, async ({ query }) => {
    let select = selectPlaces(db);
    if (query.type) select = select.where('place_type', '=', query.type);
    return { places: (await select.execute()).map((row) => toPlace(row as unknown as PlaceRow)) };
  });
}
