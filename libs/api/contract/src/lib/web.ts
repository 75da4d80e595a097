import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { ConfigValueSchema } from './entities/config-value';
import { CountrySchema, PricelistItemSchema, RegionSchema, ServiceLevelSchema, TeamCategorySchema, TshirtSizeSchema } from './entities/lookups';
import { TrainingTypeSchema } from './entities/training-type';

/** SPEC §7 enums: everything the registration and club-zone forms choose from. */
export const EnumsSchema = v.object({
  configurations: v.array(ConfigValueSchema),
  tshirtSizes: v.array(TshirtSizeSchema),
  countries: v.array(CountrySchema),
  regions: v.array(RegionSchema),
  teamCategories: v.array(TeamCategorySchema),
  pricelistItems: v.array(PricelistItemSchema),
  serviceLevels: v.array(ServiceLevelSchema),
  trainingTypes: v.array(TrainingTypeSchema),
});
export type Enums = v.InferOutput<typeof EnumsSchema>;

// The call of every first load, apart so a page that makes only this one keeps no other schema.
export const webEnumsEndpoint = defineEndpoint({ name: 'web.enums', method: 'GET', path: '/api/v1/web/enums', response: EnumsSchema, access: ['public'], cache: 'static' });
