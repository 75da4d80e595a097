/** Test-only entry: a realistic request and answer for every call (the API's contract fuzz starts from them). */
export { samples, type Sample } from './lib/fixtures';
