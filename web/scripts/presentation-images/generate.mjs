#!/usr/bin/env node
/**
 * Generates the illustrated image assets for the PresentationPro demo site
 * ("Havelblick Immobilien"): listing photos, hero slides, team portraits and page banners.
 * See README.md in this folder.
 *
 * Usage (from the repository root):
 *   node web/scripts/presentation-images/generate.mjs [--only=listing-01,slide,team,banner]
 *     [--out=DIR] [--svg=DIR] [--svg-only] [--verbose]
 */
import path from 'node:path';
import { renderTasks } from './render.mjs';
import { bannerTasks } from './scenes/banners.mjs';
import { listingTasks } from './scenes/listings.mjs';
import { slideTasks } from './scenes/slides.mjs';
import { teamTasks } from './scenes/team.mjs';

const ASSETS = path.resolve(import.meta.dirname, '../../src/sites/presentation-pro/assets');

/** The value of `--name=value`, or undefined. */
const option = (name) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

async function main() {
  const only = (option('only') ?? '').split(',').filter(Boolean);
  const outDir = path.resolve(option('out') ?? ASSETS);
  const svgDir = option('svg') && path.resolve(option('svg'));
  const svgOnly = process.argv.includes('--svg-only');
  if (svgOnly && !svgDir) throw new Error('--svg-only needs --svg=DIR');

  let tasks = [...listingTasks(), ...slideTasks(), ...teamTasks(), ...bannerTasks()];
  if (only.length) tasks = tasks.filter((task) => only.some((part) => task.name.includes(part)));

  const started = Date.now();
  const stats = await renderTasks(tasks, { outDir, svgDir, svgOnly });
  const kilobytes = (bytes) => (bytes / 1024).toFixed(1) + ' kB';
  console.log(
    `PresentationPro images: ${stats.files} files, ${kilobytes(stats.bytes)} total, largest ${stats.largest.file} (${kilobytes(stats.largest.bytes)}), ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (process.argv.includes('--verbose'))
    for (const [file, bytes] of stats.list.sort()) console.log(file.padEnd(48), kilobytes(bytes));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
