import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiRequest } from '@phc/api-client';
import { auditEntities, type AuditEntry } from '@phc/api-contract';
import { activateLocale, loadCatalog } from '@phc/i18n';
import { renderWithTheme } from '@phc/ui/testing';
import { adminCatalog } from '../catalog';
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

function setup(shown: AuditEntry[] = entries, route = '/audit') {
  api.mockReset();
  api.mockImplementation(async (_endpoint: unknown, input: { query?: { entity?: string } }) => ({
    entries: shown.filter((e) => !input.query?.entity || e.entity === input.query.entity),
    users: [{ id: 7, email: 'matchmaker@demo.test' }],
  }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <AuditPage />
    </QueryClientProvider>,
    { route },
  );
}

/** A hall's edit (a labelled field, a long description) and a seeding pot change the server named the team of. */
const changes: AuditEntry[] = [
  {
    ...entry(11, 'place', 5, 'edit'),
    before: { placeType: 'hall', address: 'Praha', openingDays: [], description: { cs: '', en: '' } },
    after: { placeType: 'accommodation', address: 'Praha', openingDays: [{ day: '2026-07-06', opens: '08:00', closes: '20:00' }], description: { cs: 'Hala '.repeat(30).trim(), en: 'Hall' } },
  },
  { ...entry(12, 'competition', 11, 'pots'), before: { '4': null, '9': 1 }, after: { '4': 2, '9': null }, teamNames: { '4': 'HC Dukla Praha (A I)' } },
  { ...entry(13, 'user', 3, 'disable'), before: { disabled: false }, after: { disabled: true } },
];
const changeOf = (row: HTMLElement) => within(row).getAllByRole('listitem').map((item) => item.textContent);

const whatOf = (row: HTMLElement) => within(row).getAllByRole('cell')[2].textContent;

describe('AuditPage', () => {
  it('names the builder’s, the lots’, the places’ and the import’s rows in words; an action without a label shows as written', async () => {
    setup();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map(whatOf)).toEqual([
      'Soutěž kategorie #11: Nová úroveň soutěže',
      'Soutěž kategorie #11: Losování skupin',
      'Los ve skupině #21: Zapsaný los',
      'Místo #5: Úprava',
      'Soutěž kategorie #11: Koše nasazení',
      'Turnaj: Import turnaje',
      'Soutěž kategorie #11: somethingNew',
    ]);
  });

  it('filters by the builder’s entity', async () => {
    setup();
    await screen.findAllByRole('row');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Entita' }), 'Soutěž kategorie');
    expect(api).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ query: { entity: 'competition' } }));
    expect(await screen.findByText('Soutěž kategorie #11: Nová úroveň soutěže')).toBeInTheDocument();
    expect(screen.queryByText('Místo #5: Úprava')).not.toBeInTheDocument();
  });
});

describe('AuditPage changes in words', () => {
  afterAll(() => act(() => activateLocale('cs')));

  it('labels the fields and says the values in Czech, a long value shortened with its whole text kept', async () => {
    setup(changes);
    const [, hall, pots, user] = await screen.findAllByRole('row');
    const [placeType, openingDays, description] = changeOf(hall);
    expect(placeType).toBe('Druh místa: Hala → Ubytování');
    expect(openingDays).toBe('Otevřeno ve dnech: — → 6. 7. 2026 08:00–20:00');
    expect(description).toContain('Popis: — → Hala Hala');
    expect(within(hall).getByTitle(/^Hala Hala .* \/ Hall$/)).toHaveTextContent(/…/);
    expect(changeOf(pots)).toEqual(['HC Dukla Praha (A I): — → koš 2', 'Tým #9: koš 1 → —']);
    expect(changeOf(user)).toEqual(['Zablokován: ne → ano']);
  });

  it('labels the fields and says the values in English at /en/', async () => {
    await act(async () => {
      await activateLocale('en');
      await loadCatalog(adminCatalog);
    });
    setup(changes, '/en/audit');
    const [, hall, pots, user] = await screen.findAllByRole('row');
    expect(changeOf(hall).slice(0, 2)).toEqual(['Place type: Hall → Accommodation', 'Open on days: — → 6 Jul 2026 08:00–20:00']);
    expect(changeOf(pots)).toEqual(['HC Dukla Praha (A I): — → pot 2', 'Team #9: pot 1 → —']);
    expect(changeOf(user)).toEqual(['Disabled: no → yes']);
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
