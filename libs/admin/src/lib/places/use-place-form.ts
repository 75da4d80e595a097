import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { PlaceBodySchema, type AdminPlaceDetail, type PlaceBody, type PlaceBodyOutput } from '@phc/api-contract';
import { applyServerFieldErrors, isApiError } from '@phc/api-client';
import { translateValidation } from '@phc/i18n';
import { formPath, toFormValues, toPlaceBody, type PlaceFormValues } from './place-form-values';

const schemaResolver = valibotResolver(PlaceBodySchema);

/**
 * The contract's schema checks the body the server gets; the errors of its opening days (numbered
 * among the days sent) go back to the form's rows (one per tournament day).
 */
const resolver: Resolver<PlaceFormValues, unknown, PlaceBodyOutput> = async (values, context, options) => {
  const { body, rowOfDay } = toPlaceBody(values);
  const result = (await schemaResolver(body as never, context, options as never)) as { values: PlaceBodyOutput; errors: FieldErrors<PlaceFormValues> };
  const days = result.errors.openingDays;
  if (Array.isArray(days)) {
    const rows: FieldErrors<PlaceFormValues>['openingDays'] = [];
    days.forEach((error, index) => {
      if (error) rows[rowOfDay[index] ?? index] = error;
    });
    result.errors = { ...result.errors, openingDays: rows };
  }
  return result as never;
};

const fieldPath = /^(placeType|name\.(cs|en)|description\.(cs|en)|address|lat|lng|openingHours|sortOrder|openingDays\.\d+\.(opens|closes))$/;

/** The place form's state and save: server errors on the fields (and opening-day rows) they name, anything else under the form. */
export function usePlaceForm(place: AdminPlaceDetail | null, days: readonly string[], onSave: (body: PlaceBody) => Promise<unknown>) {
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PlaceFormValues, unknown, PlaceBodyOutput>({ resolver, defaultValues: toFormValues(place, days), shouldFocusError: true });
  // A server text is shown as it is; a schema code is translated.
  const shown = (text: string | undefined) => (text && /^[a-zA-Z]+$/.test(text) ? translateValidation(text, i18n) : text);

  const submit = handleSubmit(async () => {
    const { body, rowOfDay } = toPlaceBody(getValues());
    try {
      await onSave(body);
    } catch (failure) {
      // Whatever failed, the form keeps what was typed; the message says where and why.
      const mapped = applyServerFieldErrors(failure, (path) => fieldPath.test(formPath(path, rowOfDay)), (path, error, opts) => setError(formPath(path, rowOfDay) as never, error, opts));
      if (mapped?.shown) return;
      const photos = isApiError(failure, 400) && Object.keys(failure.fields).some((path) => path.startsWith('photos'));
      setError('root', {
        type: 'server',
        message: photos
          ? t`Některou fotografii server nepřijal; odeberte ji a nahrajte znovu.`
          : isApiError(failure, 409)
            ? t`Halu, ve které se hrají zápasy nebo trénuje, nelze změnit na jiný typ místa.`
            : isApiError(failure, 404)
              ? t`Místo mezitím někdo smazal.`
              : t`Místo se nepodařilo uložit. Zkuste to prosím znovu.`,
      });
    }
  });

  return { register, control, errors, isSubmitting, submit, shown };
}
