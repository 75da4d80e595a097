/**
 * Invoice items a registration orders (SPEC §3 Invoice item, §9): per team its bundle for every person
 * (persons and extra persons), VIP tickets beyond the one free per team, single rooms and extra
 * restaurant meals, each at the price list's price in the club's currency; per extra person group (SPEC §3:
 * drivers, parents) its bundle for its persons, VIP party tickets, single rooms and restaurant places,
 * as club-wide lines (no team).
 */
export type Currency = 'CZK' | 'EUR';

/** Czech clubs pay in Kč, everybody else in euros (SPEC §9). */
export const currencyOfCountry = (countryCode: string): Currency => (countryCode.toUpperCase() === 'CZ' ? 'CZK' : 'EUR');

export interface PriceItem {
  id: number;
  code: string;
  priceCzk: number;
  priceEur: number;
}

export interface InvoiceTeam {
  teamId: number;
  /** The bundle's price list item, or null when no bundle was chosen. */
  bundleItemId: number | null;
  persons: number;
  extraPersons: number;
  vipTickets: number;
  singleRooms: number;
  extraRestaurantMeals: number;
}

/** An extra person group: nobody in it plays, so no free VIP ticket. */
export interface InvoiceGroup {
  bundleItemId: number | null;
  persons: number;
  /** Places at the handball restaurant, one meal each. */
  handballPersons: number;
  vipPartyPersons: number;
  singleRooms: number;
}

export interface InvoiceLine {
  pricelistItemId: number;
  teamId: number | null;
  quantity: number;
  unitPrice: number;
  currency: Currency;
}

/** Codes of the items a registration writes; anything else (T-shirts, transfers) is left as it is. */
export const registrationItemCodes = ['vip_ticket', 'single_room', 'restaurant_meal'] as const;

/** SPEC §9: every team gets one VIP ticket free. */
export const freeVipTicketsPerTeam = 1;

export function invoiceLines(teams: readonly InvoiceTeam[], items: readonly PriceItem[], currency: Currency, groups: readonly InvoiceGroup[] = []): InvoiceLine[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const byCode = new Map(items.map((i) => [i.code, i]));
  const price = (item: PriceItem) => (currency === 'CZK' ? item.priceCzk : item.priceEur);
  const lines: InvoiceLine[] = [];
  const add = (item: PriceItem | undefined, teamId: number | null, quantity: number) => {
    if (item && quantity > 0) lines.push({ pricelistItemId: item.id, teamId, quantity, unitPrice: price(item), currency });
  };
  for (const team of teams) {
    add(team.bundleItemId === null ? undefined : byId.get(team.bundleItemId), team.teamId, team.persons + team.extraPersons);
    add(byCode.get('vip_ticket'), team.teamId, team.vipTickets - freeVipTicketsPerTeam);
    add(byCode.get('single_room'), team.teamId, team.singleRooms);
    add(byCode.get('restaurant_meal'), team.teamId, team.extraRestaurantMeals);
  }
  for (const group of groups) {
    add(group.bundleItemId === null ? undefined : byId.get(group.bundleItemId), null, group.persons);
    add(byCode.get('vip_ticket'), null, group.vipPartyPersons);
    add(byCode.get('single_room'), null, group.singleRooms);
    add(byCode.get('restaurant_meal'), null, group.handballPersons);
  }
  return lines;
}
