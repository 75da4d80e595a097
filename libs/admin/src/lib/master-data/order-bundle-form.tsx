import { useForm, useWatch } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { OrderBundleBodySchema, isValidAvailabilityPattern, type AdminOrderBundle, type AdminPricelistItem } from '@phc/api-contract';
import { Checkbox, Field, Select, Stack, Textarea, TextInput } from '@phc/ui';
import type * as v from 'valibot';
import { contractResolver } from './contract-resolver';
import { FormFooter, saveShowingErrors, useFieldMessage } from './form-parts';
import { StyledFieldGrid } from './limits-fields';
import { bundleBody, bundleCountries, bundleFormValues, type OrderBundleFormValues } from './price-values';

type BundleValues = v.InferOutput<typeof OrderBundleBodySchema>;

const resolver = contractResolver<OrderBundleFormValues, typeof OrderBundleBodySchema>(OrderBundleBodySchema, bundleBody);
const fieldNames = ['pricelistItemId', 'nameCs', 'nameEn', 'descriptionCs', 'descriptionEn', 'availabilityFilter', 'includesAccommodation', 'sortOrder'] as const;

export type OrderBundleFormProps = {
  bundle: AdminOrderBundle | null;
  /** The bundle items (service type 12) a bundle may be priced by. */
  items: AdminPricelistItem[];
  /** Country codes, to show whom the pattern offers the bundle to. */
  countryCodes: string[];
  nextSortOrder: number;
  onSubmit: (body: BundleValues) => Promise<unknown>;
  onCancel: () => void;
};

/** What the typed pattern does: the countries it offers the bundle to, as the registration form decides. */
function AvailabilityPreview({ pattern, countryCodes }: { pattern: string; countryCodes: string[] }) {
  const text = pattern.trim();
  if (text === '') return <Trans>Nabízí se všem klubům.</Trans>;
  if (!isValidAvailabilityPattern(text)) return null;
  const countries = bundleCountries(text, countryCodes) ?? [];
  return countries.length === 0 ? <Trans>Žádné zemi se nenabízí.</Trans> : <Trans>Nabízí se klubům z: {countries.join(', ')}</Trans>;
}

/** An order bundle (SPEC §3): its bundle item and price, texts, and the pattern of countries or regions it is offered to. */
export function OrderBundleForm({ bundle, items, countryCodes, nextSortOrder, onSubmit, onCancel }: OrderBundleFormProps) {
  const { t, i18n } = useLingui();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<OrderBundleFormValues, unknown, BundleValues>({ resolver, defaultValues: bundleFormValues(bundle, nextSortOrder) });
  const pattern = useWatch({ control, name: 'availabilityFilter' });
  const submit = handleSubmit((body) => saveShowingErrors(() => onSubmit(body), fieldNames, setError, t`Balíček se nepodařilo uložit. Zkuste to prosím znovu.`));
  const itemName = (item: AdminPricelistItem) => (i18n.locale === 'en' ? item.nameEn : item.nameCs);
  return (
    <form onSubmit={submit} noValidate aria-label={t`Balíček`}>
      <Stack $gap={3}>
        <StyledFieldGrid>
          <Field label={<Trans>Název česky</Trans>} required error={message(errors.nameCs?.message)}>
            <TextInput lang="cs" data-autofocus {...register('nameCs')} />
          </Field>
          <Field label={<Trans>Název anglicky</Trans>} required error={message(errors.nameEn?.message)}>
            <TextInput lang="en" {...register('nameEn')} />
          </Field>
          <Field label={<Trans>Položka ceníku (cena za osobu)</Trans>} required error={message(errors.pricelistItemId?.message)}>
            <Select placeholder={t`Vyberte položku`} options={items.map((item) => ({ value: String(item.id), label: `${itemName(item)} (${item.code})` }))} {...register('pricelistItemId')} />
          </Field>
          <Field label={<Trans>Pořadí</Trans>} required error={message(errors.sortOrder?.message)}>
            <TextInput type="number" inputMode="numeric" min={0} {...register('sortOrder')} />
          </Field>
          <Field label={<Trans>Popis česky</Trans>} error={message(errors.descriptionCs?.message)}>
            <Textarea lang="cs" rows={3} {...register('descriptionCs')} />
          </Field>
          <Field label={<Trans>Popis anglicky</Trans>} error={message(errors.descriptionEn?.message)}>
            <Textarea lang="en" rows={3} {...register('descriptionEn')} />
          </Field>
        </StyledFieldGrid>
        <Field
          label={<Trans>Dostupnost (vzor kódu země nebo regionu)</Trans>}
          hint={
            <>
              <Trans>Regulární výraz, např. ^(CZ|SK) nebo ^(?!CZ). Prázdné: všude.</Trans> <AvailabilityPreview pattern={pattern} countryCodes={countryCodes} />
            </>
          }
          error={message(errors.availabilityFilter?.message)}
        >
          <TextInput autoComplete="off" spellCheck={false} {...register('availabilityFilter')} />
        </Field>
        <Checkbox label={<Trans>Zahrnuje ubytování</Trans>} {...register('includesAccommodation')} />
        <FormFooter saveLabel={<Trans>Uložit balíček</Trans>} submitting={isSubmitting} error={errors.root?.message} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
