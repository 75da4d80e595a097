import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@phc/ui/testing';
import { ClosingPanel, type ClosingPanelProps } from './closing-panel';

const json = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, statusText: '', headers: new Headers(), json: async () => body, text: async () => JSON.stringify(body) });
const protocol = { homeConfirmedAt: null, awayConfirmedAt: null, sealedAt: null, sealedByRefereeId: null };

describe('ClosingPanel', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  function renderPanel(over: Partial<ClosingPanelProps> = {}) {
    const onProtocol = jest.fn();
    const onSealed = jest.fn();
    renderWithTheme(
      <ClosingPanel matchId={7} protocol={protocol} homeName="Dukla" awayName="Sparta" referees={[{ id: 3, firstName: 'Petr', lastName: 'Čermák' }]} pendingEvents={0} onProtocol={onProtocol} onSealed={onSealed} {...over} />,
    );
    return { onProtocol, onSealed, panel: screen.getByRole('region', { name: 'Uzavření zápasu' }) };
  }

  it('a leader confirms the result with the team PIN', async () => {
    fetchMock.mockImplementation(() => json(200, { protocol: { ...protocol, homeConfirmedAt: '2026-04-03T11:00:00.000Z' } }));
    const { panel, onProtocol } = renderPanel();
    await userEvent.type(within(panel).getByLabelText('PIN vedoucího týmu Dukla'), '12341234');
    await userEvent.click(within(panel).getByRole('button', { name: 'Potvrdit výsledek za Dukla' }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/competition/competition-match/7/confirm');
    expect(JSON.parse(init.body as string)).toEqual({ _data: { side: 'home', pin: '12341234' } });
    expect(onProtocol).toHaveBeenCalledWith(expect.objectContaining({ homeConfirmedAt: '2026-04-03T11:00:00.000Z' }));
  });

  it('says a wrong PIN is wrong, and checks the PIN shape before sending', async () => {
    fetchMock.mockImplementation(() => json(400, { error: { status: 400, code: 'validation', message: 'invalid', fields: { '_data.pin': ['invalidPin'] } } }));
    const { panel } = renderPanel();
    await userEvent.type(within(panel).getByLabelText('PIN vedoucího týmu Sparta'), '12');
    await userEvent.click(within(panel).getByRole('button', { name: 'Potvrdit výsledek za Sparta' }));
    expect(within(panel).getByText('PIN má 8 číslic.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(within(panel).getByLabelText('PIN vedoucího týmu Sparta'), '999999');
    await userEvent.click(within(panel).getByRole('button', { name: 'Potvrdit výsledek za Sparta' }));
    expect(await within(panel).findByText('Nesprávný PIN.')).toBeInTheDocument();
  });

  it('shows who confirmed already', () => {
    const { panel } = renderPanel({ protocol: { ...protocol, awayConfirmedAt: '2026-04-03T11:00:00.000Z' } });
    expect(within(panel).getByText(/Výsledek potvrdil vedoucí týmu Sparta/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Potvrdit výsledek za Sparta' })).not.toBeInTheDocument();
  });

  it('the referee seals with their PIN once every event is on the server', async () => {
    fetchMock.mockImplementation(() => json(200, { protocol: { ...protocol, sealedAt: '2026-04-03T11:05:00.000Z', sealedByRefereeId: 3 } }));
    const { panel, onSealed } = renderPanel();
    await userEvent.type(within(panel).getByLabelText('PIN rozhodčího'), '43214321');
    await userEvent.click(within(panel).getByRole('button', { name: 'Zapečetit protokol' }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/competition/competition-match/7/seal');
    expect(JSON.parse(init.body as string)).toEqual({ _data: { refereeId: 3, pin: '43214321' } });
    expect(onSealed).toHaveBeenCalled();
  });

  it('does not seal while events wait to be sent', () => {
    const { panel } = renderPanel({ pendingEvents: 2 });
    expect(within(panel).getByRole('button', { name: 'Zapečetit protokol' })).toBeDisabled();
    expect(within(panel).getByRole('alert')).toHaveTextContent('Nejdřív musí odejít všechny události zápasu na server.');
  });
});
