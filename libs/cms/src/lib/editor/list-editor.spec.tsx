import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { renderWithTheme } from '@phc/ui/testing';
import { TextField } from './form-fields';
import { FieldList, ValueList } from './list-editor';

type Values = { people: { name: string }[]; links: string[] };

let latest: Values | null = null;

function Harness({ people, links = [], max }: { people: string[]; links?: string[]; max?: number }) {
  const methods = useForm<Values>({ defaultValues: { people: people.map((name) => ({ name })), links } });
  latest = methods.watch();
  return (
    <FormProvider {...methods}>
      <FieldList
        name="people"
        legend="Lidé"
        itemLabel={(index) => `Člověk ${index + 1}`}
        newItem={() => ({ name: '' })}
        addLabel="Přidat člověka"
        max={max}
        renderItem={(path) => <TextField name={`${path}.name`} label="Jméno" />}
      />
      <ValueList
        name="links"
        legend="Odkazy"
        itemLabel={(index) => `Odkaz ${index + 1}`}
        newItem={() => '/'}
        addLabel="Přidat odkaz"
        renderItem={(path) => <TextField name={path} label="Adresa" />}
      />
    </FormProvider>
  );
}

const names = () => screen.getAllByRole('textbox', { name: /Jméno/ }).map((input) => (input as HTMLInputElement).value);

describe('ListEditor', () => {
  it('adds an item at the end and puts the focus in its first field', async () => {
    renderWithTheme(<Harness people={['Anna']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Přidat člověka' }));
    const added = screen.getByRole('group', { name: 'Člověk 2' });
    expect(within(added).getByRole('textbox', { name: /Jméno/ })).toHaveFocus();
    await userEvent.keyboard('Bára');
    expect(latest?.people).toEqual([{ name: 'Anna' }, { name: 'Bára' }]);
  });

  it('moves an item by keyboard, keeps the focus on it and announces where it went', async () => {
    renderWithTheme(<Harness people={['Anna', 'Bára', 'Cyril']} />);
    screen.getByRole('button', { name: 'Posunout níž: Člověk 1' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(names()).toEqual(['Bára', 'Anna', 'Cyril']);
    expect(screen.getByRole('button', { name: 'Posunout níž: Člověk 2' })).toHaveFocus();
    expect(screen.getByText('Přesunuto na pozici 2 z 3.')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(names()).toEqual(['Bára', 'Cyril', 'Anna']);
    // At the bottom the down button is disabled: the focus stays in the item on its up button.
    expect(screen.getByRole('button', { name: 'Posunout níž: Člověk 3' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Posunout výš: Člověk 3' })).toHaveFocus();
    expect(latest?.people.map((p) => p.name)).toEqual(['Bára', 'Cyril', 'Anna']);
  });

  it('cannot move the first item up or the last one down', () => {
    renderWithTheme(<Harness people={['Anna', 'Bára']} />);
    expect(screen.getByRole('button', { name: 'Posunout výš: Člověk 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Posunout níž: Člověk 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Posunout níž: Člověk 1' })).toBeEnabled();
  });

  it('removes an item, keeps the others with what was typed and returns the focus to the add button', async () => {
    renderWithTheme(<Harness people={['Anna', 'Bára', 'Cyril']} />);
    await userEvent.type(screen.getAllByRole('textbox', { name: /Jméno/ })[2], ' Novák');
    await userEvent.click(screen.getByRole('button', { name: 'Odebrat: Člověk 2' }));
    expect(names()).toEqual(['Anna', 'Cyril Novák']);
    expect(screen.getByRole('button', { name: 'Přidat člověka' })).toHaveFocus();
    expect(latest?.people).toEqual([{ name: 'Anna' }, { name: 'Cyril Novák' }]);
  });

  it('stops adding at the schema’s limit and says when the list is empty', async () => {
    renderWithTheme(<Harness people={[]} max={1} />);
    expect(within(screen.getByRole('group', { name: 'Lidé' })).getByText('Zatím žádné položky.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Přidat člověka' }));
    expect(screen.getByRole('button', { name: 'Přidat člověka' })).toBeDisabled();
  });

  it('edits a list of plain values: add, move and remove', async () => {
    renderWithTheme(<Harness people={[]} links={['/a', '/b']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Posunout výš: Odkaz 2' }));
    expect(latest?.links).toEqual(['/b', '/a']);
    expect(screen.getAllByRole('textbox', { name: /Adresa/ }).map((i) => (i as HTMLInputElement).value)).toEqual(['/b', '/a']);
    await userEvent.click(screen.getByRole('button', { name: 'Přidat odkaz' }));
    expect(latest?.links).toEqual(['/b', '/a', '/']);
    await userEvent.click(screen.getByRole('button', { name: 'Odebrat: Odkaz 1' }));
    expect(latest?.links).toEqual(['/a', '/']);
  });
});
