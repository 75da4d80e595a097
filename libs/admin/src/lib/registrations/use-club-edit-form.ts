import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { AdminClubEditBodySchema, type AdminClubEdit, type AdminClubEditBody, type AdminClubEditValues } from '@phc/api-contract';
import { applyServerFieldErrors, isApiError } from '@phc/api-client';
import { translateValidation } from '@phc/i18n';
import { clubEditBody, clubEditConflictMessages, clubEditValues, isClubEditConflict, movedTeams, type ClubEditFormValues } from './club-edit-values';

const schemaResolver = valibotResolver(AdminClubEditBodySchema);
/** The inputs hold text; the contract's schema checks the body the server gets. */
const resolver: Resolver<ClubEditFormValues, unknown, AdminClubEditValues> = (values, context, options) => schemaResolver(clubEditBody(values) as never, context, options as never) as never;

const fieldPath = /^(clubName|street|city|zip|countryId|taxId|vatId|note|contact\.(firstName|lastName|email|phone)|teams\.\d+\.(name|teamCategoryId))$/;

/** The club edit form's state and save: server field errors on their fields, a conflict on the fields it concerns. */
export function useClubEditForm(club: AdminClubEdit, onSave: (body: AdminClubEditBody) => Promise<unknown>) {
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ClubEditFormValues, unknown, AdminClubEditValues>({
    resolver,
    defaultValues: clubEditValues(club),
    shouldFocusError: true,
    // Every check runs: all wrong fields show at once, not one per attempt.
    criteriaMode: 'all',
  });
  const message = (code: string | undefined) => (code ? translateValidation(code, i18n) : undefined);

  const submit = handleSubmit(async () => {
    try {
      await onSave(clubEditBody(getValues()));
    } catch (failure) {
      // Whatever failed, the form keeps what was typed; the message says where and why.
      if (applyServerFieldErrors(failure, (path) => fieldPath.test(path), setError)?.shown) return;
      if (isApiError(failure, 409) && isClubEditConflict(failure.code)) {
        const text = i18n._(clubEditConflictMessages[failure.code]);
        if (failure.code === 'currency_change') setError('countryId', { type: 'server', message: text }, { shouldFocus: true });
        movedTeams(club, getValues()).forEach((index, n) => {
          if (failure.code !== 'currency_change') setError(`teams.${index}.teamCategoryId`, { type: 'server', message: text }, { shouldFocus: n === 0 });
        });
        setError('root', { type: 'server', message: text });
        return;
      }
      setError('root', { type: 'server', message: isApiError(failure, 404) ? t`Klub mezitím někdo smazal.` : t`Změny se nepodařilo uložit. Zkuste to prosím znovu.` });
    }
  });

  // A server conflict's text is already translated; a schema code is translated here.
  const shown = (text: string | undefined) => (text && /^[a-zA-Z]+$/.test(text) ? message(text) : text);
  return { register, errors, isSubmitting, submit, shown };
}
