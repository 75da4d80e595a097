import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import * as v from 'valibot';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { AddClubAdministratorBodySchema, type ClubAdministrator } from '@phc/api-contract';
import { applyServerFieldErrors, isApiError } from '@phc/api-client';
import { useLocale } from '@phc/i18n';
import { Badge, Button, Card, Field, Heading, pushAlert, Stack, TextInput, useConfirm } from '@phc/ui';
import { AdminListFrame, AdminTable } from '../layout/admin-list-frame';
import { peopleMutations, peopleQueries } from '../queries/people-queries';
import { InvitationLocaleField, StyledFormError, usePeopleFieldMessage } from './people-form-parts';

const StyledFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: start;
`;

type AddForm = v.InferInput<typeof AddClubAdministratorBodySchema>;
const fields = ['email', 'firstName', 'lastName', 'locale'];

function AddAdministratorForm({ clubId, clubName }: ClubAdministratorsProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const addAdministrator = useMutation(peopleMutations.addClubAdministrator(clubId));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddForm>({ resolver: valibotResolver(AddClubAdministratorBodySchema), defaultValues: { email: '', firstName: '', lastName: '', locale } });
  const message = usePeopleFieldMessage();
  const submit = handleSubmit(async (body) => {
    try {
      const { invited } = await addAdministrator.mutateAsync(body);
      pushAlert({ type: 'success', message: invited ? t`Pozvánka odeslána na ${body.email}; po nastavení hesla bude spravovat klub ${clubName}.` : t`${body.email} teď spravuje klub ${clubName}.` });
      reset({ email: '', firstName: '', lastName: '', locale: body.locale });
    } catch (failure) {
      if (applyServerFieldErrors(failure, fields, setError)?.shown) return;
      setError('root', { message: isApiError(failure, 404) ? t`Tento klub už neexistuje.` : t`Správce se nepodařilo přidat. Zkuste to prosím znovu.` });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Přidat správce klubu`}>
      <Stack $gap={3}>
        <Heading level={3}>
          <Trans>Přidat správce</Trans>
        </Heading>
        <p>
          <Trans>Má-li člověk účet, stačí e-mail. Jinak vyplňte i jméno a příjmení: dostane pozvánku, kterou si nastaví heslo.</Trans>
        </p>
        <StyledFields>
          <Field label={<Trans>E-mail</Trans>} required error={message(errors.email?.message)}>
            <TextInput type="email" autoComplete="off" {...register('email')} />
          </Field>
          <Field label={<Trans>Jméno</Trans>} error={message(errors.firstName?.message)}>
            <TextInput autoComplete="off" {...register('firstName')} />
          </Field>
          <Field label={<Trans>Příjmení</Trans>} error={message(errors.lastName?.message)}>
            <TextInput autoComplete="off" {...register('lastName')} />
          </Field>
          <InvitationLocaleField {...register('locale')} />
        </StyledFields>
        {errors.root?.message && <StyledFormError role="alert">{errors.root.message}</StyledFormError>}
        <div>
          <Button type="submit" loading={isSubmitting}>
            <Trans>Přidat správce</Trans>
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function AdministratorRows({ clubId, administrators }: { clubId: number; administrators: ClubAdministrator[] }) {
  const { t } = useLingui();
  const removeAdministrator = useMutation(peopleMutations.removeClubAdministrator(clubId));
  const confirm = useConfirm();
  const remove = async (person: ClubAdministrator) => {
    const name = `${person.firstName} ${person.lastName}`;
    if (!(await confirm({ title: t`Odebrat správce ${name}?`, message: t`Účet zůstane, jen přestane spravovat tento klub.`, confirmLabel: t`Odebrat`, danger: true }))) return;
    try {
      await removeAdministrator.mutateAsync(person.id);
      pushAlert({ type: 'success', message: t`${name} už klub nespravuje.` });
    } catch {
      pushAlert({ type: 'danger', message: t`Správce se nepodařilo odebrat. Zkuste to prosím znovu.` });
    }
  };
  return (
    <AdminTable columns={[t`Jméno a příjmení`, t`E-mail`, t`Stav`, t`Akce`]}>
      {administrators.map((person) => (
        <tr key={person.id}>
          <th scope="row">{`${person.firstName} ${person.lastName}`}</th>
          <td>{person.email}</td>
          <td>
            {person.disabled ? (
              <Badge variant="danger">{t`Zablokován`}</Badge>
            ) : person.invited ? (
              <Badge variant="warning">{t`Pozván`}</Badge>
            ) : (
              <Badge variant="success">{t`Aktivní`}</Badge>
            )}
          </td>
          <td>
            <Button size="sm" variant="danger" aria-label={t`Odebrat správce ${person.email}`} onClick={() => void remove(person)}>
              <Trans>Odebrat</Trans>
            </Button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export type ClubAdministratorsProps = {
  clubId: number;
  clubName: string;
};

/** Who administers the club in the club zone (SPEC §3 administratedClubs): listed, added or invited, removed. */
export function ClubAdministrators({ clubId, clubName }: ClubAdministratorsProps) {
  const { t } = useLingui();
  const administrators = useQuery(peopleQueries.clubAdministrators(clubId));
  return (
    <section aria-labelledby={`club-administrators-${clubId}`}>
      <Stack $gap={3}>
        <Heading level={2} id={`club-administrators-${clubId}`}>
          <Trans>Správci klubu</Trans>
        </Heading>
        <AdminListFrame
          query={administrators}
          skeletonHeight="6rem"
          empty={(list) => (list.length === 0 ? { title: t`Klub zatím nikdo nespravuje`, description: t`Správce klubu vidí klub ve své klubové zóně a upravuje jeho registraci.` } : null)}
        >
          {(list) => <AdministratorRows clubId={clubId} administrators={list} />}
        </AdminListFrame>
        <Card>
          <AddAdministratorForm clubId={clubId} clubName={clubName} />
        </Card>
      </Stack>
    </section>
  );
}
