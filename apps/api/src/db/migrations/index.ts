import type { Migration } from 'kysely';
import * as m001 from './001_auth';

/** Every migration in order; append new ones, never edit an applied one. */
export const migrations: Record<string, Migration> = {
  '001_auth': m001,
};
