// Runs ESLint's Node API on the repo's own config for scripts/lint-boundaries.test.ts, in a process
// of its own because ESLint loads its config with import(), which jest's module sandbox refuses.
// stdin:  { texts: [{ filePath, code }], files: [glob], settings: [{ filePath, ruleId }] }
// stdout: { texts: [report], files: [report], settings: [severity 0|1|2] }, report being
//         { file, messages: [{ ruleId, severity, message }] }; every path from the repo root.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { ROOT } from './run.mjs';

const request = JSON.parse(readFileSync(0, 'utf8'));
const brief = (result) => ({
  file: path.relative(ROOT, result.filePath),
  messages: result.messages.map(({ ruleId, severity, message }) => ({ ruleId, severity, message })),
});

const eslint = new ESLint({ cwd: ROOT });
const texts = [];
for (const { filePath, code } of request.texts ?? []) {
  texts.push(...(await eslint.lintText(code, { filePath: path.join(ROOT, filePath) })).map(brief));
}
// Files are linted even where the config ignores them: the fixtures' folder is ignored so that
// `npm run lint` stays green.
const files = request.files?.length
  ? await new ESLint({ cwd: ROOT, ignore: false }).lintFiles(request.files)
  : [];
const settings = [];
for (const { filePath, ruleId } of request.settings ?? []) {
  const setting = (await eslint.calculateConfigForFile(path.join(ROOT, filePath))).rules?.[ruleId];
  settings.push(Array.isArray(setting) ? setting[0] : (setting ?? 0));
}
process.stdout.write(JSON.stringify({ texts, files: files.map(brief), settings }));
