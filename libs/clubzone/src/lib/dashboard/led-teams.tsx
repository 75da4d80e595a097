import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { href, LocaleLink, useLocale } from '@phc/i18n';
import { teamRefName } from '@phc/tournaments';
import { Card, Heading } from '@phc/ui';
import { leaderQueries } from '../team-leaders/leader-queries';

/** A team leader's teams (accepted invitations) and the way to their matches' rosters; nothing for anyone else. */
export function LedTeams() {
  const locale = useLocale();
  const { data: teams } = useQuery(leaderQueries.ledTeams());
  if (!teams || teams.length === 0) return null;
  return (
    <Card aria-labelledby="led-teams-heading">
      <Heading level={2} id="led-teams-heading">
        <Trans>Týmy, které vedete</Trans>
      </Heading>
      <ul>
        {teams.map((team) => (
          <li key={team.id}>
            {teamRefName(team, locale)}
          </li>
        ))}
      </ul>
      <p>
        <LocaleLink to={href('zapasovy-protokol', {}, locale)}>
          <Trans>Zápasy vašich týmů a jejich soupisky</Trans>
        </LocaleLink>
      </p>
    </Card>
  );
}
