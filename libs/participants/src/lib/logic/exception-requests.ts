import { compareCzech, type PublicTeamRequest } from '@phc/api-contract';

export interface ClubExceptionRequests {
  clubId: number;
  clubName: string;
  requests: PublicTeamRequest[];
}

/**
 * The public exception requests by club (Czech order), each club's by its teams' category and number,
 * then the player's initials: an opponent looks up a club, a parent their child's team.
 */
export function exceptionRequestsByClub(requests: readonly PublicTeamRequest[]): ClubExceptionRequests[] {
  const clubs = new Map<number, ClubExceptionRequests>();
  for (const request of requests) {
    const club = clubs.get(request.team.clubId) ?? { clubId: request.team.clubId, clubName: request.team.clubName, requests: [] };
    club.requests.push(request);
    clubs.set(club.clubId, club);
  }
  const byTeam = (a: PublicTeamRequest, b: PublicTeamRequest) =>
    compareCzech(a.team.categoryCode, b.team.categoryCode) || a.team.teamNumber - b.team.teamNumber || compareCzech(a.participantName, b.participantName) || a.id - b.id;
  return [...clubs.values()].map((club) => ({ ...club, requests: club.requests.sort(byTeam) })).sort((a, b) => compareCzech(a.clubName, b.clubName) || a.clubId - b.clubId);
}
