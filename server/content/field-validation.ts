/**
 * Checks raw entry field values against the field definitions of their content type, as the
 * export declares them. Link targets (existence and linkContentType) are checked later, when every
 * entry is known; everything that can be decided from one value is decided here.
 */
import type { ExportFieldDefinition, ExportFieldValidation } from './export-schema';
import { richTextShapeProblem } from './rich-text-shape';

type ItemDefinition = NonNullable<ExportFieldDefinition['items']>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') {
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return `the ${typeof value} ${value}`;
  return typeof value === 'object' ? 'an object' : `a value of type ${typeof value}`;
}

/** A value counts as missing for `required` when it is absent, null, an empty string or an empty array. */
export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

export interface LinkValue {
  sys: { type: 'Link'; linkType: string; id: string };
}

export function isLink(value: unknown): value is LinkValue {
  if (!isRecord(value) || !isRecord(value.sys)) return false;
  return value.sys.type === 'Link' && typeof value.sys.linkType === 'string' && typeof value.sys.id === 'string';
}

function checkLink(value: unknown, linkType: string | undefined): string | undefined {
  if (!isLink(value)) return `expected a link {sys: {type: 'Link', linkType, id}}, got ${describe(value)}`;
  if (linkType !== undefined && value.sys.linkType !== linkType) {
    return `expected a link to an ${linkType}, got a link to an ${value.sys.linkType}`;
  }
  return undefined;
}

function checkType(definition: ExportFieldDefinition, value: unknown): string | undefined {
  switch (definition.type) {
    case 'Symbol':
    case 'Text':
      return typeof value === 'string' ? undefined : `expected a string, got ${describe(value)}`;
    case 'RichText':
      return isRecord(value) && value.nodeType === 'document' && Array.isArray(value.content)
        ? richTextShapeProblem(value)
        : `expected a rich-text document (nodeType 'document'), got ${describe(value)}`;
    case 'Integer':
      return Number.isInteger(value) ? undefined : `expected an integer, got ${describe(value)}`;
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value)
        ? undefined
        : `expected a number, got ${describe(value)}`;
    case 'Boolean':
      return typeof value === 'boolean' ? undefined : `expected a boolean, got ${describe(value)}`;
    case 'Date':
      return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))
        ? undefined
        : `expected an ISO 8601 date, got ${describe(value)}`;
    case 'Object':
      return typeof value === 'object' && value !== null ? undefined : `expected a JSON object, got ${describe(value)}`;
    case 'Location':
      return isRecord(value) && typeof value.lat === 'number' && typeof value.lon === 'number'
        ? undefined
        : `expected a location {lat, lon}, got ${describe(value)}`;
    case 'Link':
      return checkLink(value, definition.linkType);
    case 'Array':
      return checkArray(definition.items, value);
  }
}

function checkArray(items: ItemDefinition | undefined, value: unknown): string | undefined {
  if (!Array.isArray(value)) return `expected an array, got ${describe(value)}`;
  for (const [index, item] of value.entries()) {
    const problem =
      items?.type === 'Link'
        ? checkLink(item, items.linkType)
        : typeof item === 'string'
          ? undefined
          : `expected a string, got ${describe(item)}`;
    if (problem) return `item ${index}: ${problem}`;
    const validationProblem = checkValidations(items?.validations ?? [], item);
    if (validationProblem) return `item ${index}: ${validationProblem}`;
  }
  return undefined;
}

function checkValidations(validations: readonly ExportFieldValidation[], value: unknown): string | undefined {
  for (const validation of validations) {
    if (validation.in && (typeof value === 'string' || typeof value === 'number')) {
      if (!validation.in.includes(value)) {
        return `${describe(value)} is not one of ${validation.in.map((option) => JSON.stringify(option)).join(', ')}`;
      }
    }
    if (validation.size && (typeof value === 'string' || Array.isArray(value))) {
      const { min, max } = validation.size;
      const unit = typeof value === 'string' ? 'characters' : 'items';
      if (min !== undefined && value.length < min) return `has ${value.length} ${unit}, fewer than the minimum ${min}`;
      if (max !== undefined && value.length > max) return `has ${value.length} ${unit}, more than the maximum ${max}`;
    }
    if (validation.regexp && typeof value === 'string') {
      const pattern = new RegExp(validation.regexp.pattern, validation.regexp.flags ?? undefined);
      if (!pattern.test(value)) return `${describe(value)} does not match ${validation.regexp.pattern}`;
    }
  }
  return undefined;
}

/** The problem with one locale's value of a field, or undefined when it is valid. */
export function checkFieldValue(definition: ExportFieldDefinition, value: unknown): string | undefined {
  return checkType(definition, value) ?? checkValidations(definition.validations, value);
}

/** The content types a link field (or an array of links) may point at, when it is restricted. */
export function allowedLinkContentTypes(definition: ExportFieldDefinition): readonly string[] | undefined {
  const validations = definition.type === 'Array' ? (definition.items?.validations ?? []) : definition.validations;
  return validations.find((validation) => validation.linkContentType)?.linkContentType;
}
