/** Problems the documentation importers report, each naming the source file and, when known, the line. */
import { AppError } from '../../shared/errors';

/** Where in the source tree something was found: a path relative to the tree's root and a 1-based line. */
export interface SourcePlace {
  file: string;
  line?: number;
}

export function describePlace(place: SourcePlace): string {
  return place.line === undefined ? place.file : `${place.file}:${place.line}`;
}

/** A source file the importer cannot use at all: unreadable, or in an encoding it cannot decode. */
export class ImportFileError extends AppError {
  constructor(
    readonly place: SourcePlace,
    reason: string,
    previousError?: unknown,
  ) {
    super(`${describePlace(place)}: ${reason}`, previousError === undefined ? {} : { previousError });
  }
}

/** The import as a whole cannot go on (no pages, a bad option); the message says why. */
export class ImportUsageError extends AppError {}

/** An internal link whose target is not a page of the tree, or an anchor its target page does not have. */
export interface BrokenLink extends SourcePlace {
  href: string;
  reason: string;
}

export function describeBrokenLink(link: BrokenLink): string {
  return `${describePlace(link)}: ${link.href}: ${link.reason}`;
}
