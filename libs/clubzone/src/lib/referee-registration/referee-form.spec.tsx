import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RefereeRegistrationBody } from '@phc/api-contract';
import { ApiError } from '@phc/api-client';
import { renderWithTheme } from '@phc/ui/testing';
import { RefereeForm, refereeDraftKey } from './referee-form';

jest.setTimeout(30_000);

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
}

async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, value: string) {
  await user.click(element);
  await user.paste(value);
}

function renderForm(ageYear = new Date().getFullYear()) {
  const onSubmit = jest.fn<Promise<void>, [RefereeRegistrationBody]>().mockResolvedValue(undefined);
  const storage = memoryStorage();
  renderWithTheme(<RefereeForm shirtSizes={['XS', 'S', 'M', 'L', 'XL', 'XXL']} ageYear={ageYear} onSubmit={onSubmit} storage={storage} />, { route: '/registrace-rozhodci' });
  return { onSubmit, storage };
}

async function fillReferee(user: ReturnType<typeof userEvent.setup>, birthYear: string) {
  await fill(user, screen.getByRole('textbox', { name: 'Jméno' }), 'Petr');
  await fill(user, screen.getByRole('textbox', { name: 'Příjmení' }), 'Čermák');
  await fill(user, screen.getByRole('textbox', { name: 'E-mail' }), 'petr@example.test');
  await fill(user, screen.getByRole('textbox', { name: 'Telefon' }), '+420 602 111 222');
  await fill(user, screen.getByRole('spinbutton', { name: 'Rok narození' }), birthYear);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Velikost trička' }), 'L');
  await user.click(screen.getByRole('radio', { name: 'Jiné' }));
  await fill(user, screen.getByRole('textbox', { name: 'Nejvyšší soutěž, kterou pískáte' }), '1. liga');
  await user.click(screen.getByRole('checkbox', { name: /Souhlasím/ }));
}

describe('RefereeForm', () => {
  it('refuses a referee under 18 with a clear message on the birth year', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderForm();
    await fillReferee(user, String(new Date().getFullYear() - 16));
    await user.click(screen.getByRole('button', { name: 'Odeslat registraci' }));
    expect(await screen.findByText('Rozhodčí musí být starší 18 let.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Rok narození' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts the age in the tournament year it is given, not the current year', async () => {
    const user = userEvent.setup({ delay: null });
    const tournamentYear = new Date().getFullYear() + 1;
    const { onSubmit } = renderForm(tournamentYear);
    // 17 now, 18 in the tournament's year: the server takes this referee, so the form does too.
    await fillReferee(user, String(tournamentYear - 18));
    await user.click(screen.getByRole('button', { name: 'Odeslat registraci' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].birthYear).toBe(tournamentYear - 18);
  });

  it('sends the parsed registration, keeps the draft until then, and shows a server refusal', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit, storage } = renderForm();
    expect(screen.getByRole('radiogroup', { name: /Pohlaví/ })).toHaveAttribute('aria-required', 'true');
    await fillReferee(user, '1990');
    expect(storage.data.get(refereeDraftKey)).toContain('Čermák');
    onSubmit.mockRejectedValueOnce(new ApiError(403, 'registration_closed', 'closed'));
    await user.click(screen.getByRole('button', { name: 'Odeslat registraci' }));
    expect(await screen.findByText('Registrace rozhodčích je uzavřena.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Odeslat registraci' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0]).toMatchObject({ firstName: 'Petr', birthYear: 1990, gender: 'other', shirtSize: 'L', highestCompetition: '1. liga', wantsAccommodation: false, colleagueRequest: null, termsConsent: true });
    await waitFor(() => expect(storage.data.has(refereeDraftKey)).toBe(false));
  });
});
