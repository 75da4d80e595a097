import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@phc/api-client';
import { activateLocale, loadCatalog, validationCatalog } from '@phc/i18n';
import { renderWithTheme } from '@phc/ui/testing';
import { clubzoneCatalog } from '../catalog';
import { TrainingForm } from './training-form';

const options = {
  teams: [{ value: '3', label: 'HK Demo C' }],
  days: [
    { value: '-1', label: 'úterý 30. 6. 2026' },
    { value: '0', label: 'středa 1. 7. 2026' },
  ],
  trainingTypes: [{ value: '1', label: 'Hala' }],
  halls: [{ value: '5', label: 'Hala Bohemians' }],
};

function setup(onSubmit = jest.fn(async () => undefined), unitMinutes = 45) {
  const failureMessage = jest.fn(() => 'Booked');
  renderWithTheme(<TrainingForm {...options} unitMinutes={unitMinutes} onSubmit={onSubmit} onCancel={jest.fn()} failureMessage={failureMessage} />);
  return { onSubmit, failureMessage };
}

async function fill(names: { team: string; day: string; time: RegExp; type: string }) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: names.team }), '3');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: names.day }), '0');
  await userEvent.type(screen.getByLabelText(names.time), '10:30');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: names.type }), '1');
}

describe('TrainingForm (cs)', () => {
  beforeAll(async () => {
    await activateLocale('cs');
    await loadCatalog(validationCatalog);
  });

  it('marks the required fields of an empty form and sends nothing', async () => {
    const form = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Uložit trénink' }));
    expect(await screen.findAllByText('Toto pole je povinné.')).not.toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Tým' })).toHaveAttribute('aria-invalid', 'true');
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('sends the contract input: numbers, 1–4 units of 45 minutes, no hall as null, a named rival only when not seeking one', async () => {
    const form = setup();
    await fill({ team: 'Tým', day: 'Den', time: /^Preferovaný čas/, type: 'Typ tréninku' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Délka' }), '135');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Hala/ }), '5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Jméno soupeře' }), 'TJ Sokol');
    await userEvent.click(screen.getByRole('radio', { name: 'Hledáme soupeře (přátelské utkání)' }));
    expect(screen.queryByRole('textbox', { name: 'Jméno soupeře' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Uložit trénink' }));
    expect(form.onSubmit).toHaveBeenCalledWith({
      teamId: 3,
      day: 0,
      preferredTime: '10:30',
      trainingTypeId: 1,
      durationInMinutes: 135,
      placeId: 5,
      seekingRival: true,
      rivalName: null,
      refereeRequested: false,
      note: null,
    });
  });

  it('offers 1 to 4 units of the tournament’s training_length, starting at two units', async () => {
    const form = setup(undefined, 60);
    const length = screen.getByRole('combobox', { name: 'Délka' });
    expect([...length.querySelectorAll('option')].map((o) => o.value)).toEqual(['60', '120', '180', '240']);
    expect(length).toHaveValue('120');
    await fill({ team: 'Tým', day: 'Den', time: /^Preferovaný čas/, type: 'Typ tréninku' });
    await userEvent.selectOptions(length, '240');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit trénink' }));
    expect(form.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ durationInMinutes: 240 }));
  });

  it('refuses a stored duration that is no whole unit of the present training_length', async () => {
    const form = setup(undefined, 60);
    // A training booked under 45-minute units reads 90 minutes, which 60-minute units do not make.
    screen.getByRole('combobox', { name: 'Délka' }).insertAdjacentHTML('beforeend', '<option value="90">90</option>');
    await fill({ team: 'Tým', day: 'Den', time: /^Preferovaný čas/, type: 'Typ tréninku' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Délka' }), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit trénink' }));
    expect(await screen.findByText(/Trénink trvá 1 až 4 tréninkové jednotky/)).toBeInTheDocument();
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('says why a taken slot was not saved and keeps what was typed', async () => {
    const form = setup(jest.fn(async () => Promise.reject(new ApiError(409, 'conflict', 'booked'))));
    await fill({ team: 'Tým', day: 'Den', time: /^Preferovaný čas/, type: 'Typ tréninku' });
    await userEvent.click(screen.getByRole('button', { name: 'Uložit trénink' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Booked');
    expect(form.failureMessage).toHaveBeenCalled();
    expect(screen.getByLabelText(/^Preferovaný čas/)).toHaveValue('10:30');
  });

  it('puts the server’s field codes on their fields', async () => {
    setup(jest.fn(async () => Promise.reject(new ApiError(400, 'validation', 'bad', { durationInMinutes: ['trainingLength'] }))));
    await fill({ team: 'Tým', day: 'Den', time: /^Preferovaný čas/, type: 'Typ tréninku' });
    await userEvent.click(screen.getByRole('button', { name: 'Uložit trénink' }));
    expect(await screen.findByRole('combobox', { name: 'Délka' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('TrainingForm (en)', () => {
  beforeAll(async () => {
    await act(async () => {
      await activateLocale('en');
      await loadCatalog(validationCatalog);
      await loadCatalog(clubzoneCatalog);
    });
  });
  afterAll(() => activateLocale('cs'));

  it('labels every field in English and validates in English', async () => {
    const form = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Save training' }));
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Training type' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Rival' })).toBeInTheDocument();
    expect(screen.queryByText('Toto pole je povinné.')).not.toBeInTheDocument();
    await fill({ team: 'Team', day: 'Day', time: /^Preferred time/, type: 'Training type' });
    await userEvent.click(screen.getByRole('button', { name: 'Save training' }));
    expect(form.onSubmit).toHaveBeenCalled();
  });
});
