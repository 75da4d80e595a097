import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { PlayerLimitsBodySchema, type AdminPlayerLimits, type PlayerLimitsValues } from '@phc/api-contract';
import { applyServerFieldErrors } from '@phc/api-client';
import { translateValidation } from '@phc/i18n';
import { Button, Stack } from '@phc/ui';
import { limitsBody, limitsFormValues, type LimitsFormValues } from './category-values';
import { contractResolver } from './contract-resolver';
import { LimitsFields, StyledFormError } from './limits-fields';

const resolver = contractResolver<LimitsFormValues, typeof PlayerLimitsBodySchema>(PlayerLimitsBodySchema, limitsBody);
const limitNames = ['minPlayers', 'maxPlayers', 'minLeaders', 'maxLeaders', 'playersCountWarningFrom', 'maxExceptionPlayers'] as const;

export type DefaultLimitsFormProps = {
  limits: AdminPlayerLimits | null;
  onSubmit: (body: PlayerLimitsValues) => Promise<unknown>;
  onCancel: () => void;
};

/** The roster limits of every category without its own. */
export function DefaultLimitsForm({ limits, onSubmit, onCancel }: DefaultLimitsFormProps) {
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LimitsFormValues, unknown, PlayerLimitsValues>({ resolver, defaultValues: limitsFormValues(limits) });
  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      if (!applyServerFieldErrors(error, limitNames, setError)?.shown) setError('root', { message: t`Limity se nepodařilo uložit. Zkuste to prosím znovu.` });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t`Výchozí limity soupisky`}>
      <Stack $gap={3}>
        <LimitsFields field={(name) => register(name)} errors={errors} message={(code) => (code ? translateValidation(code, i18n) : undefined)} />
        {errors.root?.message && <StyledFormError role="alert">{errors.root.message}</StyledFormError>}
        <Stack $direction="row" $gap={2} $wrap>
          <Button type="submit" loading={isSubmitting}>
            <Trans>Uložit limity</Trans>
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Zrušit</Trans>
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
