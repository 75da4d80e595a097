import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@phc/ui/testing';
import { polyfillDialog } from './dialog-polyfill.testing';
import { sendWalkover } from './protocol-api';
import { WalkoverDialog } from './walkover-dialog';

beforeAll(polyfillDialog);

const match = { id: 7, competitionGroupId: 3, homeTeamId: 11, awayTeamId: 12, homeTeamCompetitionGroupId: null, awayTeamCompetitionGroupId: null, homeSourcePosition: null, awaySourcePosition: null, day: '2026-04-06', time: '10:00', startsAt: '2026-04-06T10:00:00.000Z', placeId: 4, state: 'finished', homeScore: 0, awayScore: 20, walkOver: 'away', stageId: null, updatedAt: '2026-04-06T08:00:00.000Z' };
// The network edge only: what fetch answers.
const json = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, statusText: '', headers: new Headers(), json: async () => body, text: async () => JSON.stringify(body) });

describe('WalkoverDialog', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  function renderDialog(sport: 'basketball' | 'volleyball' | 'handball' = 'basketball') {
    const onClose = jest.fn();
    renderWithTheme(<WalkoverDialog open sport={sport} homeName="Dukla" awayName="Sparta" onConfirm={async (type) => void (await sendWalkover(7, type))} onClose={onClose} />);
    return { onClose, dialog: screen.getByRole('dialog', { name: 'Kontumace' }) };
  }

  it('shows the sport score of each outcome', () => {
    const { dialog } = renderDialog('basketball');
    expect(within(dialog).getByRole('radio', { name: 'Ve prospěch Dukla (20:0)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Ve prospěch Sparta (0:20)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Proti oběma (0:0)' })).toBeInTheDocument();
  });

  it('asks for confirmation, then sends the type in lower case', async () => {
    fetchMock.mockImplementation(() => json(200, { match }));
    const { dialog, onClose } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Ve prospěch Sparta (0:20)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pokračovat' }));
    expect(fetchMock).not.toHaveBeenCalled();
    const question = screen.getByRole('alertdialog', { name: 'Kontumace' });
    expect(question).toHaveTextContent('Opravdu zapsat kontumaci Ve prospěch Sparta (0:20)?');
    await userEvent.click(within(question).getByRole('button', { name: 'Potvrdit kontumaci' }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/competition/competition-match/7/walkover');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ _data: { walkOverType: 'away' } });
    expect(onClose).toHaveBeenCalled();
  });

  it('needs a choice before it continues', async () => {
    const { dialog } = renderDialog('volleyball');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pokračovat' }));
    expect(within(dialog).getByText('Vyberte, pro koho je kontumace.')).toBeInTheDocument();
  });

  it('says so when the server refuses', async () => {
    fetchMock.mockImplementation(() => json(409, { error: { status: 409, code: 'sealed', message: 'sealed' } }));
    const { dialog, onClose } = renderDialog('handball');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Proti oběma (0:0)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pokračovat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Potvrdit kontumaci' }));
    expect(await screen.findByText('Kontumaci se nepodařilo uložit.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
