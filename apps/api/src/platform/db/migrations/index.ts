import type { Migration } from 'kysely';
import * as m001 from './001_auth';
import * as m002 from './002_competition';
import * as m003 from './003_clubzone';
import * as m004 from './004_cms';
import * as m010 from './010_security';
import * as m011 from './011_match_protocol';
import * as m012 from './012_account_tokens';
import * as m013 from './013_admin';
import * as m014 from './014_training_decisions';
import * as m016 from './016_place_days';
import * as m017 from './017_user_disabled';
import * as m018 from './018_tie_breaks';
import * as m019 from './019_competition_drafts';
import * as m020 from './020_external_keys';
import * as m021 from './021_builder_levels_pots';
import * as m022 from './022_trust_round_three';
import * as m023 from './023_club_notices_payments';
import * as m026 from './026_match_schedule_revision';
import * as m027 from './027_live_changes';
import * as m028 from './028_followed_teams';

/** Every migration in order; append new ones, never edit an applied one. */
export const migrations: Record<string, Migration> = {
  '001_auth': m001,
  '002_competition': m002,
  '003_clubzone': m003,
  '004_cms': m004,
  '010_security': m010,
  '011_match_protocol': m011,
  '012_account_tokens': m012,
  '013_admin': m013,
  '014_training_decisions': m014,
  '016_place_days': m016,
  '017_user_disabled': m017,
  '018_tie_breaks': m018,
  '019_competition_drafts': m019,
  '020_external_keys': m020,
  '021_builder_levels_pots': m021,
  '022_trust_round_three': m022,
  '023_club_notices_payments': m023,
  '026_match_schedule_revision': m026,
  '027_live_changes': m027,
  '028_followed_teams': m028,
};
