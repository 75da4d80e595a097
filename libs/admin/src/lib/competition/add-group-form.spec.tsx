import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@phc/api-client';
import { renderWithTheme } from '@phc/ui/testing';
import { AddGroupForm } from './add-group-form';

describe('AddGroupForm', () => {
  it('sends the name and empties the field for the next group', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderWithTheme(<AddGroupForm onSubmit={onSubmit} />);
    const name = screen.getByRole('textbox', { name: /Název nové skupiny/ });
    await userEvent.type(name, 'EX – D');
    await userEvent.click(screen.getByRole('button', { name: 'Přidat skupinu' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'EX – D' });
    expect(name).toHaveValue('');
  });

  it('sends no empty name, and shows a taken name on the field with what was typed kept', async () => {
    const onSubmit = jest.fn(async () => Promise.reject(new ApiError(400, 'validation', 'taken', { name: ['taken'] })));
    renderWithTheme(<AddGroupForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Přidat skupinu' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: /Název nové skupiny/ });
    await userEvent.type(name, 'EX – A');
    await userEvent.click(screen.getByRole('button', { name: 'Přidat skupinu' }));
    expect(await screen.findByText('Skupina s tímto názvem už v kategorii je.')).toBeInTheDocument();
    expect(name).toHaveValue('EX – A');
  });
});
