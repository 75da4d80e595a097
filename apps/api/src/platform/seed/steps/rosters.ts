import { firstNames, lastNames, surnameFor } from '../data';
import { insertBatched, json, type SeedBase, type StepOut } from './context';
import type { seedAccounts, seedCategories } from './catalogue';
import { contactOf, type seedClubs, type seedTeams } from './clubs';

type RostersInput = SeedBase & StepOut<typeof seedCategories> & StepOut<typeof seedClubs> & StepOut<typeof seedTeams>;

export type ParticipantDef = Record<string, unknown> & { is_leader: boolean; jersey_number: number | null; captain: boolean; goalkeeper: boolean; team: number | null };

/** Rosters: 10–14 players born in the category's years, 1–2 adult leaders, unique jersey numbers. */
function teamMembers({ random, rules, categoryDefs, clubDefs, clubs, teamDefs }: RostersInput): ParticipantDef[] {
  const defs: ParticipantDef[] = [];
  teamDefs.forEach((t, ti) => {
    const category = categoryDefs[t.category];
    const style = clubDefs[t.club].style;
    const gender = category.gender;
    const players = random.int(10, 14);
    const leaders = random.int(1, 2);
    const numbers = random.shuffle(Array.from({ length: 40 }, (_, k) => k + 1));
    for (let p = 0; p < players + leaders; p++) {
      const leader = p >= players;
      const leaderGender = random.chance(0.7) ? 'M' : 'F';
      const birthYear = leader ? random.int(1965, 1995) : (category.birth_year_from ?? random.int(1980, 2003)) + random.int(0, 1);
      defs.push({
        club_id: clubs[t.club].id,
        first_name: random.pick(firstNames[leader ? leaderGender : gender][style]),
        last_name: surnameFor(random.pick(lastNames[style]), leader ? leaderGender : gender),
        birth_date: `${birthYear}-01-01`,
        gender: leader ? leaderGender : gender,
        is_leader: leader,
        jersey_number: leader ? null : numbers[p],
        captain: p === 0,
        goalkeeper: p === 1 && rules.hasGoalkeeper,
        team: ti,
      });
    }
  });
  return defs;
}

/** A few club members not yet in any team (availableTeamIds in the club zone). */
function membersWithoutTeam({ random, categoryDefs, clubDefs, clubs }: RostersInput): ParticipantDef[] {
  const defs: ParticipantDef[] = [];
  for (let c = 0; c < clubDefs.length; c += 3) {
    const gender = random.chance(0.5) ? 'M' : 'F';
    defs.push({
      club_id: clubs[c].id,
      first_name: random.pick(firstNames[gender][clubDefs[c].style]),
      last_name: surnameFor(random.pick(lastNames[clubDefs[c].style]), gender),
      birth_date: `${categoryDefs[random.int(0, categoryDefs.length - 1)].birth_year_from ?? 1995}-01-01`,
      gender,
      is_leader: false,
      jersey_number: null,
      captain: false,
      goalkeeper: false,
      team: null,
    });
  }
  return defs;
}

/** The clubs' people: team members and members without a team, and who plays for which team. */
export async function seedRosters(input: RostersInput) {
  const participantDefs = [...teamMembers(input), ...membersWithoutTeam(input)];
  const participants = await insertBatched(
    input.trx,
    'participants',
    participantDefs.map(({ captain, goalkeeper, team: _team, ...p }) => ({ ...p, tournament_specific_attributes: json({ captain, goalkeeper }) })),
    true,
  );
  const membersOf = new Map<number, number[]>();
  participantDefs.forEach((p, i) => {
    if (p.team !== null) membersOf.set(p.team, [...(membersOf.get(p.team) ?? []), i]);
  });
  const participantTeams = participantDefs.flatMap((p, i) => (p.team === null ? [] : [{ participant_id: participants[i].id, team_id: input.teams[p.team].id }]));
  return { participantDefs, participants, membersOf, participantTeams };
}

const requestStates = ['pending', 'approved', 'rejected', 'canceled'] as const;
type RequestsInput = RostersInput & StepOut<typeof seedAccounts> & StepOut<typeof seedRosters>;

/** Exception requests: a player asked to also play for another team of the club (SPEC §3 team request). */
export async function seedTeamRequests({ trx, tournament, random, userId, categories, clubs, teamDefs, drawnTeams, teams, participantDefs, participants, membersOf, participantTeams }: RequestsInput) {
  const teamRequests: Record<string, unknown>[] = [];
  for (let ti = 0, made = 0; ti < drawnTeams && made < (tournament.id === 'phc' ? 40 : 8); ti += 5) {
    const other = teamDefs.findIndex((t, k) => k !== ti && k < drawnTeams && t.club === teamDefs[ti].club && t.category !== teamDefs[ti].category);
    if (other < 0) continue;
    const p = (membersOf.get(ti) ?? [])[2];
    const state = requestStates[made % requestStates.length];
    teamRequests.push({
      club_id: clubs[teamDefs[ti].club].id,
      participant_id: participants[p].id,
      team_id: teams[other].id,
      team_category_id: categories[teamDefs[other].category].id,
      request_reason: random.pick(['Tým nemá dost hráčů.', 'Hráč je o rok starší, hraje s kamarády.', 'Brankář pro druhý tým.']),
      resolution_reason: state === 'approved' ? 'Schváleno podle pravidel výjimek.' : state === 'rejected' ? 'Kategorie neumožňuje starší hráče.' : null,
      state,
      waive_fee: state === 'approved' && made % 8 === 1,
      resolved_by: state === 'approved' || state === 'rejected' ? userId('admin@demo.test') : null,
    });
    if (state === 'approved') {
      participantTeams.push({ participant_id: participants[p].id, team_id: teams[other].id });
      participantDefs[p].on_exception = true;
      await trx.updateTable('participants').set({ on_exception: true }).where('id', '=', participants[p].id).execute();
    }
    made++;
  }
  await insertBatched(trx, 'participant_teams', participantTeams);
  await insertBatched(trx, 'team_requests', teamRequests);
}

/** Team leaders (paperless): one or two per club, each leading some of its teams. */
export async function seedTeamLeaders({ trx, random, clubDefs, clubs, teamDefs, teams }: RostersInput) {
  const leaderRows: Record<string, unknown>[] = [];
  const leaderTeams: number[][] = [];
  clubDefs.forEach((c, ci) => {
    const clubTeams = teamDefs.map((t, k) => ({ t, k })).filter(({ t }) => t.club === ci);
    if (clubTeams.length === 0) return;
    const count = ci === 0 ? 2 : random.int(1, 2);
    for (let l = 0; l < count; l++) {
      const contact = contactOf(random, c.style);
      leaderRows.push({ club_id: clubs[ci].id, first_name: contact.firstName, last_name: contact.lastName, email: `leader${leaderRows.length + 1}.${contact.email}`, phone: contact.phone });
      leaderTeams.push(clubTeams.filter((_, k) => k % count === l).map(({ k }) => k));
    }
  });
  const leaders = await insertBatched(trx, 'team_leaders', leaderRows, true);
  await insertBatched(trx, 'team_leader_teams', leaders.flatMap((l, i) => leaderTeams[i].map((ti) => ({ team_leader_id: l.id, team_id: teams[ti].id }))));
}
