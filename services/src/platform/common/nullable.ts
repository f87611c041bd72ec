import { getMetadataStorage, ValidateIf, ValidationError } from 'class-validator';

/** The context of @Nullable()'s rule among class-validator's metadata, which mapped types (PartialType…) copy. */
const NULLABLE = 'nullable';

/**
 * A body field that may be left out or sent as null (its column is nullable): its type says `| null`, from which the
 * OpenAPI document says `nullable`. Any other field refuses null (refuseNulls), though @IsOptional() lets it through.
 */
export function Nullable() {
  return <T extends object, K extends keyof T & string>(target: T, property: K & (null extends T[K] ? unknown : never)): void =>
    ValidateIf((_object, value) => value !== null && value !== undefined, { context: NULLABLE })(target, property);
}

const fieldsByClass = new WeakMap<object, Map<string, boolean>>();

/** The fields a DTO's class validates, each with whether it takes null; none for any other value. */
function fieldsOf(value: unknown): Map<string, boolean> {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value.constructor === Object) return new Map();
  let fields = fieldsByClass.get(value.constructor);
  if (!fields) {
    fields = new Map();
    for (const { propertyName, context } of getMetadataStorage().getTargetValidationMetadatas(value.constructor, '', true, false)) {
      fields.set(propertyName, fields.get(propertyName) || context === NULLABLE);
    }
    fieldsByClass.set(value.constructor, fields);
  }
  return fields;
}

/**
 * class-validator's errors of a DTO, with a null sent for a field that does not take it at any depth (inside nested
 * DTOs and their arrays): that field's error is then `… must not be null` alone, the rest being its consequence.
 */
export function refuseNulls(value: unknown, errors: ValidationError[]): ValidationError[] {
  const fields = fieldsOf(value);
  const children: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : [...fields.keys()].map((field) => [field, (value as Record<string, unknown>)[field]]);
  for (const [property, child] of children) {
    const refused = child === null && fields.get(property) === false;
    if (!refused && !Array.isArray(child) && !fieldsOf(child).size) continue;
    const existing = errors.find((error) => error.property === property);
    const error = existing ?? Object.assign(new ValidationError(), { property, value: child, children: [] });
    if (refused) Object.assign(error, { constraints: { isNotNull: `${property} must not be null` }, children: [] });
    else refuseNulls(child, (error.children ??= []));
    if (!existing && (error.constraints || error.children?.length)) errors.push(error);
  }
  return errors;
}
