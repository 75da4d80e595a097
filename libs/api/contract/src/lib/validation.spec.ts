import * as v from 'valibot';
import { authEndpoints } from './auth-endpoints';
import { allEndpoints, describeEndpoints } from './catalog';
import { cmsEndpoints } from './cms-endpoints';
import { competitionEndpoints, competitionWriteEndpoints, matchRosterEndpoints, teamLeaderEndpoints, teamRequestEndpoints, trainingEndpoints } from './competition-endpoints';
import { configKeys, configValue } from './entities/config';
import type { ConfigValue } from './entities/config-value';
import { isBundleAvailable } from './entities/order';
import { createRefereeRegistrationBodySchema } from './entities/referee';
import { ClubRegistrationBodySchema, createClubRegistrationBodySchema } from './entities/registration';
import { isTrainingDuration, trainingDurationsFor, trainingUnitMinutes } from './entities/training';
import { cmsObject, pageData, refereeBody, registrationBody, samples } from './fixtures';
import { messageCodes } from './messages';
import { PhoneSchema } from './primitives';
import { webEndpoints } from './web-endpoints';

const issues = (schema: unknown, value: unknown): [string | null, string][] => v.safeParse(schema as v.GenericSchema, value).issues?.map((i) => [v.getDotPath(i), i.message] as [string | null, string]) ?? [];
const ok = (schema: unknown, value: unknown) => v.safeParse(schema as v.GenericSchema, value).success;
const codesAt = (schema: unknown, value: unknown, path: string) => issues(schema, value).filter(([p]) => p === path).map(([, code]) => code);

describe('every rejection is a message code', () => {
  const junk: unknown[] = [undefined, null, 'junk', 42, [], {}, { id: 'x', name: 42, teams: 'x', _data: 'x', data: 7 }];
  it.each(allEndpoints.map((e) => [e.name, e] as const))('%s answers bad params, query and body with codes only', (_name, endpoint) => {
    for (const schema of [endpoint.params, endpoint.query, endpoint.body]) {
      if (!schema) continue;
      for (const input of junk) for (const [, message] of issues(schema, input)) expect(Object.keys(messageCodes)).toContain(message);
    }
  });

  /** Every leaf of a sample replaced by each junk value in turn. */
  function* mutations(value: unknown, path: (string | number)[] = []): Generator<[string, unknown]> {
    if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const at = [...path, Array.isArray(value) ? Number(key) : key];
        for (const [where, mutated] of mutations(child, at)) {
          const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
          (copy as Record<string, unknown>)[key] = mutated;
          yield [where, copy];
        }
      }
    }
    for (const bad of ['junk', -1, 1.5, null, true, {}, [], 'x'.repeat(200_001)]) yield [path.join('.'), bad];
  }

  it.each(allEndpoints.map((e) => [e.name, e] as const))('%s answers every mangled field of its sample with codes only', (_name, endpoint) => {
    const strangers: string[] = [];
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = endpoint[part];
      if (!schema) continue;
      for (const [, input] of mutations(samples[endpoint.name][part])) {
        for (const [path, message] of issues(schema, input)) if (!(message in messageCodes)) strangers.push(`${part} ${path}: ${message.slice(0, 60)}`);
      }
    }
    expect([...new Set(strangers)]).toEqual([]);
  });
});

describe('participants', () => {
  const body = webEndpoints.participantCreate.body;
  it('names each missing mandatory field with its SPEC §5 code', () => {
    expect(issues(body, {})).toEqual([
      ['firstName', 'firstNameRequired'],
      ['lastName', 'lastNameRequired'],
      ['birthYear', 'birthYearRequired'],
      ['gender', 'genderRequired'],
    ]);
  });
  it('treats blank names as missing and refuses a gender outside M and F', () => {
    expect(issues(body, { firstName: '   ', lastName: '', birthYear: 2009, gender: 'X' })).toEqual([
      ['firstName', 'firstNameRequired'],
      ['lastName', 'lastNameRequired'],
      ['gender', 'genderRequired'],
    ]);
  });
  it('takes the birth year as typed in a form and defaults the floorball flags to false', () => {
    expect(v.parse(body as v.GenericSchema, { firstName: 'Jan', lastName: 'Novák', birthYear: '2009', gender: 'F' })).toEqual({
      firstName: 'Jan',
      lastName: 'Novák',
      birthYear: 2009,
      gender: 'F',
      isLeader: false,
      tournamentSpecificAttributes: { captain: false, goalkeeper: false },
    });
    expect(codesAt(body, { firstName: 'Jan', lastName: 'N', birthYear: 'abc', gender: 'M' }, 'birthYear')).toEqual(['birthYearRequired']);
  });
  it('refuses names over 100 characters', () => {
    expect(codesAt(body, { firstName: 'x'.repeat(101), lastName: 'N', birthYear: 2009, gender: 'M' }, 'firstName')).toEqual(['tooLong']);
  });
});

describe('club registration', () => {
  const body = webEndpoints.clubRegistrationCreate.body;
  it('accepts the sample and keeps team names optional by default', () => {
    expect(ok(ClubRegistrationBodySchema, registrationBody)).toBe(true);
  });
  it('asks for at least one team whether teams are empty or missing', () => {
    expect(codesAt(body, { ...registrationBody, teams: [] }, 'teams')).toEqual(['atLeastOneTeam']);
    const { teams: _teams, ...withoutTeams } = registrationBody;
    expect(codesAt(body, withoutTeams, 'teams')).toEqual(['atLeastOneTeam']);
  });
  it('requires the terms consent to be given', () => {
    expect(codesAt(body, { ...registrationBody, termsConsent: false }, 'termsConsent')).toEqual(['termsRequired']);
    const { termsConsent: _consent, ...withoutConsent } = registrationBody;
    expect(codesAt(body, withoutConsent, 'termsConsent')).toEqual(['termsRequired']);
  });
  it('refuses a contact phone that is no number, and takes a Czech one without its prefix', () => {
    expect(codesAt(body, { ...registrationBody, contact: { ...registrationBody.contact, phone: '+420 77' } }, 'contact.phone')).toEqual(['phone']);
    expect(codesAt(body, { ...registrationBody, contact: { ...registrationBody.contact, phone: '777 888 999' } }, 'contact.phone')).toEqual([]);
  });
  it('refuses a departure before the arrival, on the departure field', () => {
    expect(issues(body, { ...registrationBody, arrivalDate: '2026-04-08', departureDate: '2026-04-04' })).toEqual([['departureDate', 'departureBeforeArrival']]);
  });
  it('refuses oversize club names and notes', () => {
    expect(issues(body, { ...registrationBody, clubName: 'x'.repeat(101), note: 'x'.repeat(2001) })).toEqual([
      ['clubName', 'tooLong'],
      ['note', 'tooLong'],
    ]);
  });
  it('points at the team whose category is missing', () => {
    expect(codesAt(body, { ...registrationBody, teams: [registrationBody.teams[0], { persons: 3 }] }, 'teams.1.teamCategoryId')).toEqual(['required']);
  });
  it('requires team names only when the configuration says so', () => {
    const strict = createClubRegistrationBodySchema({ teamNameRequired: true });
    expect(codesAt(strict, registrationBody, 'teams.0.name')).toEqual(['teamNameRequired']);
    expect(ok(strict, { ...registrationBody, teams: [{ ...registrationBody.teams[0], name: 'Lvíčata' }] })).toBe(true);
  });
});

describe('phone numbers', () => {
  it.each(['+420 777 888 999', '+420777888999', '+49 30 1234567', '+1 212 555 0100'])('accepts %s', (phone) => {
    expect(ok(PhoneSchema, phone)).toBe(true);
  });
  // Issue 24: "777 123 456" was refused; as typed on a phone or copied from a card, one form is kept.
  it.each([
    ['777 123 456', '+420 777 123 456'],
    ['777123456', '+420 777 123 456'],
    ['+420 777 123 456', '+420 777 123 456'],
    ['+420777123456', '+420 777 123 456'],
    ['+420-777-123-456', '+420 777 123 456'],
    ['00420 777 123 456', '+420 777 123 456'],
    ['777/123.456', '+420 777 123 456'],
    ['+421 905 123 456', '+421 905 123 456'],
    ['0049 30 1234567', '+49 30 1234567'],
    ['+49-30-123 4567', '+49 30 123 4567'],
  ])('accepts %s as %s', (typed, stored) => {
    expect(v.parse(PhoneSchema, typed)).toBe(stored);
  });
  it.each(['77 888 999', '+420 77', '+420 777 888 999 111 222 333', 'call me', '777 888 999 ext. 5', '+420 777 888 99a'])('refuses %s', (phone) => {
    expect(issues(PhoneSchema, phone)[0]?.[1]).toBe('phone');
  });
});

describe('referee registration', () => {
  const body = webEndpoints.refereeRegistration.body;
  const year = new Date().getUTCFullYear();
  it('refuses referees under 18 in the given year and takes those turning 18 in it; the endpoint leaves the age to the server', () => {
    const form = createRefereeRegistrationBodySchema({ ageYear: year });
    expect(codesAt(form, { ...refereeBody, birthYear: year - 17 }, 'birthYear')).toEqual(['refereeTooYoung']);
    expect(issues(form, { ...refereeBody, birthYear: year - 18 })).toEqual([]);
    expect(issues(body, { ...refereeBody, birthYear: year - 17 })).toEqual([]);
  });
  it('requires the terms consent', () => {
    expect(codesAt(body, { ...refereeBody, termsConsent: false }, 'termsConsent')).toEqual(['termsRequired']);
  });
});

describe('login and password reset', () => {
  it('reports a missing login key as emailMissing, like an empty one', () => {
    expect(issues(authEndpoints.login.body, { password: 'x' })).toEqual([['login', 'emailMissing']]);
    expect(codesAt(authEndpoints.passwordResetRequest.body, { locale: 'cs', passwordUrl: '/nastaveni-hesla/{token}' }, 'login')).toEqual(['emailMissing']);
  });
  it('needs the {token} placeholder in the password URL', () => {
    expect(issues(authEndpoints.passwordResetRequest.body, { login: 'a@b.cz', locale: 'cs', passwordUrl: 'https://phc.cz/nastaveni-hesla' })).toEqual([['passwordUrl', 'invalid']]);
  });
  it('refuses new passwords under 8 characters', () => {
    expect(issues(authEndpoints.passwordReset.body, { password: 'short' })).toEqual([['password', 'passwordTooShort']]);
  });
});

describe('trainings and transfers', () => {
  const training = { teamId: 3, day: 0, preferredTime: '09:00', trainingTypeId: 1 };
  it.each([45, 90, 135, 180])('takes a training of %i minutes', (minutes) => {
    expect(issues(trainingEndpoints.create.body, { ...training, durationInMinutes: minutes })).toEqual([]);
  });
  it.each([0, 44.5, 'dlouho'])('refuses a training of %s minutes (no whole positive minutes)', (minutes) => {
    expect(codesAt(trainingEndpoints.create.body, { ...training, durationInMinutes: minutes }, 'durationInMinutes')).not.toEqual([]);
  });
  it('offers and accepts 1 to 4 units of the configured training_length, 45 minutes when unset (issue 24)', () => {
    expect(trainingDurationsFor(trainingUnitMinutes([]))).toEqual([45, 90, 135, 180]);
    expect(trainingDurationsFor(trainingUnitMinutes([{ key: 'training_length', dataType: 'integer', value: '60', format: null }]))).toEqual([60, 120, 180, 240]);
    expect([60, 225, 30].some((minutes) => isTrainingDuration(minutes, 45))).toBe(false);
    expect([60, 240].every((minutes) => isTrainingDuration(minutes, 60))).toBe(true);
    expect(isTrainingDuration(90, 60)).toBe(false);
  });
  it('refuses a transfer time that is no time of day', () => {
    expect(codesAt(webEndpoints.transferCreate.body, { day: '2026-04-04', time: '25:00', transferType: 'arrival_airport', persons: 3 }, 'time')).toEqual(['invalid']);
  });
});

describe('match protocol writes', () => {
  it('refuses an event second over 59 and an event list without events', () => {
    expect(codesAt(competitionWriteEndpoints.createEvent.body, { _data: { minute: 3, second: 60, eventTypeId: 1, teamId: 3 } }, '_data.second')).toEqual(['max']);
    expect(issues(competitionWriteEndpoints.createEvents.body, { _data: { events: [] } })).toEqual([['_data.events', 'required']]);
  });
  it('takes lower-case walkover types only', () => {
    expect(codesAt(competitionWriteEndpoints.walkover.body, { _data: { walkOverType: 'HOME' } }, '_data.walkOverType')).toEqual(['invalid']);
  });
  it('defaults roster flags and refuses a fractional jersey number', () => {
    expect(v.parse(matchRosterEndpoints.updateRoster.body as v.GenericSchema, { _data: { players: [{ participantId: '9' }] } })).toEqual({
      _data: { players: [{ participantId: 9, jerseyNumber: null, isLeader: false, isCaptain: false, isGoalkeeper: false }], confirm: false },
    });
    expect(codesAt(matchRosterEndpoints.updateRoster.body, { _data: { players: [{ participantId: 9, jerseyNumber: 7.5 }] } }, '_data.players.0.jerseyNumber')).toEqual(['integer']);
  });
});

describe('envelopes', () => {
  const teamRequest = { data: [] };
  it('keeps the team request list query as the spec spells it', () => {
    expect(v.parse(teamRequestEndpoints.list.query as v.GenericSchema, { 'filter[club]': '4', sort: '-id', _envelope: '1' })).toEqual({ 'filter[club]': 4, sort: '-id', _envelope: '1' });
    expect(issues(teamRequestEndpoints.list.query, { sort: '-id' })).toEqual([['filter[club]', 'required']]);
  });
  it('wraps every list item in data, and refuses bare items', () => {
    expect(ok(teamRequestEndpoints.list.response, teamRequest)).toBe(true);
    const leader = { id: 2, userId: null, clubId: 1, firstName: 'E', lastName: 'M', fullName: 'E M', email: 'e@m.cz', phone: null, teams: [], leadingTeams: [] };
    expect(ok(teamLeaderEndpoints.list.response, { data: [{ data: leader }] })).toBe(true);
    expect(ok(teamLeaderEndpoints.list.response, { data: [leader] })).toBe(false);
    expect(ok(teamLeaderEndpoints.list.response, [leader])).toBe(false);
  });
  it('puts statistics rows and hall referee ids under _data', () => {
    expect(ok(competitionEndpoints.hallReferees.response, { refereeIds: [1] })).toBe(false);
    expect(ok(competitionEndpoints.hallReferees.response, { _data: { refereeIds: [1] } })).toBe(true);
    expect(ok(competitionEndpoints.statistics.response, { data: [{ participantId: 1 }] })).toBe(false);
  });
  it('sends protocol writes under _data', () => {
    expect(ok(competitionWriteEndpoints.updateReferees.body, { referees: [1] })).toBe(false);
    expect(ok(competitionWriteEndpoints.updateReferees.body, { _data: { referees: [1] } })).toBe(true);
  });
});

describe('content', () => {
  it('checks a draft against its own type', () => {
    expect(ok(cmsEndpoints.create.body, { type: 'page', data: pageData })).toBe(true);
    expect(ok(cmsEndpoints.create.body, { type: 'menu', data: pageData })).toBe(false);
  });
  it('refuses unknown block types and rich text over 200 000 characters', () => {
    expect(ok(cmsEndpoints.create.body, { type: 'page', data: { ...pageData, blocks: [{ type: 'video', url: '/x' }] } })).toBe(false);
    const huge = { ...pageData, blocks: [{ type: 'text', body: { cs: 'x'.repeat(200_001), en: '' } }] };
    expect(codesAt(cmsEndpoints.create.body, { type: 'page', data: huge }, 'data.blocks.0.body.cs')).toEqual(['tooLong']);
  });
  it('needs the version an update started from', () => {
    expect(codesAt(cmsEndpoints.update.body, { type: 'page', data: pageData }, 'version')).toEqual(['required']);
    expect(v.parse(cmsEndpoints.update.body as v.GenericSchema, { type: 'page', data: pageData, version: 3 })).toMatchObject({ version: 3, type: 'page' });
  });
  it('refuses script links in content', () => {
    expect(ok(cmsEndpoints.create.body, { type: 'menu', data: { title: { cs: 'M', en: 'M' }, position: 'header', menuItems: [{ title: { cs: 'x', en: 'x' }, link: 'javascript:alert(1)' }] } })).toBe(false);
  });
  it('types a stored object by its type', () => {
    expect(ok(cmsEndpoints.object.response, { object: { ...cmsObject, type: 'settings' } })).toBe(false);
  });
});

describe('configuration keys', () => {
  it('has each SPEC §9 key once, with a data type and date format where it is a date', () => {
    const keys = configKeys.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of configKeys) expect(c.dataType === 'datetime').toBe(c.format !== null);
    expect(keys).toEqual(
      expect.arrayContaining(['club_registration_from', 'referee_registration_enabled', 'roster_edit_till', 'participant_team_request_enabled', 'training_length', 'tournament_start_date', 'style_colors']),
    );
  });
  it('gives the SPEC defaults: leader age 0, event type position 1, copy roster on', () => {
    expect(configValue([], 'leader_min_age_years')).toBe(0);
    expect(configValue([], 'default_event_type_position')).toBe(1);
    expect(configValue([], 'copy_roster_from_previous_match')).toBe(true);
    expect(configValue([], 'club_registration_till')).toBeNull();
  });
  it('reads stored values by their type', () => {
    const values: ConfigValue[] = [
      { key: 'show_results', dataType: 'boolean', value: 'false', format: null },
      { key: 'training_length', dataType: 'integer', value: '60', format: null },
      { key: 'tournament_start_date', dataType: 'datetime', value: '2026-04-05T00:00:00Z', format: 'date' },
    ];
    expect(configValue(values, 'show_results')).toBe(false);
    expect(configValue(values, 'training_length')).toBe(60);
    expect(configValue(values, 'tournament_start_date')).toBe('2026-04-05T00:00:00Z');
  });
});

describe('order bundles', () => {
  it('offers a bundle without a filter everywhere and a filtered one only to matching codes', () => {
    expect(isBundleAvailable({ availabilityFilter: null }, ['DE'])).toBe(true);
    expect(isBundleAvailable({ availabilityFilter: '^CZ' }, ['CZ', 'CZ-10'])).toBe(true);
    expect(isBundleAvailable({ availabilityFilter: '^CZ' }, ['DE'])).toBe(false);
    expect(isBundleAvailable({ availabilityFilter: '(' }, ['CZ'])).toBe(false);
  });
});

describe('API description', () => {
  it('lists every endpoint in the shape /apidocs/meta/refs answers', () => {
    const described = describeEndpoints();
    expect(described.endpoints).toHaveLength(allEndpoints.length);
    expect(ok(cmsEndpoints.apiRefs.response, described)).toBe(true);
  });
});
