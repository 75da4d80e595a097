import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { TeamRequestInputSchema, type TeamRequestInput } from '@phc/api-contract';
import { Field, FormActions, Select, Stack, Textarea, TextLink } from '@phc/ui';
import { href, useLocale, translateValidation } from '@phc/i18n';
import { useFieldMessage } from '../account/use-field-message';
import { StyledFormError } from '../user-bar/user-bar-styles';
import { requestFailures, type RequestFailure } from './request-errors';

export interface RequestFormValues {
  participantId: string;
  teamId: string;
  requestReason: string;
}

/** The contract's paths of a team request, as the form names its inputs. */
const formField: Record<string, keyof RequestFormValues> = { 'competitionParticipant.id': 'participantId', 'team.id': 'teamId', requestReason: 'requestReason' };

const toInput = (values: RequestFormValues) => ({ competitionParticipant: { id: values.participantId }, team: { id: values.teamId }, requestReason: values.requestReason });

/** Validates with the contract's schema and puts each issue on the input it concerns. */
const resolver: Resolver<RequestFormValues, unknown, TeamRequestInput> = async (values) => {
  const result = v.safeParse(TeamRequestInputSchema, toInput(values));
  if (result.success) return { values: result.output, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.issues) {
    const name = formField[v.getDotPath(issue) ?? ''];
    // An unchosen select is a missing value, not a malformed number.
    if (name && !errors[name]) errors[name] = { type: 'validation', message: values[name] === '' ? 'required' : issue.message };
  }
  return { values: {}, errors } as never;
};

export type RequestFormProps = {
  participants: readonly { id: number; label: string }[];
  teams: readonly { id: number; label: string }[];
  initial?: Partial<RequestFormValues>;
  onSubmit: (input: TeamRequestInput) => Promise<unknown>;
  onCancel: () => void;
};

function useFailureText() {
  const { t, i18n } = useLingui();
  return (failure: RequestFailure): string => {
    switch (failure.kind) {
      case 'field':
        return translateValidation(failure.code, i18n);
      case 'closed':
        return t`Podávání žádostí o výjimky je uzavřeno.`;
      case 'duplicate':
        return t`Pro tohoto účastníka a tým už žádost existuje, nebo už za tým hraje.`;
      case 'gone':
        return t`Účastník nebo tým už neexistuje.`;
      case 'forbidden':
        return t`Za tento klub nemůžete žádat.`;
      default:
        return t`Chyba!`;
    }
  };
}

/** SPEC §3 exception request: a participant, the team they should play for, and why. */
export function RequestForm({ participants, teams, initial, onSubmit, onCancel }: RequestFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const message = useFieldMessage();
  const failureText = useFailureText();
  const [failures, setFailures] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RequestFormValues, unknown, TeamRequestInput>({ resolver, defaultValues: { participantId: '', teamId: '', requestReason: '', ...initial } });

  const submit = handleSubmit(async (input) => {
    setFailures([]);
    try {
      await onSubmit(input);
    } catch (error) {
      setFailures(requestFailures(error).map(failureText));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Žádost o výjimku`}>
      <Stack $gap={3}>
        <Field label={<Trans>Účastník</Trans>} required error={message(errors.participantId?.message)}>
          <Select placeholder={t`Vyberte účastníka`} options={participants.map((p) => ({ value: String(p.id), label: p.label }))} {...register('participantId')} />
        </Field>
        <Field label={<Trans>Tým</Trans>} required error={message(errors.teamId?.message)}>
          <Select placeholder={t`Vyberte tým`} options={teams.map((team) => ({ value: String(team.id), label: team.label }))} {...register('teamId')} />
        </Field>
        <Field label={<Trans>Důvod žádosti</Trans>} required error={message(errors.requestReason?.message)}>
          <Textarea data-autofocus rows={4} {...register('requestReason')} />
        </Field>
        <p>
          <TextLink to={href('podminky-vyjimek', {}, locale)}>
            <Trans>Podmínky výjimek</Trans>
          </TextLink>
        </p>
        {failures.length > 0 && (
          <div role="alert">
            {failures.map((text, index) => (
              <StyledFormError key={index}>{text}</StyledFormError>
            ))}
          </div>
        )}
        <FormActions submitLabel={<Trans>Odeslat žádost</Trans>} submitting={isSubmitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
