import sharp from 'sharp';
import { CATALOG_SEEDS } from '/work/wt/pictures/src/server/db/seed/data/catalog/index';
import { composePicture } from '/work/wt/pictures/src/server/media/compose';
import { itemComposition, MODULE_HUES } from '/work/wt/pictures/src/server/media/catalog-pictures';
const mod = process.argv[2] ?? 'food';
const c = CATALOG_SEEDS.find((x) => x.module === mod)!;
const seen = new Map<string, any>();
for (const s of c.stores) for (const i of s.items) seen.set(i.name.en, i);
const list = [...seen.values()];
const cols = 12, cell = 110, lab = 26;
const rows = Math.ceil(list.length / cols);
const layers: any[] = [];
for (const [n, i] of list.entries()) {
  const img = await (await composePicture(itemComposition(i, MODULE_HUES[mod as 'food']), cell, cell)).png().toBuffer();
  const x = (n % cols) * cell, y = Math.floor(n / cols) * (cell + lab);
  layers.push({ input: img, left: x, top: y });
  const t = i.name.en.replace(/&/g, '&amp;').slice(0, 22);
  layers.push({ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${cell}" height="${lab}"><text x="2" y="11" font-size="9" font-family="DejaVu Sans">${t}</text><text x="2" y="22" font-size="9" font-family="DejaVu Sans">${i.name.en.slice(22, 44).replace(/&/g, '&amp;')}</text></svg>`), left: x, top: y + cell });
}
await sharp({ create: { width: cols * cell, height: rows * (cell + lab), channels: 3, background: '#fff' } }).composite(layers).png().toFile(`/tmp/pic/sheet-${mod}.png`);
