import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@phc/api-client';
import { renderWithTheme } from '@phc/ui/testing';
import type { ConfigValue } from '@phc/api-contract';
import { TransferForm } from './transfer-form';

/** The tournament starts on 2 April 2026: transfers from 28 March to 6 April. */
const configurations: ConfigValue[] = [{ key: 'tournament_start_date', dataType: 'datetime', value: '2026-04-02T00:00:00Z', format: 'date' }];

function setup(onSubmit = jest.fn(async () => undefined)) {
  const onCancel = jest.fn();
  renderWithTheme(<TransferForm configurations={configurations} onSubmit={onSubmit} onCancel={onCancel} failureMessage={() => 'Transfer se nepodařilo uložit.'} />);
  return { onSubmit, onCancel, save: () => userEvent.click(screen.getByRole('button', { name: 'Uložit transfer' })) };
}

async function fillValid() {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Typ transferu' }), 'arrival_airport');
  await userEvent.type(screen.getByLabelText(/^Den/), '2026-04-01');
  await userEvent.type(screen.getByLabelText(/^Čas vyzvednutí/), '14:30');
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Počet osob' }), '18');
}

describe('TransferForm', () => {
  it('marks every required field of an empty form and sends nothing', async () => {
    const form = setup();
    await form.save();
    expect(await screen.findAllByText('Toto pole je povinné.')).not.toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Typ transferu' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Počet osob' })).toHaveAttribute('aria-invalid', 'true');
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('says "required" for an empty day and time, not "enter a valid date"', async () => {
    const form = setup();
    await form.save();
    expect(screen.getByLabelText(/^Den/)).toHaveAccessibleDescription(/Toto pole je povinné\./);
    expect(screen.getByLabelText(/^Čas vyzvednutí/)).toHaveAccessibleDescription(/Toto pole je povinné\./);
    expect(screen.queryByText('Zadejte platné datum.')).not.toBeInTheDocument();
  });

  it('refuses a day outside the tournament window, names the window and keeps what was typed', async () => {
    const form = setup();
    await fillValid();
    const day = screen.getByLabelText(/^Den/);
    expect(day).toHaveAccessibleDescription(/Od 28\. 3\. 2026 do 6\. 4\. 2026/);
    await userEvent.clear(day);
    await userEvent.type(day, '2026-05-02');
    await form.save();
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription(/Datum musí spadat do doby konání turnaje\./);
    expect(day).toHaveValue('2026-05-02');
    expect(form.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(day);
    await userEvent.type(day, '2026-04-06');
    await form.save();
    expect(form.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ day: '2026-04-06' }));
  });

  it('asks for the flight number and landing time only for airport transfers', async () => {
    setup();
    expect(screen.queryByRole('textbox', { name: 'Číslo letu' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Typ transferu' }), 'departure_airport');
    expect(screen.getByRole('textbox', { name: 'Číslo letu' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Typ transferu' }), 'arrival_station');
    expect(screen.queryByRole('textbox', { name: 'Číslo letu' })).not.toBeInTheDocument();
  });

  it('sends the contract input: numbers as numbers, empty optional fields as null', async () => {
    const form = setup();
    await fillValid();
    await userEvent.type(screen.getByRole('textbox', { name: 'Číslo letu' }), ' OK 123 ');
    await form.save();
    expect(form.onSubmit).toHaveBeenCalledWith({ day: '2026-04-01', time: '14:30', transferType: 'arrival_airport', persons: 18, flightNumber: 'OK 123', landingTime: null, note: null });
  });

  it('refuses a number of persons out of range with a translated message', async () => {
    const form = setup();
    await fillValid();
    const persons = screen.getByRole('spinbutton', { name: 'Počet osob' });
    await userEvent.clear(persons);
    await userEvent.type(persons, '0');
    await form.save();
    expect(persons).toHaveAttribute('aria-invalid', 'true');
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's field errors on the fields and keeps everything typed", async () => {
    const form = setup(jest.fn(async () => Promise.reject(new ApiError(400, 'validation', 'Invalid body', { day: ['date'] }))));
    await fillValid();
    await userEvent.type(screen.getByRole('textbox', { name: 'Poznámka' }), 'Velká zavazadla');
    await form.save();
    expect(await screen.findByLabelText(/^Den/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Poznámka' })).toHaveValue('Velká zavazadla');
    expect(screen.getByRole('spinbutton', { name: 'Počet osob' })).toHaveValue(18);
  });

  it('says the transfer was not saved when the server refuses it otherwise', async () => {
    const form = setup(jest.fn(async () => Promise.reject(new ApiError(409, 'conflict', 'Confirmed'))));
    await fillValid();
    await form.save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Transfer se nepodařilo uložit.');
    expect(screen.getByRole('spinbutton', { name: 'Počet osob' })).toHaveValue(18);
  });

  it('cancels without sending', async () => {
    const form = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
    expect(form.onCancel).toHaveBeenCalled();
    expect(form.onSubmit).not.toHaveBeenCalled();
  });
});
