/**
 * The shape of a `contentful-export` file as far as the loader relies on it. The top level, the
 * locales and the content types must be right or nothing can be loaded; entries and assets are
 * checked one by one later, so one broken entry never stops the rest.
 */
import { z } from 'zod';

const fieldValidationSchema = z.looseObject({
  linkContentType: z.array(z.string()).optional(),
  in: z.array(z.union([z.string(), z.number()])).optional(),
  size: z.object({ min: z.number().optional(), max: z.number().optional() }).optional(),
  regexp: z.object({ pattern: z.string(), flags: z.string().nullish() }).optional(),
});

const fieldTypeSchema = z.enum([
  'Symbol',
  'Text',
  'RichText',
  'Integer',
  'Number',
  'Date',
  'Boolean',
  'Object',
  'Link',
  'Array',
  'Location',
]);

const fieldDefinitionSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  type: fieldTypeSchema,
  localized: z.boolean().default(false),
  required: z.boolean().default(false),
  disabled: z.boolean().default(false),
  omitted: z.boolean().default(false),
  validations: z.array(fieldValidationSchema).default([]),
  linkType: z.enum(['Entry', 'Asset']).optional(),
  items: z
    .object({
      type: z.enum(['Symbol', 'Link']),
      linkType: z.enum(['Entry', 'Asset']).optional(),
      validations: z.array(fieldValidationSchema).default([]),
    })
    .optional(),
});

const contentTypeSchema = z.looseObject({
  sys: z.looseObject({ id: z.string().min(1) }),
  name: z.string(),
  displayField: z.string().nullish(),
  fields: z.array(fieldDefinitionSchema),
});

const localeSchema = z.looseObject({
  code: z.string().min(1),
  name: z.string().optional(),
  default: z.boolean().default(false),
  fallbackCode: z.string().nullish(),
});

export const exportSchema = z.looseObject({
  contentTypes: z.array(contentTypeSchema),
  entries: z.array(z.unknown()).default([]),
  assets: z.array(z.unknown()).default([]),
  locales: z.array(localeSchema).min(1),
});

const linkSchema = z.object({
  sys: z.looseObject({ type: z.literal('Link'), linkType: z.string(), id: z.string().min(1) }),
});

/** The sys block every entry and asset needs; the rest of sys is carried along untouched. */
export const itemSchema = z.looseObject({
  sys: z.looseObject({
    id: z.string().min(1),
    type: z.enum(['Entry', 'Asset']).optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number().optional(),
    publishedVersion: z.number().optional(),
    publishedAt: z.string().optional(),
    firstPublishedAt: z.string().optional(),
    contentType: linkSchema.optional(),
  }),
  fields: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
});

export type ExportFile = z.infer<typeof exportSchema>;
export type ExportContentType = z.infer<typeof contentTypeSchema>;
export type ExportFieldDefinition = z.infer<typeof fieldDefinitionSchema>;
export type ExportFieldValidation = z.infer<typeof fieldValidationSchema>;
export type ExportLocale = z.infer<typeof localeSchema>;
export type ExportItem = z.infer<typeof itemSchema>;

/** A short, readable list of zod issues: `entries.3.sys.id: expected string`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}
