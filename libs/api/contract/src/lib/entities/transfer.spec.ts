import * as v from 'valibot';
import type { ConfigValue } from './config-value';
import { isInTransferWindow, TransferInputSchema, transferWindow } from './transfer';

const codes = (input: unknown): Record<string, string[] | undefined> => {
  const issues = v.safeParse(TransferInputSchema, input).issues;
  return issues ? (v.flatten(issues).nested ?? {}) : {};
};
const filled = { day: '2026-04-01', time: '14:30', transferType: 'arrival_station', persons: '12' };
const starting = (value: string | null): ConfigValue[] => [{ key: 'tournament_start_date', dataType: 'datetime', value, format: 'date' }];

describe('TransferInputSchema', () => {
  it('says "required" for an empty day and time, not "enter a valid date" or "invalid value"', () => {
    expect(codes({ ...filled, day: '', time: '' })).toEqual({ day: ['required'], time: ['required'] });
  });

  it('keeps the format messages for filled but wrong values', () => {
    expect(codes({ ...filled, day: '2026-02-30', time: '25:00' })).toEqual({ day: ['date'], time: ['invalid'] });
  });
});

describe('transferWindow', () => {
  it('runs from five days before the first day to the morning after the fourth day', () => {
    expect(transferWindow(starting('2026-04-02T00:00:00Z'))).toEqual({ from: '2026-03-28', till: '2026-04-06' });
  });

  it('refuses a day a month after the tournament and accepts both edges', () => {
    const configurations = starting('2026-04-02T00:00:00Z');
    expect(isInTransferWindow(configurations, '2026-05-02')).toBe(false);
    expect(isInTransferWindow(configurations, '2026-03-27')).toBe(false);
    expect(isInTransferWindow(configurations, '2026-03-28')).toBe(true);
    expect(isInTransferWindow(configurations, '2026-04-06')).toBe(true);
    expect(isInTransferWindow(configurations, '2026-04-07')).toBe(false);
  });

  it('refuses no day while the start date is not configured', () => {
    expect(transferWindow(starting(null))).toBeNull();
    expect(transferWindow([])).toBeNull();
    expect(isInTransferWindow([], '2030-01-01')).toBe(true);
  });
});
