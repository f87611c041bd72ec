import { Transform } from 'class-transformer';
import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';
import { HARDWARE_ID_EXAMPLE, HardwareId, readHardwareId } from './hardware-id';

function reason(value: unknown): string | null {
  if (typeof value !== 'string') return 'is not text';
  if (value.length > 200) return 'is longer than 200 characters';
  const id = readHardwareId(value);
  return typeof id === 'string' ? id : null;
}

/** An element's canonical spelling when it is a hardware ID; else as given, for the validation to refuse. */
function canonicalSpelling(value: unknown): unknown {
  if (reason(value) !== null) return value;
  return (readHardwareId(value as string) as HardwareId).id;
}

/** Each element a Windows hardware ID (PCI, USB, HDAUDIO, ACPI, *PNP), stored in its canonical spelling. */
export function IsHardwareIdList(options?: ValidationOptions): PropertyDecorator {
  const canonical = Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? [...new Set(value.map(canonicalSpelling))] : value));
  return (target: object, propertyName: string | symbol) => {
    canonical(target, propertyName);
    registerDecorator({
      name: 'isHardwareIdList',
      target: target.constructor,
      propertyName: propertyName as string,
      options,
      validator: {
        validate: (value: unknown) => Array.isArray(value) && value.every((v) => reason(v) === null),
        defaultMessage: ({ value, property }: ValidationArguments) => {
          if (!Array.isArray(value)) return `${property} must be a list of hardware IDs`;
          const bad = value.find((v) => reason(v) !== null);
          return `${property} must be Windows hardware IDs: ${JSON.stringify(bad)} is not one (${reason(bad)}); for example ${HARDWARE_ID_EXAMPLE}`;
        },
      },
    });
  };
}
