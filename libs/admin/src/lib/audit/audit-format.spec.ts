import { i18n, type MessageDescriptor } from '@lingui/core';
import type { Locale } from '@phc/i18n';
import { auditFieldLabel } from './audit-field-labels';
import { auditSubject, auditTextLimit, describeAuditChanges, type AuditEntryInput } from './audit-format';

beforeAll(() => {
  // Czech source messages: the macros carry them.
  i18n.load('cs', {});
  i18n.activate('cs');
});

const describe_ = (entry: Partial<AuditEntryInput>, locale: Locale = 'cs') =>
  describeAuditChanges({ entity: 'club', action: 'edit', before: null, after: null, ...entry }, { translate: (d: MessageDescriptor) => i18n._(d), locale });
/** Each change as one line, as the page reads it. */
const lines = (entry: Partial<AuditEntryInput>, locale: Locale = 'cs') =>
  describe_(entry, locale).map((c) => (c.unchanged ? `${c.label}: ${c.after.text}` : `${c.label}: ${c.before.text} → ${c.after.text}`));

describe('audit changes in words', () => {
  it('labels a known field and shows an unknown one by its raw name', () => {
    expect(lines({ before: { clubName: 'HC A', shoeSize: 42 }, after: { clubName: 'HC B', shoeSize: 43 } })).toEqual(['Název klubu: HC A → HC B', 'shoeSize: 42 → 43']);
  });

  it('says yes and no for booleans and a dash for null, an empty text and a side that had no value', () => {
    expect(lines({ entity: 'user', before: { disabled: false }, after: { disabled: true } })).toEqual(['Zablokován: ne → ano']);
    expect(lines({ entity: 'club', action: 'edit', before: { note: 'Pozdě', taxId: '' }, after: { note: null, taxId: '123' } })).toEqual(['Poznámka: Pozdě → —', 'IČO: — → 123']);
    expect(lines({ entity: 'place', action: 'create', before: null, after: { address: 'Praha' } })).toEqual(['Adresa: — → Praha']);
  });

  it('shows a moment on Prague’s clock and a kick-off as the wall clock it was scheduled on', () => {
    const published = { entity: 'competition', action: 'publish', before: { publishedAt: null }, after: { publishedAt: '2026-12-01T19:49:00.000Z' } };
    expect(lines(published)).toEqual([expect.stringMatching(/: — → 1\. 12\. 2026 20:49$/)]);
    const slot = { entity: 'competition', action: 'matchSlot', before: { startsAt: '2026-12-01T19:49:00.000Z' }, after: { startsAt: '2026-12-01T20:00:00.000Z' } };
    expect(lines(slot)).toEqual(['Začátek zápasu: 1. 12. 2026 19:49 → 1. 12. 2026 20:00']);
  });

  it('formats stored days and instants in the page’s language', () => {
    const slot = { entity: 'competition', action: 'matchSlot', before: { startsAt: '2026-07-06T09:30:00.000Z' }, after: { startsAt: '2026-07-07T14:00:00.000Z' } };
    expect(lines(slot)).toEqual(['Začátek zápasu: 6. 7. 2026 09:30 → 7. 7. 2026 14:00']);
    expect(lines(slot, 'en')).toEqual(['Začátek zápasu: 6 Jul 2026 09:30 → 7 Jul 2026 14:00']);
    expect(lines({ entity: 'place', action: 'refereeDay', before: { day: '2026-07-06', refereeIds: [] }, after: { day: '2026-07-07', refereeIds: [4, 9] } }, 'en')).toEqual([
      'Den: 6 Jul 2026 → 7 Jul 2026',
      'Rozhodčí: — → 4, 9',
    ]);
  });

  it('names enumerations with the app’s words, a state by its entity', () => {
    expect(lines({ before: { registrationState: 'new' }, after: { registrationState: 'approved' } })).toEqual(['Stav registrace: Nová → Schválená']);
    expect(lines({ entity: 'referee', before: { registrationState: 'new' }, after: { registrationState: 'rejected' } })).toEqual(['Stav registrace: Nová → Zamítnutá']);
    expect(lines({ entity: 'training', before: { state: 'pending' }, after: { state: 'approved' } })).toEqual(['Stav: Čeká → Schválený']);
    expect(lines({ entity: 'teamRequest', before: { state: 'pending' }, after: { state: 'approved' } })).toEqual(['Stav: Čeká → Schválená']);
    expect(lines({ entity: 'competition', action: 'publish', before: { state: 'draft', numbers: null }, after: { state: 'published', numbers: [41, 60] } })).toEqual([
      'Stav: Rozpracovaná → Zveřejněná',
      'Čísla zápasů: — → 41–60',
    ]);
    expect(lines({ entity: 'user', before: { roles: ['ROLE_ADMIN'] }, after: { roles: ['ROLE_ADMIN', 'ROLE_MATCHMAKER'] } })).toEqual(['Role: Administrátor → Administrátor, Losování a rozpis']);
    expect(lines({ entity: 'teamCategory', before: { gender: 'M', smallCourt: false }, after: { gender: 'X', smallCourt: true } })).toEqual(['Pohlaví: Chlapci / muži → Smíšená', 'Malé hřiště: ne → ano']);
    expect(lines({ entity: 'pricelistItem', before: { priceCzk: 1500, priceEur: 60 }, after: { priceCzk: 1800, priceEur: 72 } })).toEqual([
      'Cena v Kč: 1\u00a0500,-\u00a0Kč → 1\u00a0800,-\u00a0Kč',
      'Cena v €: 60,-\u00a0€ → 72,-\u00a0€',
    ]);
  });

  it('keeps the unchanged fields that say what the row is about, once, before the changes', () => {
    expect(lines({ entity: 'pricelistItem', before: { nameCs: 'Hala', code: 'hall', priceCzk: 1500 }, after: { nameCs: 'Hala', code: 'hall', priceCzk: 1800 } })).toEqual([
      'Název česky: Hala',
      'Cena v Kč: 1\u00a0500,-\u00a0Kč → 1\u00a0800,-\u00a0Kč',
    ]);
    expect(lines({ entity: 'competition', action: 'matchSlot', before: { matchId: 7, number: null, placeId: 1 }, after: { matchId: 7, number: null, placeId: 2 } })).toEqual(['Hala: 1 → 2']);
  });

  it('shortens a long value and keeps its whole text', () => {
    const description = { cs: 'Sportovní hala s parkovištěm '.repeat(4).trim(), en: 'Sports hall with a car park' };
    const [change] = describe_({ entity: 'place', before: { description: { cs: '', en: '' } }, after: { description } });
    expect(change.after.text.length).toBeLessThanOrEqual(auditTextLimit);
    expect(change.after.text.endsWith('…')).toBe(true);
    expect(change.after.full).toBe(`${description.cs} / ${description.en}`);
    const [groups] = describe_({ entity: 'competition', action: 'draw', before: { groups: [] }, after: { groups: Array.from({ length: 6 }, (_, i) => ({ id: i + 1, teamIds: [1, 2, 3, 4] })) } });
    // Issue 24: no JSON, the draw's groups in words.
    expect(groups.after.full).toContain('Pořadí týmů: Tým #1, Tým #2, Tým #3, Tým #4; ');
    expect(groups.after.full).not.toContain('{');
    expect(groups.before).toEqual({ text: '—' });
  });

  it('names the teams of a seeding pot change by the names the server adds, else by id, each value a pot', () => {
    expect(lines({ entity: 'competition', action: 'pots', before: { '4': null, '9': 2 }, after: { '4': 1, '9': 3 }, teamNames: { '4': 'HC Dukla Praha (A I)' } })).toEqual([
      'HC Dukla Praha (A I): — → koš 1',
      'Tým #9: koš 2 → koš 3',
    ]);
    expect(lines({ entity: 'groupLots', action: 'draw', before: { teamIds: null }, after: { teamIds: [9, 4] }, teamNames: { '4': 'HC Dukla Praha (A I)' } })).toEqual([
      'Pořadí týmů: — → Tým #9, HC Dukla Praha (A I)',
    ]);
    expect(lines({ entity: 'competition', action: 'move', before: { teamId: 4, groupId: 1 }, after: { teamId: 4, groupId: 2, breaks: ['sameClub', 'samePot'] }, teamNames: { '4': 'HC Dukla Praha (A I)' } })).toEqual([
      'Tým: HC Dukla Praha (A I)',
      'Skupina: 1 → 2',
      'Porušená pravidla losu: — → stejný klub ve skupině, stejný koš ve skupině',
    ]);
  });

  it('names every id a row stores by the names the server adds (issue 24: "Hala: — → 5"), nested ones too, else by id', () => {
    const decision = { entity: 'training', action: 'decision', before: { placeId: null, refereeId: null }, after: { placeId: 5, refereeId: 9 } };
    const valueNames = { placeId: { '5': 'Hala Slavia' }, refereeId: { '9': 'Jana Nová' } };
    expect(lines({ ...decision, valueNames })).toEqual(['Hala: — → Hala Slavia', 'Rozhodčí: — → Jana Nová']);
    expect(lines(decision)).toEqual(['Hala: — → 5', 'Rozhodčí: — → 9']);
    const day = { entity: 'place', action: 'refereeDay', before: { day: '2026-07-06', refereeIds: [] }, after: { day: '2026-07-06', refereeIds: [4, 9] }, valueNames: { refereeIds: { '4': 'Petr Malý', '9': 'Jana Nová' } } };
    expect(lines(day)).toEqual(['Den: 6. 7. 2026', 'Rozhodčí: — → Petr Malý, Jana Nová']);
    const club = { before: { teams: [] }, after: { teams: [{ teamCategoryId: 2, teamNumber: 1 }] }, valueNames: { teamCategoryId: { '2': 'E mix' } } };
    expect(lines(club)).toEqual(['Týmy: — → Kategorie: E mix, Pořadí týmu: 1']);
    expect(lines({ entity: 'training', before: { teamId: null }, after: { teamId: 3 }, valueNames: { teamId: { '3': 'HC Praha E mix I' } } })).toEqual(['Tým: — → HC Praha E mix I']);
  });

  it('shows a configuration value under its key’s label, by the key’s type', () => {
    const config = (key: string, before: string | null, after: string) => lines({ entity: 'config', action: 'configValue', before: { key, value: before }, after: { key, value: after } });
    expect(config('referee_registration_enabled', 'false', 'true')).toEqual(['Registrace rozhodčích zapnuta: ne → ano']);
    expect(config('club_registration_till', null, '2026-05-31T00:00:00Z')).toEqual(['Registrace klubů do: — → 31. 5. 2026']);
    // Stored in UTC, shown on Prague's clock as the configuration page shows it (summer time: +2 h).
    expect(config('roster_edit_till', '2026-07-01T20:00:00Z', '2026-07-05T08:30:00Z')).toEqual(['Úpravy soupisek do: 1. 7. 2026 22:00 → 5. 7. 2026 10:30']);
  });

  it('has a label for every field the server writes into an audit row', () => {
    // The before/after keys of every writeAudit( call under apps/api/src.
    const written = [
      ['email', 'roles', 'disabled', 'clubId', 'userId'],
      ['groups', 'seed', 'groupId', 'name', 'roundLevelId', 'matchId', 'number', 'startsAt', 'placeId', 'levelId', 'systemName', 'nameCs', 'nameEn', 'type', 'order'],
      ['a', 'b', 'matches', 'settings', 'placed', 'unplaced', 'hardViolations', 'softScore', 'state', 'numbers', 'teamId', 'breaks'],
      ['registrationState', 'resolutionReason', 'waiveFee', 'startTime', 'endTime', 'price', 'refereeId'],
      ['id', 'serviceTypeId', 'code', 'priceCzk', 'priceEur', 'availabilityFilter', 'sortOrder', 'system', 'pricelistItemId', 'descriptionCs', 'descriptionEn', 'includesAccommodation'],
      ['key', 'value', 'clubName', 'street', 'city', 'zip', 'countryId', 'taxId', 'vatId', 'contact', 'note', 'teams', 'counts', 'teamIds', 'procedure'],
      ['gender', 'birthYearFrom', 'birthYearTo', 'maxOtherGenderPlayers', 'maxOlderPlayers', 'smallCourt', 'limits'],
      ['minPlayers', 'maxPlayers', 'minLeaders', 'maxLeaders', 'playersCountWarningFrom', 'maxExceptionPlayers'],
      ['placeType', 'address', 'description', 'lat', 'lng', 'openingHours', 'openingDays', 'photos', 'reporterUserId', 'day', 'refereeIds'],
    ].flat();
    expect(written.filter((field) => auditFieldLabel(field) === null)).toEqual([]);
    expect(auditFieldLabel('shoeSize')).toBeNull();
  });
});

describe('what a row is about (issue 24: "Klub 89")', () => {
  it('names the entity by the name the server read, by its number once it is gone, and a tournament-wide row by its kind alone', () => {
    expect(auditSubject({ entity: 'club', entityId: 89, entityName: 'HC Praha' }, 'Klub')).toBe('Klub HC Praha');
    expect(auditSubject({ entity: 'club', entityId: 89 }, 'Klub')).toBe('Klub #89');
    expect(auditSubject({ entity: 'config', entityId: 0 }, 'Nastavení')).toBe('Nastavení');
  });
  it('says an object value in words, each field by its label', () => {
    expect(lines({ entity: 'competition', action: 'group', before: null, after: { limits: { name: 'A', teamId: 4 } }, teamNames: { '4': 'HC Praha (A chlapci I)' } })).toEqual([
      'Limity soupisky: — → Název: A, Tým: HC Praha (A chlapci I)',
    ]);
  });
});
