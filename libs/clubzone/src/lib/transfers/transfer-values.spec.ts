import * as v from 'valibot';
import { TransferInputSchema, type Transfer } from '@phc/api-contract';
import { emptyTransferValues, transferToValues, valuesToInput } from './transfer-values';

const transfer: Transfer = { id: 3, clubId: 1, day: '2026-04-01', time: '14:30', transferType: 'arrival_airport', persons: 18, flightNumber: 'OK 123', landingTime: '13:55', note: null, state: 'unconfirmed' };

describe('transfer form values', () => {
  it('round-trips a transfer through the form into a valid contract input', () => {
    const input = valuesToInput(transferToValues(transfer));
    expect(v.parse(TransferInputSchema, input)).toEqual({ day: '2026-04-01', time: '14:30', transferType: 'arrival_airport', persons: 18, flightNumber: 'OK 123', landingTime: '13:55', note: null });
  });

  it('drops the flight fields of a railway station transfer', () => {
    const input = valuesToInput({ ...transferToValues(transfer), transferType: 'departure_station' });
    expect(input).toMatchObject({ flightNumber: null, landingTime: null });
  });

  it('leaves an empty form for the schema to report every required field', () => {
    const result = v.safeParse(TransferInputSchema, valuesToInput(emptyTransferValues));
    expect(result.success).toBe(false);
    const fields = new Set(result.issues?.map((issue) => v.getDotPath(issue)));
    expect([...fields]).toEqual(expect.arrayContaining(['day', 'time', 'transferType', 'persons']));
  });
});
