// The followed teams moved to @phc/api-client: the content system's live block reads them too.
export { useFavouriteTeams } from '@phc/api-client';
