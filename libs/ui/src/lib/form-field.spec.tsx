import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { renderWithTheme } from '../test-utils';
import { Checkbox, Field, RadioGroup, Select, Textarea, TextInput } from './form-field';

describe('Field', () => {
  it('puts the required asterisk after the label and marks the input required', () => {
    renderWithTheme(
      <Field label="Jméno" required>
        <TextInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Jméno' });
    expect(input).toHaveAttribute('aria-required', 'true');
    const label = screen.getByText('Jméno').closest('label');
    expect(label?.textContent).toBe('Jméno*');
    expect(label?.lastElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no asterisk when the field is optional', () => {
    renderWithTheme(
      <Field label="Poznámka">
        <TextInput />
      </Field>,
    );
    expect(screen.getByText('Poznámka').closest('label')?.textContent).toBe('Poznámka');
    expect(screen.getByRole('textbox', { name: 'Poznámka' })).not.toHaveAttribute('aria-required');
  });

  it('links the error message to the input and marks it invalid', () => {
    renderWithTheme(
      <Field label="Telefon" hint="Např. +420 777 888 999" error="Zadejte telefon v mezinárodním formátu">
        <TextInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Telefon' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Např. +420 777 888 999 Zadejte telefon v mezinárodním formátu');
  });

  it('keeps the id and description the control already had', () => {
    renderWithTheme(
      <>
        <p id="rules">Jen písmena</p>
        <Field label="Přezdívka" hint="Zobrazí se na soupisce">
          <TextInput id="nick" aria-describedby="rules" />
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Přezdívka' });
    expect(input).toHaveAttribute('id', 'nick');
    expect(input).toHaveAccessibleDescription('Jen písmena Zobrazí se na soupisce');
  });

  it('keeps what the user typed', async () => {
    renderWithTheme(
      <Field label="Klub">
        <TextInput />
      </Field>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Klub' }), 'HC Dukla');
    expect(screen.getByRole('textbox', { name: 'Klub' })).toHaveValue('HC Dukla');
  });
});

describe('Select and Checkbox', () => {
  it('offers the options with a placeholder', async () => {
    renderWithTheme(
      <Field label="Kategorie" required>
        <Select placeholder="Vyberte" options={[{ value: 'A', label: 'A chlapci' }, { value: 'B', label: 'B dívky' }]} />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Kategorie' });
    await userEvent.selectOptions(select, 'B');
    expect(select).toHaveValue('B');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('labels the checkbox on the right with the asterisk after the label', async () => {
    renderWithTheme(<Checkbox label="Souhlasím s podmínkami" required error="Bez souhlasu nelze pokračovat" />);
    const box = screen.getByRole('checkbox', { name: /Souhlasím s podmínkami/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription('Bez souhlasu nelze pokračovat');
    const label = screen.getByText('Souhlasím s podmínkami').closest('label') as HTMLLabelElement;
    expect(label.textContent).toBe('Souhlasím s podmínkami*');
    expect(box.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(box);
    expect(box).toBeChecked();
  });
});

describe('RadioGroup', () => {
  const genders = [
    { value: 'M', label: 'Muž' },
    { value: 'F', label: 'Žena' },
  ];

  it('is a radio group named by its legend, with the asterisk after it', async () => {
    const onValueChange = jest.fn();
    renderWithTheme(<RadioGroup legend="Pohlaví" name="gender" options={genders} required error="Vyberte pohlaví" onValueChange={onValueChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Pohlaví' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Vyberte pohlaví');
    expect(group.querySelector('legend')?.textContent).toBe('Pohlaví*');
    await userEvent.click(screen.getByRole('radio', { name: 'Žena' }));
    expect(onValueChange).toHaveBeenCalledWith('F');
  });

  it('shows the controlled value', () => {
    renderWithTheme(<RadioGroup legend="Pohlaví" name="gender" options={genders} value="M" onValueChange={jest.fn()} />);
    expect(screen.getByRole('radio', { name: 'Muž' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Žena' })).not.toBeChecked();
  });
});

describe('with react-hook-form and a valibot schema', () => {
  const PlayerSchema = v.object({
    firstName: v.pipe(v.string(), v.trim(), v.minLength(1, 'Zadejte jméno')),
    note: v.string(),
    category: v.picklist(['A', 'B'], 'Vyberte kategorii'),
    gender: v.picklist(['M', 'F'], 'Vyberte pohlaví'),
    terms: v.pipe(v.boolean(), v.value(true, 'Bez souhlasu nelze pokračovat')),
  });
  type Player = v.InferOutput<typeof PlayerSchema>;

  function PlayerForm({ onSubmit }: { onSubmit: (player: Player) => void }) {
    const {
      register,
      handleSubmit,
      formState: { errors },
    } = useForm({ resolver: valibotResolver(PlayerSchema), defaultValues: { firstName: '', note: '', terms: false } });
    return (
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Field label="Jméno" required error={errors.firstName?.message}>
          <TextInput {...register('firstName')} />
        </Field>
        <Field label="Poznámka" hint="Nepovinné">
          <Textarea {...register('note')} />
        </Field>
        <Field label="Kategorie" required error={errors.category?.message}>
          <Select placeholder="Vyberte" options={[{ value: 'A', label: 'A chlapci' }, { value: 'B', label: 'B dívky' }]} {...register('category')} />
        </Field>
        <RadioGroup legend="Pohlaví" required options={[{ value: 'M', label: 'Muž' }, { value: 'F', label: 'Žena' }]} error={errors.gender?.message} {...register('gender')} />
        <Checkbox label="Souhlasím s podmínkami" required error={errors.terms?.message} {...register('terms')} />
        <button type="submit">Uložit</button>
      </form>
    );
  }

  it('shows each schema message on its field and submits nothing', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<PlayerForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByRole('textbox', { name: 'Jméno' })).toHaveAccessibleDescription('Zadejte jméno');
    expect(screen.getByRole('textbox', { name: 'Jméno' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Kategorie' })).toHaveAccessibleDescription('Vyberte kategorii');
    expect(screen.getByRole('radiogroup', { name: 'Pohlaví' })).toHaveAccessibleDescription('Vyberte pohlaví');
    expect(screen.getByRole('checkbox', { name: /Souhlasím/ })).toHaveAccessibleDescription('Bez souhlasu nelze pokračovat');
    expect(screen.getByRole('textbox', { name: 'Poznámka' })).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits what the user entered through every field', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<PlayerForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Jméno' }), ' Jana ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Poznámka' }), 'Brankářka');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kategorie' }), 'B');
    await userEvent.click(screen.getByRole('radio', { name: 'Žena' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Souhlasím/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ firstName: 'Jana', note: 'Brankářka', category: 'B', gender: 'F', terms: true });
  });
});
