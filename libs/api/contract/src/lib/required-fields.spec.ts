import * as v from 'valibot';
import { createClubRegistrationBodySchema } from './entities/registration';
import { createRefereeRegistrationBodySchema } from './entities/referee';
import { ParticipantInputSchema } from './entities/participant';
import { TeamRequestInputSchema } from './entities/team-request';
import { TrainingInputSchema } from './entities/training';
import { TransferInputSchema } from './entities/transfer';
import { EmailSchema, IdSchema, IntSchema } from './primitives';

/** Each field's codes, as a form shows them (the first) and the server answers them (all). */
const codes = (schema: v.GenericSchema, input: unknown): Record<string, string[] | undefined> => {
  const issues = v.safeParse(schema, input).issues;
  return issues ? (v.flatten(issues).nested ?? {}) : {};
};

/**
 * Issue 18 item 8: a form sent with its fields left empty said "enter a valid date" or "invalid
 * value". An empty input is a missing answer: each form's schema says "required" (or the field's own
 * absence code), and only that, so the person reads one message per field.
 */
describe('empty required fields say "required"', () => {
  it('transfer: day, time, type and persons', () => {
    expect(codes(TransferInputSchema, { day: '', time: '', transferType: '', persons: '' })).toEqual({ day: ['required'], time: ['required'], transferType: ['required'], persons: ['required'] });
  });

  it('training: team, day, time, type and length', () => {
    expect(codes(TrainingInputSchema, { teamId: '', day: '', preferredTime: '', trainingTypeId: '', durationInMinutes: '' })).toEqual({
      teamId: ['required'],
      day: ['required'],
      preferredTime: ['required'],
      trainingTypeId: ['required'],
      durationInMinutes: ['required'],
    });
  });

  it('team request: participant, team and reason', () => {
    expect(codes(TeamRequestInputSchema, { competitionParticipant: { id: '' }, team: { id: '' }, requestReason: '' })).toEqual({
      'competitionParticipant.id': ['required'],
      'team.id': ['required'],
      requestReason: ['required'],
    });
  });

  it("participant: the birth year keeps its own absence code", () => {
    expect(codes(ParticipantInputSchema, { firstName: '', lastName: '', birthYear: '', gender: 'M' })).toEqual({ firstName: ['firstNameRequired'], lastName: ['lastNameRequired'], birthYear: ['birthYearRequired'] });
  });

  it('referee registration: e-mail and birth year', () => {
    const found = codes(createRefereeRegistrationBodySchema(), { firstName: 'Eva', lastName: 'Nová', email: '', phone: '+420 777 888 999', birthYear: '', gender: 'female', shirtSize: 'M', highestCompetition: 'Liga', termsConsent: true });
    expect(found).toEqual({ email: ['required'], birthYear: ['birthYearRequired'] });
  });

  it("club registration: the contact's e-mail", () => {
    const found = codes(createClubRegistrationBodySchema(), { clubName: 'HC Test', street: 'Ulice 1', city: 'Praha', zip: '11000', countryId: 1, contact: { firstName: 'Jan', lastName: 'Novák', email: '', phone: '+420 777 888 999' }, termsConsent: true, teams: [{ categoryId: 1 }] });
    expect(found['contact.email']).toEqual(['required']);
  });
});

describe('filled but wrong values keep their format message', () => {
  it('transfer: an impossible day, a wrong time, letters for persons', () => {
    expect(codes(TransferInputSchema, { day: '2026-02-30', time: '25:00', transferType: 'arrival_station', persons: 'abc' })).toEqual({ day: ['date'], time: ['invalid'], persons: ['integer'] });
  });

  it('ids, whole numbers and e-mails', () => {
    expect(v.safeParse(IdSchema, 'x').issues?.map((i) => i.message)).toEqual(['integer']);
    expect(v.safeParse(IdSchema, '12').output).toBe(12);
    expect(v.safeParse(IdSchema, 0).issues?.map((i) => i.message)).toEqual(['min']);
    expect(v.safeParse(IntSchema(1, 5), '9').issues?.map((i) => i.message)).toEqual(['max']);
    expect(v.safeParse(EmailSchema, 'no-at-sign').issues?.map((i) => i.message)).toEqual(['email']);
    expect(v.safeParse(EmailSchema, ' Eva@Example.CZ ').output).toBe('eva@example.cz');
  });
});
