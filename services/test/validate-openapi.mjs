// Validates an OpenAPI document read from standard input with a standard OpenAPI 3 validator
// (an ES module, so it runs outside Jest's CommonJS sandbox) and prints the result as JSON.
import { Validator } from '@seriousme/openapi-schema-validator';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const result = await new Validator().validate(JSON.parse(input));
process.stdout.write(JSON.stringify({ valid: result.valid, errors: result.errors ?? [] }));
