import * as v from 'valibot';
import { createRefereeRegistrationBodySchema, refereeAgeYear, type ConfigValue } from '@phc/api-contract';

const start = (value: string | null): ConfigValue[] => [{ key: 'tournament_start_date', dataType: 'datetime', value, format: 'date' }];
const body = (birthYear: number) => ({
  firstName: 'Petr',
  lastName: 'Čermák',
  email: 'petr@example.test',
  phone: '+420 602 111 222',
  birthYear,
  gender: 'male',
  shirtSize: 'L',
  highestCompetition: '1. liga',
  termsConsent: true,
});

describe('the year a referee must be 18 in', () => {
  it('is the year of the tournament start date, even when registering in the year before', () => {
    expect(refereeAgeYear(start('2027-04-02T00:00:00Z'), new Date('2026-11-20T10:00:00Z'))).toBe(2027);
  });

  it('is the current year when the start date is not set or not a date', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(refereeAgeYear(start(null), now)).toBe(2026);
    expect(refereeAgeYear([], now)).toBe(2026);
    expect(refereeAgeYear(start('soon'), now)).toBe(2026);
  });
});

describe('the referee form schema with the tournament year', () => {
  const schema = createRefereeRegistrationBodySchema({ ageYear: refereeAgeYear(start('2027-04-02T00:00:00Z'), new Date('2026-11-20T10:00:00Z')) });

  it('takes a referee who turns 18 in the tournament year though 17 today', () => {
    expect(v.safeParse(schema, body(2009)).success).toBe(true);
  });

  it('refuses one who is 17 in the tournament year with refereeTooYoung', () => {
    const result = v.safeParse(schema, body(2010));
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['birthYear', 'refereeTooYoung']]);
  });
});
