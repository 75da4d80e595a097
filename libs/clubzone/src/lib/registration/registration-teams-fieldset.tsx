import type { FieldArrayWithId, UseFieldArrayReturn } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { clubRegistrationLimits, type Enums, type OrderBundle } from '@phc/api-contract';
import { useLocale } from '@phc/i18n';
import { Button, Field, Heading, Select, TextInput } from '@phc/ui';
import type { RegistrationFieldFlags } from './registration-flags';
import { emptyTeam, type RegistrationFormValues } from './registration-logic';
import { StyledCounts, StyledError, StyledFieldset, StyledGrid, StyledTeam, StyledTeamHeader, StyledTeams } from './registration-form-styles';
import { localName, type SectionProps } from './registration-sections';

type Option = { value: string; label: string };

type TeamItemProps = SectionProps & {
  field: FieldArrayWithId<RegistrationFormValues, 'teams', 'key'>;
  index: number;
  onRemove: () => void;
  flags: RegistrationFieldFlags;
  teamNameRequired: boolean;
  options: { categories: Option[]; levels: Option[]; bundles: Option[] };
};

function TeamItem({ register, message, field, index, onRemove, flags, teamNameRequired, options }: TeamItemProps) {
  const { t } = useLingui();
  // A team already stored keeps its head count once the organiser froze it.
  const frozen = !flags.personsEditable && field.id !== undefined;
  return (
    <StyledTeam aria-labelledby={`team-${field.key}-title`}>
      <StyledTeamHeader>
        <Heading level={3} size={4} id={`team-${field.key}-title`}>
          <TeamTitle number={index + 1} />
        </Heading>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <RemoveTeamLabel number={index + 1} />
        </Button>
      </StyledTeamHeader>
      <StyledGrid>
        <Field label={<Trans>Název týmu</Trans>} required={teamNameRequired} error={message(`teams.${index}.name`)}>
          <TextInput {...register(`teams.${index}.name`)} />
        </Field>
        <Field label={<Trans>Kategorie</Trans>} required error={message(`teams.${index}.teamCategoryId`)}>
          <Select options={options.categories} placeholder={t`Vyberte…`} {...register(`teams.${index}.teamCategoryId`)} />
        </Field>
        <Field label={<Trans>Úroveň služeb</Trans>} error={message(`teams.${index}.serviceLevelId`)}>
          <Select options={options.levels} placeholder={t`Nevybráno`} {...register(`teams.${index}.serviceLevelId`)} />
        </Field>
        <Field label={<Trans>Balíček</Trans>} error={message(`teams.${index}.orderBundleId`)}>
          <Select options={options.bundles} placeholder={t`Nevybráno`} {...register(`teams.${index}.orderBundleId`)} />
        </Field>
      </StyledGrid>
      <StyledCounts>
        <Field label={<Trans>Osoby</Trans>} hint={frozen ? <Trans>Počet osob už organizátor nedovoluje měnit.</Trans> : undefined} error={message(`teams.${index}.persons`)}>
          <TextInput type="number" inputMode="numeric" min={0} readOnly={frozen} {...register(`teams.${index}.persons`)} />
        </Field>
        <Field label={<Trans>Osoby navíc</Trans>} error={message(`teams.${index}.extraPersons`)}>
          <TextInput type="number" inputMode="numeric" min={0} readOnly={frozen} {...register(`teams.${index}.extraPersons`)} />
        </Field>
        {flags.vipTickets && (
          <Field label={<Trans>VIP vstupenky</Trans>} hint={<Trans>Jedna na tým je zdarma.</Trans>} error={message(`teams.${index}.vipTickets`)}>
            <TextInput type="number" inputMode="numeric" min={0} {...register(`teams.${index}.vipTickets`)} />
          </Field>
        )}
        {flags.singleRooms && (
          <Field label={<Trans>Jednolůžkové pokoje</Trans>} error={message(`teams.${index}.singleRooms`)}>
            <TextInput type="number" inputMode="numeric" min={0} {...register(`teams.${index}.singleRooms`)} />
          </Field>
        )}
        {flags.restaurantMeals && (
          <Field label={<Trans>Jídla navíc v restauraci</Trans>} error={message(`teams.${index}.extraRestaurantMeals`)}>
            <TextInput type="number" inputMode="numeric" min={0} {...register(`teams.${index}.extraRestaurantMeals`)} />
          </Field>
        )}
      </StyledCounts>
    </StyledTeam>
  );
}

type TeamsFieldsetProps = SectionProps & {
  teams: UseFieldArrayReturn<RegistrationFormValues, 'teams', 'key'>;
  flags: RegistrationFieldFlags;
  teamNameRequired: boolean;
  enums: Enums;
  /** The bundles the chosen country offers. */
  bundles: readonly OrderBundle[];
};

export function TeamsFieldset({ register, message, teams: { fields, append, remove }, flags, teamNameRequired, enums, bundles }: TeamsFieldsetProps) {
  const locale = useLocale();
  const teamsError = message('teams.root') ?? message('teams');
  const options = {
    categories: enums.teamCategories.map((c) => ({ value: String(c.id), label: `${c.code} – ${localName(c.name, locale)}` })),
    levels: enums.serviceLevels.map((l) => ({ value: String(l.id), label: localName(l.name, locale) })),
    bundles: bundles.map((b) => ({ value: String(b.id), label: localName(b.name, locale) })),
  };
  return (
    <StyledFieldset aria-describedby={teamsError ? 'registration-teams-error' : undefined}>
      <legend>
        <Trans>Týmy</Trans>
      </legend>
      {teamsError && <StyledError id="registration-teams-error">{teamsError}</StyledError>}
      <StyledTeams>
        {fields.map((field, index) => (
          <TeamItem
            key={field.key}
            register={register}
            message={message}
            field={field}
            index={index}
            onRemove={() => remove(index)}
            flags={flags}
            teamNameRequired={teamNameRequired}
            options={options}
          />
        ))}
      </StyledTeams>
      <div>
        {flags.canAddTeam ? (
          <Button variant="secondary" onClick={() => append(emptyTeam())} disabled={fields.length >= clubRegistrationLimits.maxTeams}>
            <Trans>Přidat tým</Trans>
          </Button>
        ) : (
          <p>
            <Trans>Nové týmy už nelze přidávat (termín pro přidání týmu uplynul).</Trans>
          </p>
        )}
      </div>
    </StyledFieldset>
  );
}

function TeamTitle({ number }: { number: number }) {
  return <Trans>Tým {number}</Trans>;
}

function RemoveTeamLabel({ number }: { number: number }) {
  return <Trans>Odebrat tým {number}</Trans>;
}
