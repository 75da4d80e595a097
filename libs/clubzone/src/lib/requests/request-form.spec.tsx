import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@phc/api-client';
import { activateLocale, loadCatalog, validationCatalog } from '@phc/i18n';
import { renderWithTheme } from '@phc/ui/testing';
import { clubzoneCatalog } from '../catalog';
import { RequestForm, type RequestFormProps } from './request-form';

const participants = [
  { id: 9, label: 'Novák Jan (2010)' },
  { id: 10, label: 'Malá Eva (2012)' },
];
const teams = [
  { id: 3, label: 'C I' },
  { id: 4, label: 'D I' },
];

function setup(over: Partial<RequestFormProps> = {}, route = '/zadosti/tym') {
  const onSubmit = jest.fn(async () => undefined);
  renderWithTheme(<RequestForm participants={participants} teams={teams} onSubmit={onSubmit} onCancel={jest.fn()} {...over} />, { route });
  return { onSubmit };
}

beforeAll(async () => {
  await activateLocale('cs');
  await loadCatalog(validationCatalog);
});

describe('RequestForm (cs)', () => {
  it('needs a participant, a team and a reason', async () => {
    const form = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat žádost' }));
    expect(await screen.findAllByText('Toto pole je povinné.')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: /^Účastník/ })).toHaveAttribute('aria-invalid', 'true');
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('sends the participant and team it was opened for, with the reason', async () => {
    const form = setup({ initial: { participantId: '9', teamId: '4' } });
    expect(screen.getByRole('combobox', { name: /^Tým/ })).toHaveValue('4');
    await userEvent.type(screen.getByRole('textbox', { name: /^Důvod žádosti/ }), 'Hraje se sestrou.');
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat žádost' }));
    expect(form.onSubmit).toHaveBeenCalledWith({ competitionParticipant: { id: 9 }, team: { id: 4 }, requestReason: 'Hraje se sestrou.' });
  });

  it('links the exception conditions page', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Podmínky výjimek' })).toHaveAttribute('href', '/podminky-vyjimek');
  });

  it("shows the server's reasons one by one, or the generic error", async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'validation', 'Bad', { requestReason: ['tooLong'], 'team.id': ['invalid'] }))
      .mockRejectedValueOnce(new ApiError(403, 'closed', 'Closed'))
      .mockRejectedValueOnce(new Error('network'));
    setup({ onSubmit, initial: { participantId: '9', teamId: '3', requestReason: 'Důvod' } });
    const send = () => userEvent.click(screen.getByRole('button', { name: 'Odeslat žádost' }));
    await send();
    expect(within(await screen.findByRole('alert')).getAllByText(/./)).toHaveLength(2);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Podávání žádostí o výjimky je uzavřeno.');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Chyba!');
  });
});

describe('RequestForm (en)', () => {
  beforeAll(async () => {
    await act(async () => {
      await activateLocale('en');
      await loadCatalog(validationCatalog);
      await loadCatalog(clubzoneCatalog);
    });
  });
  afterAll(() => activateLocale('cs'));

  it('speaks English, errors included', async () => {
    const onSubmit = jest.fn().mockRejectedValueOnce(new Error('x'));
    setup({ onSubmit }, '/en/zadosti/tym');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Exception conditions' })).toHaveAttribute('href', '/en/podminky-vyjimek');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Participant/ }), '10');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Team/ }), '3');
    await userEvent.type(screen.getByRole('textbox', { name: /^Reason for the request/ }), 'Sister');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error!');
  });
});
