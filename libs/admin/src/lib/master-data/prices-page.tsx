import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { serviceTypeIds, type AdminOrderBundle, type AdminPricelistItem } from '@phc/api-contract';
import { isApiError, queries } from '@phc/api-client';
import { formatMoney, useLocale } from '@phc/i18n';
import { Button, Dialog, EmptyState, Heading, pushAlert, Stack, useConfirm, useDocumentTitle } from '@phc/ui';
import { AdminListFrame, AdminTable } from '../layout/admin-list-frame';
import { masterDataMutations, masterDataQueries } from '../queries/master-data-queries';
import { RowActions } from './form-parts';
import { OrderBundleForm } from './order-bundle-form';
import { nextSortOrder } from './category-values';
import { bundleCountries } from './price-values';
import { PricelistItemForm } from './pricelist-item-form';

function useLabels() {
  const { t, i18n } = useLingui();
  return {
    serviceType: (id: number) => (id === serviceTypeIds.bundle ? t`Balíčky a doplňky` : id === serviceTypeIds.transfer ? t`Transfery` : id === serviceTypeIds.training ? t`Tréninky` : String(id)),
    name: (row: { nameCs: string; nameEn: string }) => (i18n.locale === 'en' ? row.nameEn : row.nameCs),
    everywhere: t`všude`,
  };
}

type ItemsTableProps = { items: AdminPricelistItem[]; onEdit: (item: AdminPricelistItem) => void; onDelete: (item: AdminPricelistItem) => void };

function ItemsTable({ items, onEdit, onDelete }: ItemsTableProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useLabels();
  return (
    <AdminTable columns={[t`Kód`, t`Název`, t`Druh služby`, t`Cena v Kč`, t`Cena v €`, t`Dostupnost`, t`Použito`, t`Akce`]}>
      {items.map((item) => {
        const name = labels.name(item);
        const filter = item.availabilityFilter;
        return (
          <tr key={item.id}>
            <th scope="row">
              <code>{item.code}</code>
            </th>
            <td>{name}</td>
            <td>{labels.serviceType(item.serviceTypeId)}</td>
            <td>{formatMoney(item.priceCzk, 'CZK', { locale })}</td>
            <td>{formatMoney(item.priceEur, 'EUR', { locale })}</td>
            <td>{filter ? [...(filter.countries ?? []), ...(filter.regions ?? [])].join(', ') : labels.everywhere}</td>
            <td>{item.uses}</td>
            <td>
              <RowActions editLabel={t`Upravit položku ${name}`} deleteLabel={t`Smazat položku ${name}`} deleteDisabled={item.system || item.uses > 0} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

type BundlesTableProps = { bundles: AdminOrderBundle[]; items: AdminPricelistItem[]; countryCodes: string[]; onEdit: (bundle: AdminOrderBundle) => void; onDelete: (bundle: AdminOrderBundle) => void };

function BundlesTable({ bundles, items, countryCodes, onEdit, onDelete }: BundlesTableProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useLabels();
  return (
    <AdminTable columns={[t`Balíček`, t`Cena za osobu`, t`Dostupnost`, t`Ubytování`, t`Objednáno`, t`Akce`]}>
      {bundles.map((bundle) => {
        const name = labels.name(bundle);
        const item = items.find((i) => i.id === bundle.pricelistItemId);
        const countries = bundleCountries(bundle.availabilityFilter, countryCodes);
        return (
          <tr key={bundle.id}>
            <th scope="row">{name}</th>
            <td>{item ? `${formatMoney(item.priceCzk, 'CZK', { locale })} / ${formatMoney(item.priceEur, 'EUR', { locale })}` : '–'}</td>
            <td>
              {countries === null ? labels.everywhere : <code>{bundle.availabilityFilter}</code>}
              {countries !== null && countryCodes.length > 0 && ` (${countries.join(', ') || '–'})`}
            </td>
            <td>{bundle.includesAccommodation ? t`ano` : t`ne`}</td>
            <td>{bundle.uses}</td>
            <td>
              <RowActions editLabel={t`Upravit balíček ${name}`} deleteLabel={t`Smazat balíček ${name}`} deleteDisabled={bundle.uses > 0} onEdit={() => onEdit(bundle)} onDelete={() => onDelete(bundle)} />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

type Editing = { kind: 'item'; item: AdminPricelistItem | null } | { kind: 'bundle'; bundle: AdminOrderBundle | null } | null;

/** Deletes after a question; a 409 (in use, or read by the server) is explained. */
function useRemove() {
  const { t } = useLingui();
  const confirm = useConfirm();
  return async (name: string, remove: () => Promise<void>) => {
    if (!(await confirm({ title: t`Smazat ${name}?`, confirmLabel: t`Smazat`, danger: true }))) return;
    try {
      await remove();
      pushAlert({ type: 'success', message: t`${name}: smazáno.` });
    } catch (failure) {
      pushAlert({ type: 'danger', message: isApiError(failure, 409) ? t`${name} se používá (faktury, balíčky, objednávky), smazat nelze.` : t`Smazání se nepodařilo. Zkuste to prosím znovu.` });
    }
  };
}

/** The price list and order bundles (issue 16 item 3): a new price applies to the next registration, invoice items already written keep theirs. */
export function PricesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Ceník a balíčky`);
  const deleteItem = useMutation(masterDataMutations.deletePricelistItem());
  const deleteBundle = useMutation(masterDataMutations.deleteOrderBundle());
  const saveItem = useMutation(masterDataMutations.savePricelistItem());
  const saveBundle = useMutation(masterDataMutations.saveOrderBundle());
  const labels = useLabels();
  const remove = useRemove();
  const query = useQuery(masterDataQueries.pricelist());
  // The countries only explain the bundles' patterns: without them the page still works.
  const statics = useQuery(queries.static());
  const countryCodes = statics.data?.countries.map((c) => c.countryCode).sort() ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const items = query.data?.items ?? [];
  const bundles = query.data?.bundles ?? [];
  const close = () => setEditing(null);
  const saved = (name: string) => {
    close();
    pushAlert({ type: 'success', message: t`${name}: uloženo.` });
  };

  return (
    <Stack $gap={4}>
      <Heading level={1}>
        <Trans>Ceník a balíčky</Trans>
      </Heading>
      <p>
        <Trans>Nová cena platí pro další registraci nebo úpravu registrace; už zapsané položky faktur si cenu ponechají.</Trans>
      </p>
      <AdminListFrame query={query} skeletonHeight="20rem">
        {() => (
          <>
            <Stack $gap={3}>
              <Heading level={2}>
                <Trans>Položky ceníku</Trans>
              </Heading>
              <div>
                <Button onClick={() => setEditing({ kind: 'item', item: null })}>
                  <Trans>Nová položka</Trans>
                </Button>
              </div>
              {items.length === 0 ? (
                <EmptyState title={t`Ceník je prázdný`} />
              ) : (
                <ItemsTable items={items} onEdit={(item) => setEditing({ kind: 'item', item })} onDelete={(item) => void remove(labels.name(item), () => deleteItem.mutateAsync(item.id))} />
              )}
            </Stack>
            <Stack $gap={3}>
              <Heading level={2}>
                <Trans>Balíčky</Trans>
              </Heading>
              <div>
                <Button onClick={() => setEditing({ kind: 'bundle', bundle: null })}>
                  <Trans>Nový balíček</Trans>
                </Button>
              </div>
              {bundles.length === 0 ? (
                <EmptyState title={t`Žádné balíčky`} description={t`Bez balíčku si tým při registraci nic neobjedná.`} />
              ) : (
                <BundlesTable
                  bundles={bundles}
                  items={items}
                  countryCodes={countryCodes}
                  onEdit={(bundle) => setEditing({ kind: 'bundle', bundle })}
                  onDelete={(bundle) => void remove(labels.name(bundle), () => deleteBundle.mutateAsync(bundle.id))}
                />
              )}
            </Stack>
          </>
        )}
      </AdminListFrame>
      <Dialog open={editing?.kind === 'item'} size="lg" title={editing?.kind === 'item' && editing.item ? t`Upravit položku ${editing.item.code}` : t`Nová položka ceníku`} onClose={close}>
        {editing?.kind === 'item' && (
          <PricelistItemForm
            item={editing.item}
            nextSortOrder={nextSortOrder(items)}
            onCancel={close}
            onSubmit={async ({ code, ...fields }) => {
              const item = await saveItem.mutateAsync(editing.item ? { id: editing.item.id, body: fields } : { id: null, body: { code, ...fields } });
              saved(labels.name(item));
            }}
          />
        )}
      </Dialog>
      <Dialog open={editing?.kind === 'bundle'} size="lg" title={editing?.kind === 'bundle' && editing.bundle ? t`Upravit balíček ${labels.name(editing.bundle)}` : t`Nový balíček`} onClose={close}>
        {editing?.kind === 'bundle' && (
          <OrderBundleForm
            bundle={editing.bundle}
            items={items.filter((item) => item.serviceTypeId === serviceTypeIds.bundle)}
            countryCodes={countryCodes}
            nextSortOrder={nextSortOrder(bundles)}
            onCancel={close}
            onSubmit={async (body) => {
              const bundle = await saveBundle.mutateAsync({ id: editing.bundle?.id ?? null, body });
              saved(labels.name(bundle));
            }}
          />
        )}
      </Dialog>
    </Stack>
  );
}

export default PricesPage;
