import styled, { css } from 'styled-components';

/** A card of the club zone's lists (transfers, trainings, requests, leaders): one look everywhere. */
export const cardStyles = css`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** A list of cards; its items carry `cardStyles`, or are `StyledCardItem`s. */
export const StyledCardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledCardItem = styled.li`
  ${cardStyles}
`;
