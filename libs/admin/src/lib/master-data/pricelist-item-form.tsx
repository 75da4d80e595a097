import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { PricelistItemCreateBodySchema, serviceTypeIds, type AdminPricelistItem } from '@phc/api-contract';
import { Field, Select, Stack, TextInput } from '@phc/ui';
import { contractResolver } from './contract-resolver';
import { FormFooter, saveShowingErrors, useFieldMessage } from './form-parts';
import { StyledFieldGrid } from './limits-fields';
import { itemBody, itemFormPath, itemFormValues, type PricelistItemFormValues } from './price-values';
import type * as v from 'valibot';

type ItemValues = v.InferOutput<typeof PricelistItemCreateBodySchema>;

const createResolver = contractResolver<PricelistItemFormValues, typeof PricelistItemCreateBodySchema>(PricelistItemCreateBodySchema, itemBody, itemFormPath);
/** An edited item's code is fixed: a service type that does not fit it is the service type's fault, as the server says. */
const editPath = (path: string) => (path === 'code' ? 'serviceTypeId' : itemFormPath(path));
const editResolver = contractResolver<PricelistItemFormValues, typeof PricelistItemCreateBodySchema>(PricelistItemCreateBodySchema, itemBody, editPath);
const fieldNames = ['code', 'serviceTypeId', 'nameCs', 'nameEn', 'priceCzk', 'priceEur', 'countries', 'regions', 'sortOrder'];

export type PricelistItemFormProps = {
  item: AdminPricelistItem | null;
  nextSortOrder: number;
  /** The body of the call: an edit leaves out the code, which names the item for good. */
  onSubmit: (body: ItemValues) => Promise<unknown>;
  onCancel: () => void;
};

/** A price list item (SPEC §3): service type, names, a price per currency and where it is offered. */
export function PricelistItemForm({ item, nextSortOrder, onSubmit, onCancel }: PricelistItemFormProps) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PricelistItemFormValues, unknown, ItemValues>({ resolver: item ? editResolver : createResolver, defaultValues: itemFormValues(item, nextSortOrder) });
  const submit = handleSubmit((body) => saveShowingErrors(() => onSubmit(body), fieldNames, setError, t`Položku se nepodařilo uložit. Zkuste to prosím znovu.`, itemFormPath));
  return (
    <form onSubmit={submit} noValidate aria-label={t`Položka ceníku`}>
      <Stack $gap={3}>
        <StyledFieldGrid>
          <Field label={<Trans>Kód</Trans>} required hint={item ? <Trans>Kód položky nelze změnit.</Trans> : <Trans>Položky balíčků začínají „bundle_“.</Trans>} error={message(errors.code?.message)}>
            <TextInput autoComplete="off" readOnly={item !== null} data-autofocus={item ? undefined : ''} {...register('code')} />
          </Field>
          <Field label={<Trans>Druh služby</Trans>} required error={message(errors.serviceTypeId?.message)}>
            <Select
              options={[
                { value: String(serviceTypeIds.bundle), label: t`Balíčky a doplňky` },
                { value: String(serviceTypeIds.transfer), label: t`Transfery` },
                { value: String(serviceTypeIds.training), label: t`Tréninky` },
              ]}
              {...register('serviceTypeId')}
            />
          </Field>
          <Field label={<Trans>Název česky</Trans>} required error={message(errors.nameCs?.message)}>
            <TextInput lang="cs" data-autofocus={item ? '' : undefined} {...register('nameCs')} />
          </Field>
          <Field label={<Trans>Název anglicky</Trans>} required error={message(errors.nameEn?.message)}>
            <TextInput lang="en" {...register('nameEn')} />
          </Field>
          <Field label={<Trans>Cena v Kč</Trans>} required error={message(errors.priceCzk?.message)}>
            <TextInput type="number" inputMode="numeric" min={0} {...register('priceCzk')} />
          </Field>
          <Field label={<Trans>Cena v €</Trans>} required error={message(errors.priceEur?.message)}>
            <TextInput type="number" inputMode="numeric" min={0} {...register('priceEur')} />
          </Field>
          <Field label={<Trans>Jen pro země</Trans>} hint={<Trans>Kódy zemí oddělené čárkou, např. CZ, SK. Prázdné: všude.</Trans>} error={message(errors.countries?.message)}>
            <TextInput autoComplete="off" {...register('countries')} />
          </Field>
          <Field label={<Trans>Jen pro regiony</Trans>} hint={<Trans>Kódy regionů, např. CZ-10.</Trans>} error={message(errors.regions?.message)}>
            <TextInput autoComplete="off" {...register('regions')} />
          </Field>
          <Field label={<Trans>Pořadí</Trans>} required error={message(errors.sortOrder?.message)}>
            <TextInput type="number" inputMode="numeric" min={0} {...register('sortOrder')} />
          </Field>
        </StyledFieldGrid>
        <FormFooter saveLabel={<Trans>Uložit položku</Trans>} submitting={isSubmitting} error={errors.root?.message} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
