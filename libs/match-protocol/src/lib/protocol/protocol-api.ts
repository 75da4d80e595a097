import { useCallback, useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  competitionConfirmResultEndpoint,
  competitionReopenProtocolEndpoint,
  competitionSealProtocolEndpoint,
  competitionWriteEndpoints,
  type Match,
  type ProtocolState,
  type WalkoverType,
} from '@phc/api-contract';
import { apiRequest, isApiError, refreshAfterMatchWrite } from '@phc/api-client';

/** SPEC §9: the same rhythm as the event sync. */
export const STAGE_RETRY_MS = 10_000;

/**
 * After a write: the match detail from the answer's match when it has one (else read again); the
 * public live data follows the stream's delta, or is read again when no stream is open.
 */
export async function refreshMatch(queryClient: QueryClient, matchId: number, match?: Match) {
  await refreshAfterMatchWrite(queryClient, matchId, match);
}

/** The server refuses writes on a sealed protocol with 409 `sealed`: the screen then shows the seal. */
export const isSealedError = (error: unknown) => isApiError(error, 409) && error.code === 'sealed';

export async function sendWalkover(matchId: number, type: WalkoverType) {
  // SPEC §4: sent in lower case.
  return (await apiRequest(competitionWriteEndpoints.walkover, { params: { id: matchId }, body: { _data: { walkOverType: type.toLowerCase() as WalkoverType } } })).match;
}

export async function confirmResult(matchId: number, side: 'home' | 'away', pin: string): Promise<ProtocolState> {
  return (await apiRequest(competitionConfirmResultEndpoint, { params: { id: matchId }, body: { _data: { side, pin } } })).protocol;
}

export async function sealProtocol(matchId: number, refereeId: number, pin: string): Promise<ProtocolState> {
  return (await apiRequest(competitionSealProtocolEndpoint, { params: { id: matchId }, body: { _data: { refereeId, pin } } })).protocol;
}

export async function reopenProtocol(matchId: number): Promise<ProtocolState> {
  return (await apiRequest(competitionReopenProtocolEndpoint, { params: { id: matchId } })).protocol;
}

const stageKey = (matchId: number) => `match-protocol:stage:${matchId}`;

function readPendingStage(matchId: number): number | null {
  try {
    const raw = localStorage.getItem(stageKey(matchId));
    const id = raw === null ? Number.NaN : Number(raw);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

function writePendingStage(matchId: number, stageId: number | null) {
  try {
    if (stageId === null) localStorage.removeItem(stageKey(matchId));
    else localStorage.setItem(stageKey(matchId), String(stageId));
  } catch {
    // Private mode without storage: the change still goes out now, only a reload would forget it.
  }
}

/**
 * The match stage, changed through the dedicated call. Offline the change is kept on the device (so
 * the clock windows follow at once) and sent again every 10 s and on reconnect, like the events.
 */
export function useMatchStage(matchId: number, serverStageId: number | null) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<number | null>(() => readPendingStage(matchId));
  const [error, setError] = useState<unknown>(null);

  const send = useCallback(
    async (stageId: number) => {
      setPending(stageId);
      writePendingStage(matchId, stageId);
      try {
        const { match } = await apiRequest(competitionWriteEndpoints.changeStage, { params: { id: matchId }, body: { stage_id: stageId } });
        writePendingStage(matchId, null);
        setError(null);
        await refreshMatch(queryClient, matchId, match);
        setPending(null);
      } catch (caught) {
        // Without an answer the change waits for the network; a refusal is final and shown.
        if (isApiError(caught) && caught.isNetworkError) return;
        writePendingStage(matchId, null);
        setPending(null);
        setError(caught);
        if (isSealedError(caught)) await refreshMatch(queryClient, matchId);
      }
    },
    [matchId, queryClient],
  );

  // A change left waiting by an earlier visit goes out as soon as the screen is back.
  useEffect(() => {
    const left = readPendingStage(matchId);
    if (left !== null) void send(left);
  }, [matchId, send]);

  useEffect(() => {
    if (pending === null) return undefined;
    const retry = () => void send(pending);
    const timer = window.setInterval(retry, STAGE_RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [pending, send]);

  return { stageId: pending ?? serverStageId, pending: pending !== null, error, change: send, clearError: () => setError(null) };
}
