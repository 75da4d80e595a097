import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Button } from '@phc/ui';
import type { Match } from '@phc/api-contract';
import { listWindow } from '../logic/draw';
import { MatchList, type MatchListProps } from './match-list';

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-block: ${({ theme }) => theme.space[3]};
`;

/**
 * A long day's list as a slice around the highlighted match, with buttons for earlier and later
 * matches. Live updates change rows in place; the slice only grows when the visitor asks.
 */
export const WindowedMatchList = forwardRef<HTMLAnchorElement, MatchListProps & { matches: readonly Match[] }>(function WindowedMatchList(props, ref) {
  const [pages, setPages] = useState({ before: 0, after: 0 });
  const anchor = props.highlightId == null ? null : props.matches.findIndex((m) => m.id === props.highlightId);
  const { start, end } = listWindow(props.matches.length, anchor, pages.before, pages.after);
  return (
    <>
      {start > 0 && (
        <StyledMore>
          <Button variant="secondary" onClick={() => setPages((p) => ({ ...p, before: p.before + 1 }))}>
            <Trans>Dřívější zápasy ({start})</Trans>
          </Button>
        </StyledMore>
      )}
      <MatchList ref={ref} {...props} matches={props.matches.slice(start, end)} />
      {end < props.matches.length && (
        <StyledMore>
          <Button variant="secondary" onClick={() => setPages((p) => ({ ...p, after: p.after + 1 }))}>
            <Trans>Další zápasy ({props.matches.length - end})</Trans>
          </Button>
        </StyledMore>
      )}
    </>
  );
});
