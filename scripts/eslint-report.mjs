// Lints the repository once and reports twice: readable on the console, JSON for the test
// summary (`node scripts/eslint-report.mjs <report.json>`). Running the CLI once per format
// linted everything twice, the slowest static check.
import { writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';

const [reportFile] = process.argv.slice(2);
const eslint = new ESLint();
const results = await eslint.lintFiles(['.']);
const stylish = await eslint.loadFormatter('stylish');
const text = await stylish.format(results);
if (text) console.log(text);
if (reportFile) writeFileSync(reportFile, JSON.stringify(results));
process.exitCode = results.some((result) => result.errorCount > 0) ? 1 : 0;
