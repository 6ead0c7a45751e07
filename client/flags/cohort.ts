/**
 * The customer cohort experiment (SPEC.md sections 3, 7 and 8): GET the cohort with the visitor's
 * credentials and read `data.attributes`, dropping attributes whose value is null. Any failure (a
 * network error, a timeout, a non-2xx answer, garbage) is swallowed and gives an empty object.
 */
import { COHORT_PATH } from '../../shared/constants';

export const COHORT_TIMEOUT_MS = 2_000;

export type CohortAttributes = Record<string, string | number | boolean>;

/** The non-null primitive attributes of a cohort answer; anything else is an empty object. */
export function cohortAttributes(body: unknown): CohortAttributes {
  const attributes = (body as { data?: { attributes?: unknown } } | null)?.data?.attributes;
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) return {};
  const kept: CohortAttributes = {};
  for (const [name, value] of Object.entries(attributes as Record<string, unknown>)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') kept[name] = value;
  }
  return kept;
}

export async function fetchCohortAttributes(
  sacBaseUrl: string,
  fetchImpl: typeof fetch,
  timeoutMs: number = COHORT_TIMEOUT_MS,
): Promise<CohortAttributes> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(`${sacBaseUrl}${COHORT_PATH}`, {
      credentials: 'include',
      signal: controller.signal,
    });
    if (!response.ok) return {};
    return cohortAttributes(await response.json());
  } catch {
    return {};
  } finally {
    clearTimeout(timer);
  }
}
