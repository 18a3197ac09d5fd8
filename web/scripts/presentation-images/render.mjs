/**
 * The render pipeline: rasterises each task's SVG scenes with sharp (librsvg) and writes the
 * encoded AVIF / WebP files.
 *
 * A task is `{ name, renders: [{ svg: () => string, outputs, alpha? }] }`; an output is
 * `{ file, w, h, fmt?, avif?, webp? }` with `file` relative to the output folder and without
 * an extension (one file per format, AVIF and WebP unless `fmt` says otherwise).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const AVIF = { quality: 50, effort: 4 };

const WEBP = { quality: 78, effort: 5 };

/** Renders one scene; every size of it is scaled from the same rasterisation. */
async function renderScene(svg, outputs, opts, target) {
  if (target.svgDir)
    await fs.writeFile(path.join(target.svgDir, outputs[0].file.replace(/\//g, '_') + '.svg'), svg);
  if (target.svgOnly) return;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
  const meta = await sharp(png).metadata();
  for (const out of outputs) {
    let pipeline = sharp(png);
    if (out.w !== meta.width || out.h !== meta.height)
      pipeline = pipeline.resize(out.w, out.h, { kernel: 'lanczos3', fit: 'fill' });
    if (!opts.alpha) pipeline = pipeline.flatten({ background: '#ffffff' });
    const channels = opts.alpha ? 4 : 3;
    const base = await pipeline.ensureAlpha().raw().toBuffer();
    const raw = { width: out.w, height: out.h, channels: 4 };
    for (const fmt of out.fmt ?? ['avif', 'webp']) {
      let encoder = sharp(base, { raw });
      if (channels === 3) encoder = encoder.removeAlpha();
      const buf =
        fmt === 'avif'
          ? await encoder.avif(out.avif ?? AVIF).toBuffer()
          : await encoder.webp({ ...(out.webp ?? WEBP), alphaQuality: 90 }).toBuffer();
      const file = path.join(target.outDir, `${out.file}.${fmt}`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, buf);
      const stats = target.stats;
      stats.files++;
      stats.bytes += buf.length;
      stats.list.push([out.file + '.' + fmt, buf.length]);
      if (buf.length > stats.largest.bytes)
        stats.largest = { file: `${out.file}.${fmt}`, bytes: buf.length };
    }
  }
}

/**
 * Runs the tasks on two workers and returns what was written.
 *
 * `outDir` receives the images; `svgDir` (optional) also receives each scene's SVG source, and
 * `svgOnly` skips rasterising, which makes a quick before/after comparison of a code change.
 */
export async function renderTasks(tasks, { outDir, svgDir, svgOnly = false }) {
  const stats = { files: 0, bytes: 0, largest: { file: '', bytes: 0 }, list: [] };
  const target = { outDir, svgDir, svgOnly, stats };
  if (svgDir) await fs.mkdir(svgDir, { recursive: true });
  // One libvips thread per image and two images at a time: fast on two cores, and the encoders
  // give the same bytes whatever the order the workers finish in.
  sharp.concurrency(1);
  const queue = tasks.slice();
  const worker = async () => {
    while (queue.length) {
      const task = queue.shift();
      for (const scene of task.renders)
        await renderScene(scene.svg(), scene.outputs, { alpha: scene.alpha }, target);
    }
  };
  await Promise.all([worker(), worker()]);
  return stats;
}
