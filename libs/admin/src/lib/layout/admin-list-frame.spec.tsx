import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@phc/ui/testing';
import { AdminListFrame, AdminTable, type ListQueryState } from './admin-list-frame';

const state = (over: Partial<ListQueryState<string[]>>): ListQueryState<string[]> => ({ data: undefined, isPending: false, isError: false, refetch: jest.fn(), ...over });

function renderFrame(query: ListQueryState<string[]>) {
  return renderWithTheme(
    <AdminListFrame query={query} skeletonHeight="5rem" empty={(rows) => (rows.length === 0 ? { title: 'Žádné haly', description: 'Přidejte první halu.' } : null)}>
      {(rows) => (
        <AdminTable caption="Haly" columns={['Hala', 'Adresa']}>
          {rows.map((row) => (
            <tr key={row}>
              <th scope="row">{row}</th>
              <td>Praha</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminListFrame>,
  );
}

describe('AdminListFrame', () => {
  it('shows a skeleton of the given height while loading, and no list', () => {
    const { container } = renderFrame(state({ isPending: true }));
    expect(container.querySelector('[data-skeleton]')).toHaveStyle({ height: '5rem' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error with a retry that refetches', async () => {
    const query = state({ isError: true });
    renderFrame(query);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the error over data already loaded when a refetch failed', () => {
    renderFrame(state({ isError: true, data: ['Hala A'] }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the empty state when the data has nothing to list', () => {
    renderFrame(state({ data: [] }));
    expect(screen.getByRole('heading', { name: 'Žádné haly' })).toBeInTheDocument();
    expect(screen.getByText('Přidejte první halu.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the rows under a header row of column headers', () => {
    renderFrame(state({ data: ['Hala A', 'Hala B'] }));
    const table = screen.getByRole('table', { name: 'Haly' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Hala', 'Adresa']);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Hala A', 'Hala B']);
    expect(table).toBeInTheDocument();
  });

  it('sorts by a sortable column: the sorted header says its direction, a click asks for its key', async () => {
    const onSort = jest.fn();
    renderWithTheme(
      <AdminTable columns={[{ label: 'Hala', sortKey: 'name' }, { label: 'Kapacita', sortKey: 'size' }, 'Akce']} sort={{ key: 'size', direction: 'desc' }} onSort={onSort}>
        <tr>
          <th scope="row">Hala A</th>
          <td>200</td>
          <td />
        </tr>
      </AdminTable>,
    );
    const [name, size, actions] = screen.getAllByRole('columnheader');
    expect(size).toHaveAttribute('aria-sort', 'descending');
    expect(name).not.toHaveAttribute('aria-sort');
    expect(actions).toHaveTextContent('Akce');
    expect(actions.querySelector('button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Hala/ }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it("makes a labelled table's scroll box a region the keyboard reaches, and leaves an unlabelled one out of the tab order", async () => {
    renderWithTheme(
      <>
        <AdminTable label="Audit log" columns={['Kdy', 'Změna']}>
          <tr>
            <td>27. 11.</td>
            <td>Stav: Nová → Schválená</td>
          </tr>
        </AdminTable>
        <AdminTable columns={['Hala']}>
          <tr>
            <td>Hala A</td>
          </tr>
        </AdminTable>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Audit log' });
    expect(region).toContainElement(screen.getByRole('cell', { name: 'Stav: Nová → Schválená' }));
    await userEvent.tab();
    expect(region).toHaveFocus();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });
});

