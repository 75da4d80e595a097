import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiRequest } from '@phc/api-client';
import { auditEntities, type AuditEntry } from '@phc/api-contract';
import { renderWithTheme } from '@phc/ui/testing';
import { auditActionLabel, auditEntityLabel } from './audit-labels';
import { AuditPage } from './audit-page';

jest.mock('@phc/api-client', () => ({ ...jest.requireActual('@phc/api-client'), apiRequest: jest.fn() }));
const api = apiRequest as unknown as jest.Mock;

const entry = (id: number, entity: string, entityId: number, action: string): AuditEntry => ({
  id,
  at: '2026-04-05T10:00:00.000Z',
  userId: 7,
  userEmail: 'matchmaker@demo.test',
  entity,
  entityId,
  action,
  before: null,
  after: { name: 'x' },
});
const entries = [
  entry(1, 'competition', 11, 'levelCreate'),
  entry(2, 'competition', 11, 'draw'),
  entry(3, 'groupLots', 21, 'draw'),
  entry(4, 'place', 5, 'edit'),
  entry(5, 'competition', 11, 'pots'),
  entry(6, 'tournament', 0, 'import'),
  entry(7, 'competition', 11, 'somethingNew'),
];

function setup() {
  api.mockReset();
  api.mockImplementation(async (_endpoint: unknown, input: { query?: { entity?: string } }) => ({
    entries: entries.filter((e) => !input.query?.entity || e.entity === input.query.entity),
    users: [{ id: 7, email: 'matchmaker@demo.test' }],
  }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <AuditPage />
    </QueryClientProvider>,
    { route: '/audit' },
  );
}

const whatOf = (row: HTMLElement) => within(row).getAllByRole('cell')[2].textContent;

describe('AuditPage', () => {
  it('names the builder’s, the lots’, the places’ and the import’s rows in words; an action without a label shows as written', async () => {
    setup();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map(whatOf)).toEqual([
      'Soutěž kategorie 11: Nová úroveň soutěže',
      'Soutěž kategorie 11: Losování skupin',
      'Los ve skupině 21: Zapsaný los',
      'Místo 5: Úprava',
      'Soutěž kategorie 11: Koše nasazení',
      'Turnaj 0: Import turnaje',
      'Soutěž kategorie 11: somethingNew',
    ]);
  });

  it('filters by the builder’s entity', async () => {
    setup();
    await screen.findAllByRole('row');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Entita' }), 'Soutěž kategorie');
    expect(api).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ query: { entity: 'competition' } }));
    expect(await screen.findByText('Soutěž kategorie 11: Nová úroveň soutěže')).toBeInTheDocument();
    expect(screen.queryByText('Místo 5: Úprava')).not.toBeInTheDocument();
  });
});

describe('audit labels', () => {
  it('labels every entity the contract lists and every action the builder, lots, import and places write', () => {
    for (const entity of auditEntities) expect(auditEntityLabel(entity)).not.toBeNull();
    const written = {
      competition: ['draw', 'group', 'groupDelete', 'move', 'playoffs', 'schedule', 'publish', 'matchSlot', 'levelCreate', 'levelEdit', 'levelDelete', 'pots'],
      groupLots: ['draw', 'clear'],
      categoryTieBreak: ['procedure'],
      tournament: ['import'],
      place: ['create', 'edit', 'delete', 'reporter', 'refereeDay'],
    };
    for (const [entity, actions] of Object.entries(written)) for (const action of actions) expect([entity, action, auditActionLabel(entity, action)]).not.toContainEqual(null);
    expect(auditEntityLabel('unknown')).toBeNull();
  });
});
