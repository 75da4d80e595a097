/** SPEC §4: a local flag marks a probably logged-in user, so the app asks the server only then. */
export const probablyLoggedInKey = 'phc:probably-logged-in';

/** Sets or clears the flag (login, logout). */
export function setProbablyLoggedIn(on: boolean) {
  if (typeof localStorage === 'undefined') return;
  if (on) localStorage.setItem(probablyLoggedInKey, '1');
  else localStorage.removeItem(probablyLoggedInKey);
}

export const isProbablyLoggedIn = () => typeof localStorage !== 'undefined' && localStorage.getItem(probablyLoggedInKey) === '1';

/** Told at login and logout; the followed teams' store listens (an event, so the login's chunk does not carry the store). */
export const accountChangedEvent = 'phc:account-changed';

export function announceAccountChange() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(accountChangedEvent));
}
