import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@phc/api-client';
import type { AdminOrderBundle, AdminPricelistItem } from '@phc/api-contract';
import { renderWithTheme } from '@phc/ui/testing';
import { OrderBundleForm } from './order-bundle-form';
import { PricelistItemForm } from './pricelist-item-form';

const item: AdminPricelistItem = { id: 2, serviceTypeId: 12, code: 'bundle_local', nameCs: 'Domácí startovné', nameEn: 'Domestic entry', priceCzk: 1500, priceEur: 60, availabilityFilter: null, sortOrder: 5, uses: 3, system: false };
const bundle: AdminOrderBundle = { id: 7, pricelistItemId: 2, nameCs: 'Domácí', nameEn: 'Domestic', descriptionCs: '', descriptionEn: '', availabilityFilter: '^(CZ|SK)', includesAccommodation: false, sortOrder: 2, uses: 0 };

describe('OrderBundleForm', () => {
  const setup = (onSubmit: jest.Mock) => renderWithTheme(<OrderBundleForm bundle={bundle} items={[item]} countryCodes={['AT', 'CZ', 'SK']} nextSortOrder={3} onSubmit={onSubmit} onCancel={jest.fn()} />);
  const pattern = () => screen.getByRole('textbox', { name: /^Dostupnost/ });

  it('shows whom the typed pattern offers the bundle to and refuses one that does not compile, on its field', async () => {
    const onSubmit = jest.fn();
    setup(onSubmit);
    expect(screen.getByText(/Nabízí se klubům z: CZ, SK/)).toBeInTheDocument();
    await userEvent.clear(pattern());
    await userEvent.type(pattern(), '^(?!CZ)');
    expect(screen.getByText(/Nabízí se klubům z: AT, SK/)).toBeInTheDocument();
    await userEvent.clear(pattern());
    await userEvent.type(pattern(), '^(CZ');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit balíček' }));
    expect(await screen.findByText('Neplatný vzor (regulární výraz).')).toBeInTheDocument();
    expect(pattern()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the bundle and puts a server refusal on its field, keeping what was typed', async () => {
    const onSubmit = jest.fn().mockRejectedValue(new ApiError(400, 'validation', 'no bundle item', { pricelistItemId: ['invalid'] }));
    setup(onSubmit);
    await userEvent.clear(screen.getByRole('textbox', { name: /^Název česky/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Název česky/ }), 'Domácí plus');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit balíček' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ pricelistItemId: 2, nameCs: 'Domácí plus', availabilityFilter: '^(CZ|SK)', sortOrder: 2 })));
    expect(await screen.findByText('Neplatná hodnota.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Položka ceníku/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Název česky/ })).toHaveValue('Domácí plus');
  });
});

describe('PricelistItemForm', () => {
  it('keeps an item’s code fixed and sends new prices as numbers', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderWithTheme(<PricelistItemForm item={item} nextSortOrder={9} onSubmit={onSubmit} onCancel={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: /^Kód/ })).toHaveAttribute('readonly');
    const czk = screen.getByRole('spinbutton', { name: /^Cena v Kč/ });
    await userEvent.clear(czk);
    await userEvent.type(czk, '1700');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit položku' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ code: 'bundle_local', priceCzk: 1700, priceEur: 60, availabilityFilter: null })));
  });

  it('puts a service type that does not fit the fixed code on the service type', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<PricelistItemForm item={item} nextSortOrder={9} onSubmit={onSubmit} onCancel={jest.fn()} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Druh služby/ }), 'Transfery');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit položku' }));
    expect(await screen.findByText('Kód položky balíčku začíná „bundle_“, kód jiné položky tak začínat nesmí.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Druh služby/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Kód/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('explains on the fields a new item’s code without the bundle prefix, a negative price and a bad country code', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<PricelistItemForm item={null} nextSortOrder={9} onSubmit={onSubmit} onCancel={jest.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Kód/ }), 'chata');
    await userEvent.type(screen.getByRole('textbox', { name: /^Název česky/ }), 'Chata');
    await userEvent.type(screen.getByRole('textbox', { name: /^Název anglicky/ }), 'Cabin');
    await userEvent.type(screen.getByRole('spinbutton', { name: /^Cena v Kč/ }), '-5');
    await userEvent.type(screen.getByRole('spinbutton', { name: /^Cena v €/ }), '20');
    await userEvent.type(screen.getByRole('textbox', { name: /^Jen pro země/ }), 'CZ, Česko');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit položku' }));
    expect(await screen.findByText('Kód položky balíčku začíná „bundle_“, kód jiné položky tak začínat nesmí.')).toBeInTheDocument();
    expect(screen.getByText('Hodnota je příliš malá.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Jen pro země/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
