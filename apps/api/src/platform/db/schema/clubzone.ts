import type { Generated } from 'kysely';
import type { TeamRequestState, TrainingJoinRequestState, TrainingState, TransferState } from '@phc/api-contract';
import type { DateOnly, Json } from './competition';

export interface ContactPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Where a price list item is offered: country and region codes; a null filter means everywhere. */
export type AvailabilityFilter = { countries?: string[]; regions?: string[] } | null;

/** Migration 003: the club zone and the enumerations it reads. */
export interface ClubzoneTables {
  tshirt_sizes: { id: Generated<number>; code: string; sort_order: number };
  service_levels: { id: Generated<number>; code: string; name_cs: string; name_en: string; sort_order: number };
  pricelist_items: {
    id: Generated<number>;
    /** SPEC §9: 12 bundles, 13 transfers, 14 trainings. */
    service_type_id: number;
    code: string;
    name_cs: string;
    name_en: string;
    price_czk: number;
    price_eur: number;
    availability_filter: Json<AvailabilityFilter> | null;
    sort_order: Generated<number>;
  };
  training_types: { id: Generated<number>; code: string; name_cs: string; name_en: string; pricelist_item_id: number | null; sort_order: number };
  order_bundles: {
    id: Generated<number>;
    pricelist_item_id: number;
    name_cs: string;
    name_en: string;
    description_cs: Generated<string>;
    description_en: Generated<string>;
    /** A pattern matched against the country or region code (`^CZ`, `^(DE|AT)$`); null: everywhere. */
    availability_filter: string | null;
    includes_accommodation: Generated<boolean>;
    sort_order: Generated<number>;
  };
  club_registrations: {
    id: Generated<number>;
    club_id: number;
    created_by: number | null;
    club_name: string;
    street: string;
    city: string;
    zip: string;
    country_id: number;
    region_id: number | null;
    tax_id: string | null;
    vat_id: string | null;
    contact: Json<ContactPerson>;
    other_contact: Json<ContactPerson> | null;
    arrival_date: DateOnly | null;
    departure_date: DateOnly | null;
    note: string | null;
    terms_consent: boolean;
    logo: string | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  extra_person_groups: {
    id: Generated<number>;
    club_id: number;
    uuid: string;
    order_bundle_id: number | null;
    persons: Generated<number>;
    handball_persons: Generated<number>;
    vip_party_persons: Generated<number>;
    single_rooms: Generated<number>;
  };
  invoice_items: {
    id: Generated<number>;
    club_id: number;
    pricelist_item_id: number;
    team_id: number | null;
    quantity: number;
    /** Whole units of `currency` per item. */
    unit_price: number;
    /** CZK | EUR */
    currency: string;
    note: string | null;
    created_at: Generated<Date>;
  };
  transfers: {
    id: Generated<number>;
    club_id: number;
    pricelist_item_id: number | null;
    day: DateOnly;
    /** HH:MM */
    time: string;
    /** arrival_airport | departure_airport | arrival_station | departure_station */
    transfer_type: string;
    persons: number;
    flight_number: string | null;
    landing_time: string | null;
    note: string | null;
    /** unconfirmed | confirmed */
    state: Generated<TransferState>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  trainings: {
    id: Generated<number>;
    team_id: number;
    /** Days from the tournament start date. */
    day_offset: number;
    preferred_time: string;
    start_time: string | null;
    end_time: string | null;
    training_type_id: number;
    /** 45, 90, 135 or 180. */
    duration_minutes: number;
    place_id: number | null;
    seeking_rival: Generated<boolean>;
    rival_name: string | null;
    rival_team_id: number | null;
    note: string | null;
    /** pending | approved | rejected | cancelled */
    state: Generated<TrainingState>;
    price: number | null;
    referee_requested: Generated<boolean>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    /** Migration 014: the referee the organiser assigned (an approved one). */
    referee_id: number | null;
    /** Migration 014: the organiser's reason, read by the club. */
    resolution_reason: string | null;
  };
  training_join_requests: {
    id: Generated<number>;
    training_id: number;
    requesting_team_id: number;
    /** pending | approved | rejected | cancelled */
    state: Generated<TrainingJoinRequestState>;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  team_requests: {
    id: Generated<number>;
    club_id: number;
    participant_id: number;
    team_id: number;
    team_category_id: number;
    request_reason: string;
    resolution_reason: string | null;
    /** pending | approved | rejected | canceled */
    state: Generated<TeamRequestState>;
    waive_fee: Generated<boolean>;
    resolved_by: number | null;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
  };
  team_leaders: {
    id: Generated<number>;
    club_id: number;
    user_id: number | null;
    first_name: string;
    last_name: string;
    email: string;
    phone: string | null;
    created_at: Generated<Date>;
  };
  team_leader_teams: { team_leader_id: number; team_id: number };
  /** Single-use, expiring: accepting one ties the leader row to the accepting account (issue 14). */
  team_leader_invitations: {
    token_hash: string;
    team_leader_id: number;
    expires_at: Date;
    used_at: Date | null;
    created_at: Generated<Date>;
  };
}
