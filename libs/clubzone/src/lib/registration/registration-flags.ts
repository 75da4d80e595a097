import { configValue, personsCountsEditable, type ConfigValue } from '@phc/api-contract';
import { isBeforeDeadline } from '@phc/auth';

export interface RegistrationFieldFlags {
  /** `vip_party`: the VIP party tickets are offered. */
  vipTickets: boolean;
  /** `handball_restaurant`: extra meals in the restaurant are offered. */
  restaurantMeals: boolean;
  /** `show_accommodation`: accommodation (single rooms) is offered. */
  singleRooms: boolean;
  /** Editing: `allow_team_bundle_persons_count_updates` lets an existing team's persons change; a new registration always may (the server refuses by the same rule, 400 `personsFrozen`). */
  personsEditable: boolean;
  /** Editing: `club_team_add_till` (the server refuses new teams after it, 409 `team_add_closed`). */
  canAddTeam: boolean;
}

const on = (configurations: readonly ConfigValue[], key: Parameters<typeof configValue>[1]) => configValue(configurations, key) === true;

/** SPEC §9 flags of the registration form: a feature switched off hides its fields; dates close what the server would refuse. */
export function registrationFieldFlags(configurations: readonly ConfigValue[], now: Date, editing: boolean): RegistrationFieldFlags {
  return {
    vipTickets: on(configurations, 'vip_party'),
    restaurantMeals: on(configurations, 'handball_restaurant'),
    singleRooms: on(configurations, 'show_accommodation'),
    personsEditable: personsCountsEditable(configurations, editing),
    canAddTeam: !editing || isBeforeDeadline(configurations, 'club_team_add_till', now),
  };
}
