import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, MaxLength, validate, ValidateNested } from 'class-validator';
import { Nullable, refuseNulls } from './nullable';

class Check {
  @IsString()
  message: string;

  @IsOptional()
  @IsInt()
  weight?: number;
}

class Key {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;

  @Nullable()
  @IsString()
  note?: string | null;

  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => Check)
  checks?: Check[];
}

class RenamedKey extends Key {
  @IsString()
  label: string;
}

/** The messages of a body as the validation pipe finds them: class-validator's, then refuseNulls'. */
async function problems(type: new () => object, body: object): Promise<Record<string, unknown>> {
  const instance = plainToInstance(type, body);
  const errors = refuseNulls(instance, await validate(instance));
  const flat = (list: typeof errors, path = ''): Array<[string, unknown]> =>
    list.flatMap((e) => [
      ...(e.constraints ? [[`${path}${e.property}`, Object.values(e.constraints)] as [string, unknown]] : []),
      ...flat(e.children ?? [], `${path}${e.property}.`),
    ]);
  return Object.fromEntries(flat(errors));
}

describe('refuseNulls', () => {
  it('refuses null in a field that may be left out, naming it, instead of letting @IsOptional() pass it', async () => {
    expect(await problems(Key, { name: null })).toEqual({ name: ['name must not be null'] });
    expect(await problems(Key, {})).toEqual({});
  });

  it('takes null in a @Nullable() field, and checks its value otherwise', async () => {
    expect(await problems(Key, { note: null })).toEqual({});
    expect(await problems(Key, { note: 5 })).toEqual({ note: ['note must be a string'] });
  });

  it('says only that a required field must not be null, not what its other rules make of null', async () => {
    expect(await problems(Check, { message: null })).toEqual({ message: ['message must not be null'] });
  });

  it('finds null inside nested DTOs and their arrays', async () => {
    expect(await problems(Key, { checks: [{ message: 'ok' }, { message: 'ok', weight: null }] })).toEqual({ 'checks.1.weight': ['weight must not be null'] });
    expect(await problems(Key, { checks: null })).toEqual({ checks: ['checks must not be null'] });
  });

  it("keeps to a subclass's inherited fields and leaves unknown ones to the whitelist", async () => {
    expect(await problems(RenamedKey, { label: 'x', name: null, note: null })).toEqual({ name: ['name must not be null'] });
    expect(await problems(Key, { colour: null })).toEqual({});
  });
});
