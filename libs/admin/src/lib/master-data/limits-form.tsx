import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { PlayerLimitsBodySchema, type AdminPlayerLimits, type PlayerLimitsValues } from '@phc/api-contract';
import { Stack } from '@phc/ui';
import { limitNames, limitsBody, limitsFormValues, type LimitsFormValues } from './category-values';
import { contractResolver } from './contract-resolver';
import { FormFooter, saveShowingErrors, useFieldMessage } from './form-parts';
import { LimitsFields } from './limits-fields';

const resolver = contractResolver<LimitsFormValues, typeof PlayerLimitsBodySchema>(PlayerLimitsBodySchema, limitsBody);

export type DefaultLimitsFormProps = {
  limits: AdminPlayerLimits | null;
  onSubmit: (body: PlayerLimitsValues) => Promise<unknown>;
  onCancel: () => void;
};

/** The roster limits of every category without its own. */
export function DefaultLimitsForm({ limits, onSubmit, onCancel }: DefaultLimitsFormProps) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LimitsFormValues, unknown, PlayerLimitsValues>({ resolver, defaultValues: limitsFormValues(limits) });
  const submit = handleSubmit((body) => saveShowingErrors(() => onSubmit(body), limitNames, setError, t`Limity se nepodařilo uložit. Zkuste to prosím znovu.`));
  return (
    <form onSubmit={submit} noValidate aria-label={t`Výchozí limity soupisky`}>
      <Stack $gap={3}>
        <LimitsFields field={(name) => register(name)} errors={errors} message={message} />
        <FormFooter saveLabel={<Trans>Uložit limity</Trans>} submitting={isSubmitting} error={errors.root?.message} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
