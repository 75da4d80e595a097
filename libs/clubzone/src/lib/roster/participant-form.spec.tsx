import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { ApiError } from '@phc/api-client';
import { activateLocale, loadCatalog, validationCatalog } from '@phc/i18n';
import { renderWithTheme } from '@phc/ui/testing';
import { birthYearProblem } from '@phc/api-contract';
import { clubzoneCatalog } from '../catalog';
import { ParticipantForm, type ParticipantFormProps } from './participant-form';

const adultFrom = (year: number | null) => year !== null && year <= 2008;

function setup(over: Partial<ParticipantFormProps> = {}) {
  const onSubmit = jest.fn(async () => undefined);
  const onCancel = jest.fn();
  renderWithTheme(<ParticipantForm floorball={false} mayLead={adultFrom} minimumLeaderAge={18} onSubmit={onSubmit} onCancel={onCancel} {...over} />);
  return { onSubmit, onCancel };
}

beforeAll(async () => {
  await activateLocale('cs');
  await loadCatalog(validationCatalog);
});

describe('ParticipantForm (cs)', () => {
  it('names every missing required field with the SPEC §5 messages and sends nothing', async () => {
    const form = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Uložit účastníka' }));
    expect(await screen.findByText('Jméno je povinné.')).toBeInTheDocument();
    expect(screen.getByText('Příjmení je povinné.')).toBeInTheDocument();
    expect(screen.getByText('Rok narození je povinný.')).toBeInTheDocument();
    expect(screen.getByText('Pohlaví je povinné.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Jméno/ })).toHaveAttribute('aria-invalid', 'true');
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('offers the leader flag only from the configured age, and sends the contract input', async () => {
    const form = setup();
    await userEvent.type(screen.getByRole('textbox', { name: /^Jméno/ }), 'Jan');
    await userEvent.type(screen.getByRole('textbox', { name: /^Příjmení/ }), 'Novák');
    const year = screen.getByRole('spinbutton', { name: /^Rok narození/ });
    await userEvent.type(year, '2012');
    expect(screen.getByRole('checkbox', { name: 'Vedoucí týmu' })).toBeDisabled();
    expect(screen.getByText('Vedoucím může být jen účastník, kterému je v roce turnaje alespoň 18 let.')).toBeInTheDocument();
    await userEvent.clear(year);
    await userEvent.type(year, '1990');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vedoucí týmu' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Neurčeno' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Číslo dresu' }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit účastníka' }));
    expect(form.onSubmit).toHaveBeenCalledWith({ firstName: 'Jan', lastName: 'Novák', birthYear: 1990, gender: 'I', isLeader: true, jerseyNumber: 7, tournamentSpecificAttributes: { captain: false, goalkeeper: false } });
  });

  it('refuses a year of birth in the future or too young for every category, by the rule the server applies', async () => {
    // The demo's youngest category E is born 2015–2016; playing up one category, 2018 is the youngest.
    const categories = [{ birthYearFrom: 2007, birthYearTo: 2008 }, { birthYearFrom: 2015, birthYearTo: 2016 }];
    const now = new Date('2026-04-02T08:41:00Z');
    const form = setup({ birthYearProblem: (year, isLeader) => birthYearProblem(year, { now, categories, isLeader }) });
    await userEvent.type(screen.getByRole('textbox', { name: /^Jméno/ }), 'Jan');
    await userEvent.type(screen.getByRole('textbox', { name: /^Příjmení/ }), 'Novák');
    await userEvent.click(screen.getByRole('radio', { name: 'Muž' }));
    const year = screen.getByRole('spinbutton', { name: /^Rok narození/ });
    await userEvent.type(year, '2031');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit účastníka' }));
    expect(await screen.findByText('Rok narození nemůže být v budoucnosti.')).toBeInTheDocument();
    expect(year).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(year);
    await userEvent.type(year, '2020');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit účastníka' }));
    expect(await screen.findByText('Tak mladý hráč nehraje v žádné kategorii turnaje.')).toBeInTheDocument();
    expect(form.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(year);
    await userEvent.type(year, '2013');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit účastníka' }));
    expect(form.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ birthYear: 2013 }));
  });

  it('has captain and goalkeeper only in floorball', async () => {
    setup();
    expect(screen.queryByRole('checkbox', { name: 'Kapitán' })).not.toBeInTheDocument();
  });

  it('shows captain and goalkeeper in floorball and sends them', async () => {
    const form = setup({ floorball: true, initial: { firstName: 'Eva', lastName: 'Malá', birthYear: '2012', gender: 'F', isLeader: false, jerseyNumber: '', captain: false, goalkeeper: false } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Brankář' }));
    await userEvent.click(screen.getByRole('button', { name: 'Uložit účastníka' }));
    expect(form.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ jerseyNumber: null, tournamentSpecificAttributes: { captain: false, goalkeeper: true } }));
  });

  it("puts the server's field codes on the fields, and says it could not save otherwise", async () => {
    const failing = jest.fn().mockRejectedValueOnce(new ApiError(400, 'validation', 'Bad', { lastName: ['tooLong'] })).mockRejectedValueOnce(new ApiError(500, 'internal', 'Boom'));
    setup({ onSubmit: failing, initial: { firstName: 'Eva', lastName: 'Malá', birthYear: '2012', gender: 'F', isLeader: false, jerseyNumber: '', captain: false, goalkeeper: false } });
    await userEvent.click(screen.getByRole('button', { name: 'Uložit účastníka' }));
    expect(await screen.findByRole('textbox', { name: /^Příjmení/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit účastníka' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Účastníka se nepodařilo uložit.');
  });
});

describe('ParticipantForm (en)', () => {
  beforeAll(async () => {
    await act(async () => {
      await activateLocale('en');
      await loadCatalog(validationCatalog);
      await loadCatalog(clubzoneCatalog);
    });
  });
  afterAll(() => activateLocale('cs'));

  it('speaks English: labels and the SPEC §5 messages', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Save participant' }));
    expect(await screen.findByText('First name is mandatory.')).toBeInTheDocument();
    expect(screen.getByText('Last name is mandatory.')).toBeInTheDocument();
    expect(screen.getByText('Birth year is mandatory.')).toBeInTheDocument();
    expect(screen.getByText('Gender is mandatory.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Indeterminate' })).toBeInTheDocument();
    expect(i18n.locale).toBe('en');
  });
});
