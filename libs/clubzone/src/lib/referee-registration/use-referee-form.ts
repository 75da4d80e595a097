import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { createRefereeRegistrationBodySchema, type RefereeRegistrationBody } from '@phc/api-contract';
import { applyServerFieldErrors, isApiError } from '@phc/api-client';
import { translateValidation } from '@phc/i18n';
import { emptyRefereeForm, parseRefereeDraft, refereeDraftKey, refereeFormFields, type RefereeFormValues } from './referee-form-values';

const optional = (value: string) => (value.trim() === '' ? null : value);

type UseRefereeFormOptions = {
  ageYear: number;
  onSubmit: (body: RefereeRegistrationBody) => Promise<void>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
};

/** The referee form's state: its draft kept until sent, the contract's checks, and why a submit failed. */
export function useRefereeForm({ ageYear, onSubmit, storage }: UseRefereeFormOptions) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [problem, setProblem] = useState<string | null>(null);
  const [defaults] = useState(() => parseRefereeDraft(storage?.getItem(refereeDraftKey) ?? null) ?? emptyRefereeForm());
  const schemaResolver = useMemo(() => valibotResolver(createRefereeRegistrationBodySchema({ ageYear })), [ageYear]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RefereeFormValues, unknown, RefereeRegistrationBody>({
    defaultValues: defaults,
    resolver: (values, context, options) =>
      schemaResolver({ ...values, colleagueRequest: optional(values.colleagueRequest) } as never, context, options as never) as never,
  });

  useEffect(() => {
    const subscription = watch((values) => storage?.setItem(refereeDraftKey, JSON.stringify(values)));
    return () => subscription.unsubscribe();
  }, [watch, storage]);

  const message = (code: string | undefined) => (code ? translateValidation(code, i18n) : undefined);

  const submit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await onSubmit(body);
      storage?.removeItem(refereeDraftKey);
    } catch (error) {
      if (isApiError(error, 400)) {
        applyServerFieldErrors(error, refereeFormFields, setError);
        setProblem(t`Opravte prosím označená pole.`);
      } else if (isApiError(error, 409)) {
        setProblem(t`Rozhodčí s tímto e-mailem je už zaregistrován.`);
      } else if (isApiError(error, 403)) {
        setProblem(t`Registrace rozhodčích je uzavřena.`);
      } else if (isApiError(error, 429)) {
        setProblem(t`Z této sítě přišlo v poslední době příliš mnoho registrací. Zkuste to prosím později; vyplněné údaje zůstanou zachovány.`);
      } else {
        setProblem(t`Nastala neočekávaná chyba. Zkuste to prosím znovu.`);
      }
    }
  });

  return { register, errors, isSubmitting, message, submit, problem };
}
