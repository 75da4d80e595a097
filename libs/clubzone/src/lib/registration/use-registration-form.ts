import { useEffect, useMemo, useRef, useState } from 'react';
import { get, set, useFieldArray, useForm, useWatch, type Control, type FieldErrors, type Resolver, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { bundleLevelErrors, configValue, createClubRegistrationBodySchema, type ClubRegistrationBody, type Enums, type OrderBundle } from '@phc/api-contract';
import { applyServerFieldErrors, isApiError } from '@phc/api-client';
import { translateValidation, useLocale } from '@phc/i18n';
import { registrationFieldFlags } from './registration-flags';
import { availableBundles, draftKey, formToBodyInput, isFormField, locationCodes, parseDraft, serializeDraft, type RegistrationFormValues } from './registration-logic';
import type { RegistrationFormProps } from './registration-form';

type RegistrationControl = Control<RegistrationFormValues, unknown, ClubRegistrationBody>;

/** The contract's schema, the password a new account needs, and the server's bundle/level rule, in that order. */
function useRegistrationResolver(teamNameRequired: boolean, needsPassword: boolean, enums: Enums, orderBundles: readonly OrderBundle[]) {
  const bundleFacts = useMemo(
    () => orderBundles.map((b) => ({ id: b.id, code: enums.pricelistItems.find((i) => i.id === b.pricelistItemId)?.code ?? '', includesAccommodation: b.includesAccommodation })),
    [orderBundles, enums.pricelistItems],
  );
  return useMemo<Resolver<RegistrationFormValues, unknown, ClubRegistrationBody>>(() => {
    const schemaResolver = valibotResolver(createClubRegistrationBodySchema({ teamNameRequired }));
    return async (values, context, options) => {
      const result = (await schemaResolver(formToBodyInput(values) as never, context, options as never)) as {
        values: ClubRegistrationBody | Record<string, never>;
        errors: FieldErrors<RegistrationFormValues>;
      };
      if (needsPassword && !values.password) {
        return { values: {}, errors: { ...result.errors, password: { type: 'required', message: 'required' } } } as never;
      }
      // The server's rule: a team's service level and bundle may not contradict each other (issue 24).
      const contradictions = 'teams' in result.values ? bundleLevelErrors(result.values.teams, enums.serviceLevels, bundleFacts) : {};
      if (Object.keys(contradictions).length > 0) {
        const errors: Record<string, unknown> = { ...result.errors };
        for (const [path, [code]] of Object.entries(contradictions)) set(errors, path, { type: 'rule', message: code });
        return { values: {}, errors } as never;
      }
      return result as never;
    };
  }, [teamNameRequired, needsPassword, enums.serviceLevels, bundleFacts]);
}

/** The regions and bundles the chosen country offers; a choice it does not offer is dropped rather than sent and refused. */
function useLocationChoices(control: RegistrationControl, getValues: UseFormGetValues<RegistrationFormValues>, setValue: UseFormSetValue<RegistrationFormValues>, enums: Enums, orderBundles: readonly OrderBundle[]) {
  const countryId = useWatch({ control, name: 'countryId' });
  const regionId = useWatch({ control, name: 'regionId' });
  const regions = enums.regions.filter((r) => String(r.countryId) === countryId);
  const bundles = availableBundles(orderBundles, locationCodes(countryId, regionId, enums.countries, enums.regions));

  useEffect(() => {
    getValues('teams').forEach((team, index) => {
      if (team.orderBundleId && !bundles.some((b) => String(b.id) === team.orderBundleId)) setValue(`teams.${index}.orderBundleId`, '', { shouldDirty: true });
    });
    if (regionId && !regions.some((r) => String(r.id) === regionId)) setValue('regionId', '');
  }, [countryId, regionId]); // eslint-disable-line react-hooks/exhaustive-deps -- react to the location only

  return { regions, bundles };
}

/** The summary of why the server refused: its reasons in the user's words, announced and focused. */
function useSubmitProblems() {
  const { t } = useLingui();
  const [problems, setProblems] = useState<string[]>([]);
  const problemRef = useRef<HTMLDivElement>(null);

  const explain = (code: string): string => {
    switch (code) {
      case 'registration_closed':
        return t`Registrace je uzavřena.`;
      case 'club_approved':
        return t`Klub je už schválen, registraci nelze měnit.`;
      case 'capacity_full':
        return t`Kapacita turnaje je naplněna.`;
      case 'account_exists':
        return t`Účet s tímto e-mailem už existuje. Přihlaste se a registrujte klub znovu; vyplněné údaje zůstanou zachovány.`;
      case 'team_add_closed':
        return t`Nové týmy už nelze přidávat.`;
      case 'team_in_use':
        return t`Tým, který už hraje v rozlosování, nelze odebrat.`;
      case 'forbidden':
        return t`K tomuto klubu nemáte oprávnění.`;
      case 'unauthenticated':
        return t`Přihlášení vypršelo. Přihlaste se znovu; vyplněné údaje zůstanou zachovány.`;
      case 'network':
        return t`Server je nedostupný. Zkontrolujte připojení a zkuste to znovu.`;
      // The server's limit per address (a shared hall or school network can reach it): say so, not "an error".
      case 'rate_limited':
        return t`Z této sítě přišlo v poslední době příliš mnoho registrací. Zkuste to prosím později; vyplněné údaje zůstanou zachovány.`;
      default:
        return t`Nastala neočekávaná chyba. Zkuste to prosím znovu.`;
    }
  };

  const showProblems = (list: string[]) => {
    setProblems(list);
    // The summary is announced (role=alert) and focused, so keyboard users start from the reasons.
    requestAnimationFrame(() => problemRef.current?.focus());
  };

  return { problems, setProblems, problemRef, explain, showProblems };
}

/** The registration form's state: its draft, checks, location choices and submit. */
export function useRegistrationForm({ clubId, initialValues, enums, orderBundles, needsPassword, onSubmit, onSubmitted, storage }: RegistrationFormProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const locale = useLocale();
  const key = draftKey(clubId);
  // Read once: a draft left by a reload (or a closed tab) wins over the empty or stored form.
  const [restored] = useState(() => parseDraft(storage?.getItem(key) ?? null, initialValues));
  const [draftShown, setDraftShown] = useState(restored !== null);
  const teamNameRequired = configValue(enums.configurations, 'team_name_required') === true;
  const flags = registrationFieldFlags(enums.configurations, new Date(), clubId !== null);
  const resolver = useRegistrationResolver(teamNameRequired, needsPassword, enums, orderBundles);
  const form = useForm<RegistrationFormValues, unknown, ClubRegistrationBody>({ resolver, defaultValues: restored ?? initialValues, shouldFocusError: true });
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const teams = useFieldArray({ control, name: 'teams', keyName: 'key' });

  // Nothing typed is lost: every change is kept locally until the server accepted the registration.
  useEffect(() => {
    const subscription = watch((values) => storage?.setItem(key, serializeDraft(values as RegistrationFormValues)));
    return () => subscription.unsubscribe();
  }, [watch, storage, key]);

  const { regions, bundles } = useLocationChoices(control, getValues, setValue, enums, orderBundles);
  const { problems, setProblems, problemRef, explain, showProblems } = useSubmitProblems();

  const message = (path: string): string | undefined => {
    const code = (get(errors, path) as { message?: string } | undefined)?.message;
    return code ? translateValidation(code, i18n) : undefined;
  };

  const submit = handleSubmit(
    async (body) => {
      setProblems([]);
      try {
        // The language the form is filled in: the club's e-mails lead with it.
        await onSubmit({ ...body, locale });
      } catch (error) {
        const fields = applyServerFieldErrors(error, isFormField, setError);
        if (fields) {
          const other = fields.other.map((code) => translateValidation(code, i18n));
          showProblems(other.length > 0 ? other : [t`Opravte prosím označená pole.`]);
        } else {
          showProblems([explain(isApiError(error) ? (error.status === 0 ? 'network' : error.code) : 'unknown')]);
        }
        return;
      }
      // Forgotten before anything re-renders the form, so a refreshed form never restores what was just saved.
      storage?.removeItem(key);
      await onSubmitted?.();
    },
    () => setProblems([]),
  );

  const discardDraft = () => {
    reset(initialValues);
    storage?.removeItem(key);
    setDraftShown(false);
  };

  return { form, isSubmitting, teams, flags, teamNameRequired, regions, bundles, message, submit, problems, problemRef, draftShown, discardDraft };
}
