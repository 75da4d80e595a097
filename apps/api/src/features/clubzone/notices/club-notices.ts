import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { RegistrationState } from '@phc/api-contract';
import { teamFullName, teamLabel, type Locale } from '@phc/tournaments';
import type { Mailer } from '../../../platform/auth/routes';
import type { Database } from '../../../platform/db/schema';
import { clubMail, type ClubNotice } from './club-mail';

type Db = Kysely<Database>;

export interface ClubNotices {
  /** A new registration was stored. */
  registrationReceived(clubId: number): Promise<void>;
  /** An organiser moved registrations from their states to `state`; an unchanged club gets nothing. */
  registrationDecided(changes: readonly { clubId: number; from: string }[], state: RegistrationState, message: string | null): Promise<void>;
  /** An organiser approved or rejected an exception request. */
  teamRequestDecided(requestId: number): Promise<void>;
}

const asLocale = (value: string | null): Locale | null => (value === 'cs' || value === 'en' ? value : null);

/**
 * Who hears about a club: the registration's contact person and every account that administers the
 * club, each address once.
 */
async function clubAddressees(db: Db, clubId: number): Promise<{ name: string; locale: Locale | null; to: string[] } | null> {
  const club = await db.selectFrom('clubs').select(['name', 'locale']).where('id', '=', clubId).executeTakeFirst();
  if (!club) return null;
  const [registration, admins] = await Promise.all([
    db.selectFrom('club_registrations').select('contact').where('club_id', '=', clubId).orderBy('id', 'desc').executeTakeFirst(),
    db.selectFrom('user_clubs').innerJoin('users', 'users.id', 'user_clubs.user_id').select('users.email').where('user_clubs.club_id', '=', clubId).where('users.disabled_at', 'is', null).execute(),
  ]);
  const contact = (typeof registration?.contact === 'string' ? JSON.parse(registration.contact) : registration?.contact) as { email?: string } | undefined;
  const to = [...new Set([contact?.email, ...admins.map((a) => a.email)].filter((e): e is string => !!e).map((e) => e.trim().toLowerCase()))];
  return { name: club.name, locale: asLocale(club.locale), to };
}

/** The club's teams as the club reads them: "A chlapci I" in each language. */
async function clubTeamLabels(db: Db, clubId: number) {
  const teams = await db
    .selectFrom('teams')
    .innerJoin('team_categories', 'team_categories.id', 'teams.team_category_id')
    .select(['teams.name', 'teams.team_number', 'team_categories.name_cs', 'team_categories.name_en'])
    .where('teams.club_id', '=', clubId)
    .orderBy('team_categories.sort_order')
    .orderBy('teams.team_number')
    .execute();
  return teams.map((t) => ({
    cs: teamLabel({ name: t.name, categoryCode: t.name_cs, teamNumber: t.team_number }),
    en: teamLabel({ name: t.name, categoryCode: t.name_en, teamNumber: t.team_number }),
  }));
}

/**
 * Sends the clubs' e-mails after the change is committed. A failure is logged, never thrown: the
 * decision stands whether or not its e-mail could be queued.
 */
export function createClubNotices(app: FastifyInstance, mail: Mailer, publicUrl: string): ClubNotices {
  const { db } = app.ctx;
  const send = async (clubId: number, notice: ClubNotice) => {
    try {
      const addressees = await clubAddressees(db, clubId);
      if (!addressees || addressees.to.length === 0) return;
      const { subject, text, html } = clubMail({ notice, clubId, clubName: addressees.name, locale: addressees.locale, tournament: app.ctx.tournament, publicUrl });
      for (const to of addressees.to) await mail.send(to, subject, text, html);
    } catch (error) {
      app.log.error({ err: error, clubId, kind: notice.kind }, 'club e-mail failed');
    }
  };
  return {
    registrationReceived: async (clubId) => send(clubId, { kind: 'received', teams: await clubTeamLabels(db, clubId) }),
    registrationDecided: async (changes, state, message) => {
      for (const change of changes) {
        if (change.from === state) continue;
        await send(change.clubId, { kind: state === 'new' ? 'returned' : state, message });
      }
    },
    teamRequestDecided: async (requestId) => {
      const row = await db
        .selectFrom('team_requests')
        .innerJoin('participants', 'participants.id', 'team_requests.participant_id')
        .innerJoin('teams', 'teams.id', 'team_requests.team_id')
        .innerJoin('team_categories', 'team_categories.id', 'teams.team_category_id')
        .innerJoin('clubs', 'clubs.id', 'teams.club_id')
        .select([
          'team_requests.club_id',
          'team_requests.state',
          'team_requests.resolution_reason',
          'participants.first_name',
          'participants.last_name',
          'teams.name',
          'teams.team_number',
          'team_categories.name_cs',
          'team_categories.name_en',
          'clubs.name as club_name',
        ])
        .where('team_requests.id', '=', requestId)
        .executeTakeFirst();
      if (!row || (row.state !== 'approved' && row.state !== 'rejected')) return;
      const team = (categoryName: string) => teamFullName({ clubName: row.club_name, name: row.name, categoryName, teamNumber: row.team_number });
      await send(row.club_id, {
        kind: 'teamRequest',
        state: row.state,
        participant: `${row.first_name} ${row.last_name}`,
        team: { cs: team(row.name_cs), en: team(row.name_en) },
        reason: row.resolution_reason,
      });
    },
  };
}
