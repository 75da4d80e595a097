import styled from 'styled-components';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { TeamCategoryBodySchema, type AdminPlayerLimits, type AdminTeamCategory, type TeamCategoryValues } from '@phc/api-contract';
import { Checkbox, Field, Select, Stack, TextInput } from '@phc/ui';
import { genderLabels } from './category-labels';
import { categoryBody, categoryFormValues, limitNames, type CategoryFormValues } from './category-values';
import { contractResolver } from './contract-resolver';
import { FormFooter, saveShowingErrors, useFieldMessage } from './form-parts';
import { LimitsFields, StyledFieldGrid } from './limits-fields';

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding: 0 ${({ theme }) => theme.space[1]};
  }
`;

const resolver = contractResolver<CategoryFormValues, typeof TeamCategoryBodySchema>(TeamCategoryBodySchema, categoryBody);
const fieldNames = ['code', 'nameCs', 'nameEn', 'gender', 'birthYearFrom', 'birthYearTo', 'maxOtherGenderPlayers', 'maxOlderPlayers', 'smallCourt', 'sortOrder', ...limitNames.map((name) => `limits.${name}`)];

export type CategoryFormProps = {
  category: AdminTeamCategory | null;
  defaults: AdminPlayerLimits | null;
  nextSortOrder: number;
  onSubmit: (body: TeamCategoryValues) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * A team category's eligibility (SPEC §5: birth years, gender, older and other-gender allowances) and
 * its roster limits, own or the default ones. The contract's schema checks it before sending and the
 * server's codes land on the same fields; what was typed stays on any failure.
 */
export function CategoryForm({ category, defaults, nextSortOrder, onSubmit, onCancel }: CategoryFormProps) {
  const { t, i18n } = useLingui();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CategoryFormValues, unknown, TeamCategoryValues>({ resolver, defaultValues: categoryFormValues(category, defaults, nextSortOrder) });
  const ownLimits = useWatch({ control, name: 'ownLimits' });
  const submit = handleSubmit((body) => saveShowingErrors(() => onSubmit(body), fieldNames, setError, t`Kategorii se nepodařilo uložit. Zkuste to prosím znovu.`));

  return (
    <form onSubmit={submit} noValidate aria-label={t`Kategorie`}>
      <Stack $gap={3}>
        <StyledFieldGrid>
          <Field label={<Trans>Kód</Trans>} required hint={<Trans>Např. A, B, U15</Trans>} error={message(errors.code?.message)}>
            <TextInput autoComplete="off" data-autofocus {...register('code')} />
          </Field>
          <Field label={<Trans>Pohlaví</Trans>} required error={message(errors.gender?.message)}>
            <Select
              options={(['M', 'F', 'X'] as const).map((gender) => ({ value: gender, label: i18n._(genderLabels[gender]) }))}
              {...register('gender')}
            />
          </Field>
          <Field label={<Trans>Název česky</Trans>} required error={message(errors.nameCs?.message)}>
            <TextInput lang="cs" {...register('nameCs')} />
          </Field>
          <Field label={<Trans>Název anglicky</Trans>} required error={message(errors.nameEn?.message)}>
            <TextInput lang="en" {...register('nameEn')} />
          </Field>
        </StyledFieldGrid>
        <StyledFieldset>
          <legend>
            <Trans>Kdo smí hrát</Trans>
          </legend>
          <StyledFieldGrid>
            <Field label={<Trans>Ročník od (nejstarší)</Trans>} hint={<Trans>Prázdné: kategorie dospělých bez věkového omezení.</Trans>} error={message(errors.birthYearFrom?.message)}>
              <TextInput type="number" inputMode="numeric" {...register('birthYearFrom')} />
            </Field>
            <Field label={<Trans>Ročník do (nejmladší)</Trans>} hint={<Trans>Prázdné: o rok mladší než „od“.</Trans>} error={message(errors.birthYearTo?.message)}>
              <TextInput type="number" inputMode="numeric" {...register('birthYearTo')} />
            </Field>
            <Field label={<Trans>Nejvýše starších hráčů</Trans>} hint={<Trans>O rok starších než ročník „od“.</Trans>} required error={message(errors.maxOlderPlayers?.message)}>
              <TextInput type="number" inputMode="numeric" min={0} {...register('maxOlderPlayers')} />
            </Field>
            <Field label={<Trans>Nejvýše hráčů jiného pohlaví</Trans>} required error={message(errors.maxOtherGenderPlayers?.message)}>
              <TextInput type="number" inputMode="numeric" min={0} {...register('maxOtherGenderPlayers')} />
            </Field>
            <Field label={<Trans>Pořadí</Trans>} required error={message(errors.sortOrder?.message)}>
              <TextInput type="number" inputMode="numeric" min={0} {...register('sortOrder')} />
            </Field>
          </StyledFieldGrid>
          <Checkbox label={<Trans>Hraje se na malém hřišti</Trans>} {...register('smallCourt')} />
        </StyledFieldset>
        <StyledFieldset>
          <legend>
            <Trans>Soupiska</Trans>
          </legend>
          <Checkbox label={<Trans>Vlastní limity soupisky (jinak platí výchozí)</Trans>} {...register('ownLimits')} />
          {ownLimits && <LimitsFields field={(name) => register(`limits.${name}`)} errors={errors.limits} message={message} />}
        </StyledFieldset>
        <FormFooter saveLabel={<Trans>Uložit kategorii</Trans>} submitting={isSubmitting} error={errors.root?.message} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
