import { MatchScreen } from './match-page';

export { loader } from './match-page';

export function Component() {
  return <MatchScreen rostersOnly />;
}
