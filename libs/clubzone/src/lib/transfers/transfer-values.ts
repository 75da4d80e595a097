import type { Transfer, TransferInput } from '@phc/api-contract';

/** What the transfer form edits: every field as the inputs hold it (text), so nothing typed is lost. */
export interface TransferFormValues {
  day: string;
  time: string;
  transferType: string;
  persons: string;
  flightNumber: string;
  landingTime: string;
  note: string;
}

export const emptyTransferValues: TransferFormValues = { day: '', time: '', transferType: '', persons: '', flightNumber: '', landingTime: '', note: '' };

export function transferToValues(transfer: Transfer): TransferFormValues {
  return {
    day: transfer.day,
    time: transfer.time,
    transferType: transfer.transferType,
    persons: String(transfer.persons),
    flightNumber: transfer.flightNumber ?? '',
    landingTime: transfer.landingTime ?? '',
    note: transfer.note ?? '',
  };
}

/** Empty optional inputs become null; the flight fields only mean something for airport transfers. */
export function valuesToInput(values: TransferFormValues): Record<keyof TransferInput, unknown> {
  const airport = values.transferType.endsWith('_airport');
  return {
    day: values.day,
    time: values.time,
    transferType: values.transferType,
    persons: values.persons.trim(),
    flightNumber: airport && values.flightNumber.trim() ? values.flightNumber.trim() : null,
    landingTime: airport && values.landingTime ? values.landingTime : null,
    note: values.note.trim() ? values.note.trim() : null,
  };
}

export const isAirportTransfer = (transferType: string) => transferType.endsWith('_airport');
