import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoggedUser } from '@phc/api-contract';
import { competitionQueries, webQueries } from '@phc/api-client';
import { availableClubs, currentClubId, isSuperReporter, profileLinks, sortClubsByName, useUserBarStore, type ProfileLink } from '@phc/auth';
import { href, useLocale } from '@phc/i18n';
import { Button, Field, Select, Stack } from '@phc/ui';
import { clubzoneQueries } from '../account/club-queries';
import { clubSwitcherOptions, matchProtocolTarget, profileLinkTargets, recordsMatchesByRole } from './profile-links';

const StyledWho = styled.p`
  margin: 0;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const StyledLinks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding: 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.link};
  }
`;

export type ProfileBoxProps = {
  user: LoggedUser;
  /** Called when a link takes the user elsewhere, so the panel closes. */
  onNavigate: () => void;
  onLogout: () => Promise<void>;
};

/** SPEC §2 profile box: exactly the links whose conditions hold, the club switcher, profile and logout. */
export function ProfileBox({ user, onNavigate, onLogout }: ProfileBoxProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const selectedClubId = useUserBarStore((state) => state.selectedClubId);
  const selectClub = useUserBarStore((state) => state.selectClub);
  const { data: enums } = useQuery(webQueries.enums());
  const superReporter = isSuperReporter(user);
  // The public list also names each club's country for the switcher: asked for whoever has a choice.
  const { data: allClubs } = useQuery({ ...clubzoneQueries.clubs(), enabled: superReporter || user.administratedClubs.length > 1 });
  const clubs = useMemo(() => sortClubsByName(availableClubs({ user, allClubs })), [user, allClubs]);
  const clubId = currentClubId({ user, selectedClubId });
  const { data: club } = useQuery({ ...clubzoneQueries.club(clubId ?? 0), enabled: clubId !== null });

  const labels: Record<ProfileLink, string> = {
    administration: t`Administrace`,
    registerClub: t`Registrovat klub`,
    registerReferee: t`Registrovat rozhodčího`,
    dashboard: t`Klubová zóna`,
    orderSummary: t`Souhrn objednávky`,
    roster: t`Soupiska`,
    myRegistration: t`Moje registrace`,
    rosterSuperReporter: t`Soupiska klubu`,
    teamRequests: t`Žádosti o výjimky`,
    teamLeaders: t`Vedoucí týmů`,
    trainings: t`Kalendář tréninků`,
    trainingJoinRequests: t`Žádosti o přátelská utkání`,
  };
  const links = profileLinks({
    user,
    configurations: enums?.configurations ?? [],
    now: new Date(),
    club: clubId === null ? null : { id: clubId, registrationState: club?.registrationState ?? null },
  });
  const targets = profileLinkTargets(links, clubId, locale);
  // A team leader has no role that says so: the server's list of their matches does.
  const { data: myMatches } = useQuery({ ...competitionQueries.myMatches(), enabled: !recordsMatchesByRole(user) });
  const protocolTarget = matchProtocolTarget(user, (myMatches?.length ?? 0) > 0, locale);

  return (
    <Stack $gap={4}>
      <StyledWho>
        <strong>
          {user.firstName} {user.lastName}
        </strong>
        <span>{user.username}</span>
      </StyledWho>
      {clubs.length > 1 && (
        <Field label={<Trans>Klub</Trans>}>
          <Select
            value={clubId === null ? '' : String(clubId)}
            placeholder={t`Vyberte klub`}
            options={clubSwitcherOptions(clubs, allClubs ?? [], enums?.countries ?? [], locale)}
            onChange={(event) => {
              const id = Number(event.target.value) || null;
              selectClub(id);
              if (id !== null && window.location.pathname.includes('/dashboard')) void navigate(href('dashboard', { clubId: id }, locale));
            }}
          />
        </Field>
      )}
      <nav aria-label={t`Můj účet`}>
        <StyledLinks>
          {targets.map((target) => (
            <li key={target.link}>
              {target.external ? (
                <a href={target.to} {...(target.newTab ? { target: '_blank', rel: 'noopener' } : {})} onClick={onNavigate}>
                  {labels[target.link]}
                  {target.newTab && <span> ↗</span>}
                </a>
              ) : (
                <Link to={target.to} onClick={onNavigate}>
                  {labels[target.link]}
                </Link>
              )}
            </li>
          ))}
          {protocolTarget && (
            <li>
              <Link to={protocolTarget} onClick={onNavigate}>
                <Trans>Zápasový protokol</Trans>
              </Link>
            </li>
          )}
          <li>
            <Link to={href('profil', {}, locale)} onClick={onNavigate}>
              <Trans>Upravit profil</Trans>
            </Link>
          </li>
        </StyledLinks>
      </nav>
      <Button
        variant="secondary"
        onClick={async () => {
          // Leave a protected page first, so its login guard does not ask to log in again at once.
          void navigate(href('index', {}, locale));
          await onLogout();
        }}
      >
        <Trans>Odhlásit se</Trans>
      </Button>
    </Stack>
  );
}
