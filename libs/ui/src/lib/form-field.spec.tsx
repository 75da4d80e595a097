import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './test-utils';
import { Checkbox, Field, Select, TextInput } from './form-field';

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
    expect(box).toHaveAccessibleDescription('Bez souhlasu nelze pokračovat');
    await userEvent.click(box);
    expect(box).toBeChecked();
  });
});
