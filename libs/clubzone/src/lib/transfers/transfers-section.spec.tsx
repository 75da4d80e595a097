import { Suspense } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@phc/api-client';
import { webEndpoints, type ConfigValue, type Transfer } from '@phc/api-contract';
import { AlertHost, ConfirmHost, useAlertStore } from '@phc/ui';
import { mockModalDialogs, renderWithTheme } from '@phc/ui/testing';
import { clubzoneKeys } from '../account/club-queries';
import { TransfersSection } from './transfers-section';

// The network edge is apiRequest; the section, its dialog, the form and the page's alerts are real.
jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn() }));
const api = apiRequest as unknown as jest.Mock;

beforeAll(mockModalDialogs);
beforeEach(() => {
  api.mockReset();
  useAlertStore.setState({ alerts: [] });
});

/** The tournament starts on 2 April 2026; transfers stay editable far into the future. */
const configurations: ConfigValue[] = [
  { key: 'tournament_start_date', dataType: 'datetime', value: '2026-04-02T00:00:00Z', format: 'date' },
  { key: 'transfers_editable_till', dataType: 'datetime', value: '2099-01-01T00:00:00Z', format: null },
];

const transfer: Transfer = {
  id: 7,
  clubId: 1,
  day: '2026-04-01',
  time: '14:30',
  transferType: 'arrival_airport',
  persons: 18,
  flightNumber: null,
  landingTime: null,
  note: null,
  state: 'unconfirmed',
};

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(clubzoneKeys.transfers(1), [transfer]);
  renderWithTheme(
    <QueryClientProvider client={client}>
      <Suspense>
        <TransfersSection clubId={1} configurations={configurations} canWrite />
      </Suspense>
      <ConfirmHost />
      <AlertHost />
    </QueryClientProvider>,
    { route: '/clubzone' },
  );
}

/** What is said aloud as an alert: the page's empty alert region (behind the modal dialog) says nothing. */
const spokenAlerts = () => screen.queryAllByRole('alert').filter((region) => region.textContent);

async function editAndSave() {
  await userEvent.click(screen.getByRole('button', { name: 'Upravit' }));
  const dialog = screen.getByRole('dialog', { name: 'Upravit transfer' });
  const note = within(dialog).getByRole('textbox', { name: 'Poznámka' });
  await userEvent.type(note, 'Velká zavazadla');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit transfer' }));
  return { dialog, note };
}

describe('TransfersSection: a failed save', () => {
  it('says once that the organiser confirmed the transfer meanwhile (409), in the form, and keeps what was typed', async () => {
    api.mockRejectedValueOnce(new ApiError(409, 'conflict', 'Confirmed'));
    renderSection();
    const { dialog, note } = await editAndSave();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Transfer mezitím potvrdil organizátor, už ho nelze měnit.');
    expect(screen.queryByText('Transfer se nepodařilo uložit.')).toBeNull();
    expect(spokenAlerts()).toHaveLength(1);
    expect(useAlertStore.getState().alerts).toEqual([]);
    expect(note).toHaveValue('Velká zavazadla');
    expect(api).toHaveBeenCalledWith(webEndpoints.transferUpdate, { params: { clubId: 1, id: 7 }, body: expect.objectContaining({ note: 'Velká zavazadla' }) });
  });

  it("puts a 400's field errors on their fields and says nothing else", async () => {
    api.mockRejectedValueOnce(new ApiError(400, 'validation', 'Invalid body', { day: ['date'] }));
    renderSection();
    const { dialog, note } = await editAndSave();
    expect(await within(dialog).findByLabelText(/^Den/)).toHaveAttribute('aria-invalid', 'true');
    expect(spokenAlerts()).toHaveLength(0);
    expect(useAlertStore.getState().alerts).toEqual([]);
    expect(note).toHaveValue('Velká zavazadla');
  });

  it('tells a closed window (403) once, in the form', async () => {
    api.mockRejectedValueOnce(new ApiError(403, 'forbidden', 'Closed'));
    renderSection();
    const { dialog } = await editAndSave();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Transfery už nelze měnit.');
    expect(spokenAlerts()).toHaveLength(1);
    expect(useAlertStore.getState().alerts).toEqual([]);
  });

  it('closes the dialog and says "saved" once the server accepts it', async () => {
    api.mockResolvedValueOnce(transfer);
    renderSection();
    await editAndSave();
    expect(useAlertStore.getState().alerts.map((alert) => alert.message)).toEqual(['Transfer byl uložen.']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
