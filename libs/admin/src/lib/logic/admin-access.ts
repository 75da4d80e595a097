// The roles of each screen live in @phc/auth: the site's account menu links to the area by them too.
export { adminScreens, type AdminScreen } from '@phc/auth';
