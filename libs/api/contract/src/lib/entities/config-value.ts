import * as v from 'valibot';

// Apart from the key table (config.ts): every page reads configuration values (the enums answer),
// the table of keys and defaults is for the server and the club zone.

export const ConfigDataTypeSchema = v.picklist(['string', 'datetime', 'integer', 'boolean']);
export type ConfigDataType = v.InferOutput<typeof ConfigDataTypeSchema>;

/** SPEC §3 Config value: `value` is text whatever the type; `format` says how a datetime is shown. */
export const ConfigValueSchema = v.object({
  key: v.string(),
  dataType: ConfigDataTypeSchema,
  value: v.nullable(v.string()),
  format: v.nullable(v.picklist(['date', 'datetime'])),
});
export type ConfigValue = v.InferOutput<typeof ConfigValueSchema>;
