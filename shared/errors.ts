/**
 * Typed errors with SPEC.md's exact messages. They are thrown at the source and mapped to a status
 * once, by the central error handler (server/middleware/error-handler.ts).
 */

interface AppErrorOptions {
  previousError?: unknown;
  previousErrors?: unknown[];
  status?: number;
}

/** Base class: a non-empty message, and at most one of a single or several previous errors. */
export class AppError extends Error {
  readonly status: number;
  readonly previousErrors: readonly unknown[];

  constructor(message: string, options: AppErrorOptions = {}) {
    if (typeof message !== 'string' || message.trim() === '') {
      throw new TypeError('AppError requires a non-empty string message');
    }
    if (options.previousError !== undefined && options.previousErrors !== undefined) {
      throw new TypeError('AppError takes either previousError or previousErrors, not both');
    }
    super(message, options.previousError === undefined ? undefined : { cause: options.previousError });
    this.name = new.target.name;
    this.status = options.status ?? 500;
    this.previousErrors =
      options.previousErrors ?? (options.previousError === undefined ? [] : [options.previousError]);
  }
}

export class NoRendererError extends AppError {
  constructor(
    readonly entryId: string,
    readonly contentType: string,
  ) {
    super('No renderer found for entry', { status: 500 });
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Page not found') {
    super(message, { status: 404 });
  }
}

/**
 * A request path with a malformed percent-encoding (a '%' without two hex digits after it, or escapes
 * that are not UTF-8): it names no page and no file, so it is answered 400 as it is, never redirected
 * or re-encoded into another address.
 */
export class MalformedUrlError extends AppError {
  constructor() {
    super('The address has a malformed percent-encoding.', { status: 400 });
  }
}

export class ArticleBodyMissingError extends AppError {
  constructor() {
    super('Article body is missing', { status: 404 });
  }
}

/** A request the server will not act on; the message says why and is shown to the caller. */
export class BadRequestError extends AppError {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message, { status: 400 });
  }
}

export class LinkBuilderError extends AppError {}

export class UnsupportedBlockError extends AppError {
  constructor(contentType: string, format: 'block' | 'inline') {
    super(`Rendering the entry type ${contentType} in ${format} format is not supported`);
  }
}

export class MissingLinkedEntryError extends AppError {
  constructor(readonly entryId: string) {
    super(`No corresponding entry was found for the ID ${entryId} included in the rich text node.`);
  }
}

export class ContentLoadError extends AppError {}

/** A rich-text body whose top level holds a heading 1: the page title is the only level-1 heading. */
export class RichTextHeadingError extends AppError {
  constructor(readonly bodyId: string) {
    super(
      `The rich-text body ${bodyId} contains a top-level heading 1, which is not allowed: the page title is the only heading 1, so body sections start at heading 2.`,
    );
  }
}

/** A callout or text fragment that embeds itself, directly or through other entries. */
export class EmbeddedEntryCycleError extends AppError {
  constructor(readonly entryId: string) {
    super(`The entry ${entryId} embeds itself, directly or through other embedded entries.`);
  }
}
