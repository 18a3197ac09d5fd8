import sharp from 'sharp';
const files = process.argv.slice(3);
const out = process.argv[2];
const metas = await Promise.all(files.map((f) => sharp(f).metadata()));
const w = metas.reduce((a, m) => a + m.width, 0) + 10 * (files.length - 1);
const h = Math.max(...metas.map((m) => m.height));
let left = 0;
const composite = files.map((f, i) => { const c = { input: f, left, top: 0 }; left += metas[i].width + 10; return c; });
await sharp({ create: { width: w, height: h, channels: 3, background: '#888' } }).composite(composite).png().toFile(out);
