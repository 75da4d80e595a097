import { adminEndpoints, webEndpoints } from '@phc/api-contract';
import { call, createTestApp, loginAs, type TestApp } from '../../../platform/test-utils/test-app';

/**
 * Issue 24: a club hears by e-mail when its registration is received, approved, processed or
 * returned, and when an exception request of its own is decided; in both languages, its own first,
 * with the tournament's name and colours. Read from the outbox the server writes every e-mail to.
 */
let t: TestApp;
let admin: string;
let ids: { cz: number; category: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  ids = {
    cz: (await db.selectFrom('countries').select('id').where('code', '=', 'CZ').executeTakeFirstOrThrow()).id,
    category: (await db.selectFrom('team_categories').select('id').orderBy('sort_order').executeTakeFirstOrThrow()).id,
  };
  admin = await loginAs(t.app, 'admin@demo.test');
}, 60_000);
afterAll(() => t.close());

const mailsTo = (to: string) => t.handle.db.selectFrom('outbox_emails').selectAll().where('to_address', '=', to).orderBy('id').execute();

async function register(email: string, locale?: 'cs' | 'en') {
  const body = {
    clubName: `HC Pošta ${email.split('@')[0]}`,
    street: 'Sportovní 12',
    city: 'Brno',
    zip: '602 00',
    countryId: ids.cz,
    contact: { firstName: 'Jana', lastName: 'Nováková', email, phone: '+420 777 888 999' },
    termsConsent: true,
    teams: [{ teamCategoryId: ids.category, persons: 12 }],
    password: 'heslo-nove-1',
    ...(locale ? { locale } : {}),
  };
  const r = await call(t.app, webEndpoints.clubRegistrationCreate, { body });
  expect(r.statusCode).toBe(200);
  return (r.json() as { registration: { clubId: number } }).registration.clubId;
}

describe('e-mails to a club about its registration', () => {
  it('a received registration: to the contact, in the language of the form first, the other below, with the tournament and its colours', async () => {
    const clubId = await register('anglicky@example.test', 'en');
    const [mail, ...more] = await mailsTo('anglicky@example.test');
    expect(more).toHaveLength(0);
    const { name, theme } = t.app.ctx.tournament;
    expect(mail.subject).toBe(`${name.en}: registration received / registrace přijata – HC Pošta anglicky`);
    expect(mail.body.indexOf('Registration received')).toBeLessThan(mail.body.indexOf('Registrace přijata'));
    expect(mail.body).toContain('Thank you for registering HC Pošta anglicky');
    expect(mail.body).toContain('Děkujeme za registraci klubu HC Pošta anglicky');
    // The category's name, not only its code, as everywhere a team is read.
    expect(mail.body).toMatch(/Teams: A [a-z]+ I\./);
    expect(mail.body).toContain(`/en/registrace/${clubId}`);
    expect(mail.html).toContain(theme.colors.primary);
    expect(mail.html).toContain(`<div lang="en"`);
  });

  it('a club whose language is not known reads Czech first', async () => {
    await register('neznamy@example.test');
    const [mail] = await mailsTo('neznamy@example.test');
    expect(mail.subject).toContain('registrace přijata / registration received');
    expect(mail.body.indexOf('Registrace přijata')).toBeLessThan(mail.body.indexOf('Registration received'));
  });

  it('approval, processing and a return with the organiser’s word each send one e-mail; a decision that changes nothing sends none', async () => {
    const clubId = await register('rozhodnuti@example.test', 'cs');
    const decide = async (state: string, message?: string) => {
      const r = await call(t.app, adminEndpoints.clubsState, { body: { ids: [clubId], state, ...(message ? { message } : {}) }, cookie: admin });
      expect(r.statusCode).toBe(200);
    };
    await decide('approved');
    await decide('approved');
    await decide('new', 'Chybí nám IČO klubu.');
    await decide('processed');
    const mails = await mailsTo('rozhodnuti@example.test');
    expect(mails.map((m) => m.subject.split(': ')[1].split(' / ')[0])).toEqual(['registrace přijata', 'registrace schválena', 'registrace vrácena k úpravě', 'registrace zpracována']);
    expect(mails[1].body).toContain(`/souhrn-objednavky/${clubId}`);
    expect(mails[2].body).toContain('Zpráva organizátora: Chybí nám IČO klubu.');
    expect(mails[2].body).toContain('The organiser writes: Chybí nám IČO klubu.');
  });

  it('an unknown club in a decision sends nothing and answers 404', async () => {
    const before = await t.handle.db.selectFrom('outbox_emails').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const r = await call(t.app, adminEndpoints.clubsState, { body: { ids: [999999], state: 'approved' }, cookie: admin });
    expect(r.statusCode).toBe(404);
    const after = await t.handle.db.selectFrom('outbox_emails').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('e-mails to a club about an exception request', () => {
  it('names the player, the team with its club and category, the decision and the reason; to the contact and the club’s administrators', async () => {
    const db = t.handle.db;
    const pending = await db
      .selectFrom('team_requests')
      .innerJoin('participants', 'participants.id', 'team_requests.participant_id')
      .innerJoin('teams', 'teams.id', 'team_requests.team_id')
      .innerJoin('team_categories', 'team_categories.id', 'teams.team_category_id')
      .innerJoin('clubs', 'clubs.id', 'team_requests.club_id')
      .select(['team_requests.id', 'team_requests.club_id', 'participants.first_name', 'participants.last_name', 'teams.name', 'teams.team_number', 'team_categories.name_cs', 'clubs.name as club'])
      .where('team_requests.state', '=', 'pending')
      .where('teams.name', 'is', null)
      .orderBy('team_requests.id')
      .executeTakeFirstOrThrow();
    const registration = await db.selectFrom('club_registrations').select('contact').where('club_id', '=', pending.club_id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const contact = (typeof registration.contact === 'string' ? JSON.parse(registration.contact) : registration.contact) as { email: string };
    const admins = await db.selectFrom('user_clubs').innerJoin('users', 'users.id', 'user_clubs.user_id').select('users.email').where('club_id', '=', pending.club_id).execute();
    const before = (await db.selectFrom('outbox_emails').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 0;

    const r = await call(t.app, adminEndpoints.teamRequestDecision, { params: { id: pending.id }, body: { state: 'rejected', reason: 'Hráč je o dva roky starší.', waiveFee: false }, cookie: admin });
    expect(r.statusCode).toBe(200);

    const mails = await db.selectFrom('outbox_emails').selectAll().where('id', '>', Number(before)).orderBy('id').execute();
    expect(mails.map((m) => m.to_address).sort()).toEqual([...new Set([contact.email, ...admins.map((a) => a.email)])].sort());
    const [mail] = mails;
    const roman = ['I', 'II', 'III', 'IV'][pending.team_number - 1];
    expect(mail.body).toContain(`zamítl žádost o výjimku pro hráče ${pending.first_name} ${pending.last_name} v týmu ${pending.club} ${pending.name_cs} ${roman}.`);
    expect(mail.body).toContain('Odůvodnění: Hráč je o dva roky starší.');
    expect(mail.body).toContain(`/zadosti/${pending.club_id}/tym`);
    expect(mail.subject).toContain(t.app.ctx.tournament.name.cs);
  });
});
