import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import type { ValidatorOptions } from 'class-validator';
import { refuseNulls } from './nullable';
import { LINE_BREAKS } from './unstorable-input';

const MULTI_LINE_FIELDS = Symbol('multiLineFields');

/** A 400 naming its invalid fields (a dotted path each: `hardwareIds.0`), in the body or the query, for problem details. */
export class InvalidFieldsException extends BadRequestException {
  constructor(
    messages: string[],
    readonly fields: Array<{ path: string; detail: string }>,
    public location?: string,
  ) {
    super(messages);
  }
}

/** A text field whose value may span lines (a description, a message): tab, line feed and carriage return are allowed in it. */
export function MultiLine(): PropertyDecorator {
  return (target, property) => {
    const fields = new Set<string | symbol>(Reflect.getMetadata(MULTI_LINE_FIELDS, target) ?? []).add(property);
    Reflect.defineMetadata(MULTI_LINE_FIELDS, fields, target);
  };
}

const multiLineFieldsOf = (metatype: ArgumentMetadata['metatype']): Set<string> =>
  (metatype && Reflect.getMetadata(MULTI_LINE_FIELDS, metatype.prototype)) ?? new Set();

/**
 * Validates bodies and queries against their DTOs; path ids are left to ParseIdPipe, which sees the raw text.
 * A body's texts are single lines unless their field is @MultiLine() (control characters never reach here), and its
 * fields refuse null unless @Nullable().
 */
export class InputValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata) {
    if (metadata.type === 'param') return value;
    // A body of fields; not one of bytes (a device list), whose every byte Object.entries would make an array of.
    if (metadata.type === 'body' && typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      const multiLine = multiLineFieldsOf(metadata.metatype);
      const problems = Object.entries(value)
        .filter(([field, text]) => typeof text === 'string' && LINE_BREAKS.test(text) && !multiLine.has(field))
        .map(([field]) => ({ path: field, detail: `${field} must be a single line of text` }));
      if (problems.length)
        throw new InvalidFieldsException(
          problems.map((p) => p.detail),
          problems,
          metadata.type,
        );
    }
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof InvalidFieldsException) error.location = metadata.type;
      throw error;
    }
  }

  protected override async validate(object: object, options?: ValidatorOptions): Promise<ValidationError[]> {
    return refuseNulls(object, await super.validate(object, options));
  }

  /** The usual messages (unchanged for clients), with the field each is about. */
  override createExceptionFactory() {
    return (errors: ValidationError[] = []) => {
      const fields = errors
        .flatMap((error) => this.mapChildrenToValidationErrors(error))
        .flatMap((error) => Object.values(error.constraints ?? {}).map((detail) => ({ path: error.property, detail })));
      return new InvalidFieldsException(this.flattenValidationErrors(errors), fields);
    };
  }
}
