import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { FormActions } from './form-actions';

function renderInForm(props: Parameters<typeof FormActions>[0]) {
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  renderWithTheme(
    <form aria-label="Trénink" onSubmit={onSubmit}>
      <FormActions {...props} />
    </form>,
  );
  return onSubmit;
}

describe('FormActions', () => {
  it('submits the form with its submit button and cancels with the other, which does not submit', async () => {
    const onCancel = jest.fn();
    const onSubmit = renderInForm({ submitLabel: 'Uložit trénink', onCancel });
    await userEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Uložit trénink' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('names the cancel button as asked, and has none without onCancel', () => {
    renderInForm({ submitLabel: 'Odeslat žádost', onCancel: jest.fn(), cancelLabel: 'Zavřít' });
    expect(screen.getByRole('button', { name: 'Zavřít' })).toBeInTheDocument();
  });

  it('has only the submit button without onCancel', () => {
    renderInForm({ submitLabel: 'Vytvořit' });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Vytvořit']);
  });

  it('keeps the submit button from being pressed again while the form is sent', async () => {
    const onSubmit = renderInForm({ submitLabel: 'Uložit', submitting: true, onCancel: jest.fn() });
    await userEvent.click(screen.getByRole('button', { name: /Uložit/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
