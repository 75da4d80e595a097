import type { Participant, TeamLeader, TeamRequest, TrainingJoinRequest } from '@phc/api-contract';

export interface RosterTeamSummary {
  teamId: number;
  label: string;
  players: number;
  leaders: number;
  /** Allowances the team exceeds (the roster screen names them). */
  problems: number;
}

export interface RosterSummary {
  teams: RosterTeamSummary[];
  /** Players in no team: they play nowhere until assigned. */
  unassigned: number;
  /** Teams without any player, or over an allowance. */
  teamsWithProblems: number;
}

/** The roster at a glance: per team players and leaders (from the roster's own team summaries), and what needs attention. */
export function summarizeRoster(
  participants: readonly Pick<Participant, 'teamIds' | 'isLeader'>[],
  teams: readonly { teamId: number; label: string; players: number; leaders: number; problems: number }[],
): RosterSummary {
  const unassigned = participants.filter((p) => !p.isLeader && p.teamIds.length === 0).length;
  return { teams: [...teams], unassigned, teamsWithProblems: teams.filter((team) => team.players === 0 || team.problems > 0).length };
}

export interface RequestSummary {
  pending: number;
  approved: number;
  closed: number;
}

/** Exception requests by state: the organiser's answers waiting, given and closed (rejected or cancelled). */
export function summarizeRequests(requests: readonly Pick<TeamRequest, 'state'>[]): RequestSummary {
  const count = (states: readonly string[]) => requests.filter((r) => states.includes(r.state)).length;
  return { pending: count(['pending']), approved: count(['approved']), closed: count(['rejected', 'canceled', 'cancelled']) };
}

export interface LeaderSummary {
  leaders: number;
  /** Invited leaders who have not accepted yet: they cannot edit a match roster. */
  waiting: number;
  teamsWithoutLeader: number;
}

export function summarizeLeaders(leaders: readonly Pick<TeamLeader, 'userId' | 'teams'>[], teamIds: readonly number[]): LeaderSummary {
  const led = new Set(leaders.flatMap((l) => l.teams));
  return { leaders: leaders.length, waiting: leaders.filter((l) => l.userId === null).length, teamsWithoutLeader: teamIds.filter((id) => !led.has(id)).length };
}

/** Friendly-match requests waiting for this club's answer, and its own waiting for others. */
export function summarizeJoinRequests(received: readonly Pick<TrainingJoinRequest, 'state'>[], created: readonly Pick<TrainingJoinRequest, 'state'>[]): { toAnswer: number; waiting: number } {
  return { toAnswer: received.filter((r) => r.state === 'pending').length, waiting: created.filter((r) => r.state === 'pending').length };
}
