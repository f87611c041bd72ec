// Compiles the service with tsc and the @nestjs/swagger plugin, which derives the OpenAPI
// schemas from the DTOs' types, class-validator rules and doc comments.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { before as swaggerPlugin } from '@nestjs/swagger/plugin';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const configFile = ts.readConfigFile(join(root, 'tsconfig.build.json'), ts.sys.readFile);
const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);

rmSync(join(root, 'dist'), { recursive: true, force: true });
const program = ts.createProgram(config.fileNames, config.options);
const plugin = swaggerPlugin({ classValidatorShim: true, introspectComments: true, dtoFileNameSuffix: ['.dto.ts', '.entity.ts'] }, program);
const result = program.emit(undefined, undefined, undefined, false, { before: [plugin] });
const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
if (diagnostics.length) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}
