import { publicReferees, sortRefereesCzech } from './referees';

const referee = (lastName: string, firstName = 'Jan', registrationState: 'new' | 'approved' | 'rejected' = 'approved') => ({ id: 0, firstName, lastName, registrationState });

describe('referees in Czech order', () => {
  it('puts Čermák after Cibulka (Č is a letter after C)', () => {
    const names = sortRefereesCzech([referee('Čermák'), referee('Cibulka'), referee('Dvořák'), referee('Cejnar')]).map((r) => r.lastName);
    expect(names).toEqual(['Cejnar', 'Cibulka', 'Čermák', 'Dvořák']);
  });

  it('puts Chalupa after Hruška (Ch is one letter after H)', () => {
    const names = sortRefereesCzech([referee('Chalupa'), referee('Hruška'), referee('Cibulka'), referee('Ibl')]).map((r) => r.lastName);
    expect(names).toEqual(['Cibulka', 'Hruška', 'Chalupa', 'Ibl']);
  });

  it('orders Ř after R, Š after S and Ž after Z', () => {
    const names = sortRefereesCzech([referee('Žák'), referee('Šindelář'), referee('Řezáč'), referee('Rys'), referee('Svoboda'), referee('Zeman')]).map((r) => r.lastName);
    expect(names).toEqual(['Rys', 'Řezáč', 'Svoboda', 'Šindelář', 'Zeman', 'Žák']);
  });

  it('breaks a tie of last names by the first name', () => {
    const names = sortRefereesCzech([referee('Novák', 'Petr'), referee('Novák', 'Adam'), referee('Novák', 'Čeněk')]).map((r) => r.firstName);
    expect(names).toEqual(['Adam', 'Čeněk', 'Petr']);
  });

  it('shows only approved referees and finds them by either name, ignoring case and accents', () => {
    const all = [referee('Čermák', 'Tomáš'), referee('Cibulka', 'Jiří', 'new'), referee('Hruška', 'Karel', 'rejected'), referee('Chalupa', 'Tomáš')];
    expect(publicReferees(all).map((r) => r.lastName)).toEqual(['Čermák', 'Chalupa']);
    expect(publicReferees(all, 'cermak').map((r) => r.lastName)).toEqual(['Čermák']);
    expect(publicReferees(all, 'TOMÁŠ').map((r) => r.lastName)).toEqual(['Čermák', 'Chalupa']);
    expect(publicReferees(all, 'tomas chal').map((r) => r.lastName)).toEqual(['Chalupa']);
    expect(publicReferees(all, 'cibulka')).toEqual([]);
  });
});
