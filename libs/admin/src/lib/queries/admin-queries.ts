import { mutationOptions, queryOptions, type MutationFunctionContext } from '@tanstack/react-query';
import { adminConfigEndpoints, adminEndpoints, type AdminClubStateBody, type AuditQuery, type RefereeDecisionBody, type TeamRequestDecisionBody, type TeamRequestState, type Transfer } from '@phc/api-contract';
import { apiRequest, type ApiRequest } from '@phc/api-client';

type TransferState = Transfer['state'];

/** What the decision lists show first: what waits for a decision (the screen's filter starts here; its route prefetches it). */
export const defaultTransferFilter: TransferState = 'unconfirmed';
export const defaultTeamRequestFilter: TeamRequestState = 'pending';

/** Keys under 'admin': a decision invalidates the list, every club's detail and the audit log at once. */
export const adminKeys = {
  all: ['admin'] as const,
  clubs: ['admin', 'clubs'] as const,
  club: (id: number) => ['admin', 'clubs', id] as const,
  invoiceItems: ['admin', 'invoice-items'] as const,
  audit: (filter: AuditQuery) => ['admin', 'audit', filter] as const,
  teamRequests: (state: TeamRequestState | undefined) => ['admin', 'team-requests', state ?? 'all'] as const,
  referees: ['admin', 'referees'] as const,
  transfers: (state: TransferState | undefined) => ['admin', 'transfers', state ?? 'all'] as const,
  config: ['admin', 'config'] as const,
  waitingWork: ['admin', 'waiting-work'] as const,
};

export function createAdminQueries(request: ApiRequest) {
  return {
    /** Issue 24: what waits for the caller; any decision under 'admin' refreshes it. */
    waitingWork: () =>
      queryOptions({
        queryKey: adminKeys.waitingWork,
        queryFn: async ({ signal }) => (await request(adminEndpoints.waitingWork, { signal })).items,
        staleTime: 30_000,
      }),
    clubs: () =>
      queryOptions({
        queryKey: adminKeys.clubs,
        queryFn: async ({ signal }) => (await request(adminEndpoints.clubs, { signal })).clubs,
        staleTime: 30_000,
      }),
    club: (id: number) =>
      queryOptions({
        queryKey: adminKeys.club(id),
        queryFn: async ({ signal }) => (await request(adminEndpoints.club, { params: { id }, signal })).club,
        staleTime: 30_000,
      }),
    invoiceItems: () =>
      queryOptions({
        queryKey: adminKeys.invoiceItems,
        queryFn: async ({ signal }) => (await request(adminEndpoints.invoiceItems, { signal })).items,
        staleTime: 30_000,
      }),
    teamRequests: (state?: TeamRequestState) =>
      queryOptions({
        queryKey: adminKeys.teamRequests(state),
        queryFn: async ({ signal }) => (await request(adminEndpoints.teamRequests, { query: state ? { state } : {}, signal })).teamRequests,
        staleTime: 30_000,
      }),
    transfers: (state?: TransferState) =>
      queryOptions({
        queryKey: adminKeys.transfers(state),
        queryFn: async ({ signal }) => (await request(adminEndpoints.transfers, { query: state ? { state } : {}, signal })).transfers,
        staleTime: 30_000,
      }),
    referees: () =>
      queryOptions({
        queryKey: adminKeys.referees,
        queryFn: async ({ signal }) => (await request(adminEndpoints.referees, { signal })).referees,
        staleTime: 30_000,
      }),
    config: () =>
      queryOptions({
        queryKey: adminKeys.config,
        queryFn: async ({ signal }) => (await request(adminConfigEndpoints.configList, { signal })).entries,
        staleTime: 30_000,
      }),
    audit: (filter: AuditQuery) =>
      queryOptions({
        queryKey: adminKeys.audit(filter),
        queryFn: async ({ signal }) => request(adminEndpoints.audit, { query: filter, signal }),
        staleTime: 10_000,
      }),
  };
}

export const adminQueries = createAdminQueries(apiRequest);

/**
 * The `onSuccess` of every admin write's mutationOptions: each read of the area (lists, details, the
 * audit log) sits under `adminKeys.all` and refetches, since a decision shows in several of them.
 */
export const refetchAdmin = (_data: unknown, _variables: unknown, _onMutateResult: unknown, { client }: MutationFunctionContext) => client.invalidateQueries({ queryKey: adminKeys.all });

/** The area's decisions, one mutationOptions factory per call; each refetches every admin read (refetchAdmin). */
export function createAdminMutations(request: ApiRequest) {
  return {
    /** Decides registrations (one club or a selection). */
    setClubsState: () =>
      mutationOptions({
        mutationKey: [...adminKeys.clubs, 'state'] as const,
        mutationFn: async (body: AdminClubStateBody) => (await request(adminEndpoints.clubsState, { body })).clubs,
        onSuccess: refetchAdmin,
      }),
    /** Decides an exception request. */
    decideTeamRequest: () =>
      mutationOptions({
        mutationKey: [...adminKeys.all, 'team-requests', 'decide'] as const,
        mutationFn: async ({ id, body }: { id: number; body: TeamRequestDecisionBody }) => (await request(adminEndpoints.teamRequestDecision, { params: { id }, body })).teamRequest,
        onSuccess: refetchAdmin,
      }),
    /** Approves or rejects a referee's registration. */
    decideReferee: () =>
      mutationOptions({
        mutationKey: [...adminKeys.referees, 'decide'] as const,
        mutationFn: async ({ id, body }: { id: number; body: RefereeDecisionBody }) => (await request(adminEndpoints.refereeDecision, { params: { id }, body })).referee,
        onSuccess: refetchAdmin,
      }),
    /** Confirms a club's transfer. */
    confirmTransfer: () =>
      mutationOptions({
        mutationKey: [...adminKeys.all, 'transfers', 'confirm'] as const,
        mutationFn: async (id: number) => (await request(adminEndpoints.transferConfirm, { params: { id } })).transfer,
        onSuccess: refetchAdmin,
      }),
    /** Saves one configuration key (the value as text, null for the default). */
    saveConfigValue: (key: string) =>
      mutationOptions({
        mutationKey: [...adminKeys.config, key] as const,
        mutationFn: async (value: string | null) => (await request(adminConfigEndpoints.configUpdate, { params: { key }, body: { value } })).entry,
        onSuccess: refetchAdmin,
      }),
    /** Marks a club's order paid or unpaid (issue 24). */
    setClubPayment: (clubId: number) =>
      mutationOptions({
        mutationKey: [...adminKeys.club(clubId), 'payment'] as const,
        mutationFn: async (paid: boolean) => (await request(adminEndpoints.clubPayment, { params: { id: clubId }, body: { paid } })).club,
        onSuccess: refetchAdmin,
      }),
  };
}

export const adminMutations = createAdminMutations(apiRequest);
