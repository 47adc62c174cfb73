/**
 * Generates the portfolio illustrations in src/web/assets/images/projects/ (committed output).
 * Each picture is a small hand-tuned SVG scene: sky, Sahyadri hills, a distant skyline, the project's
 * building(s) drawn by category (residential towers, glass offices, a retail podium, a logistics shed),
 * trees and a road. A seeded random source keeps the output stable between runs.
 *
 * Run: npx tsx scripts/generate-project-art.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { arts, palettes, type Art } from "./project-art-catalogue";

const W = 800;
const H = 600;
const GROUND = 468;

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${Math.round(x)}" y="${Math.round(y)}" width="${Math.round(w)}" height="${Math.round(h)}" fill="${fill}"${extra}/>`;

function scene(art: Art): string {
  const p = palettes[art.palette]!;
  const rnd = random(art.seed);
  const defs: string[] = [];
  const body: string[] = [];
  let patternId = 0;

  defs.push(
    `<linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>`,
    `<linearGradient id="f"><stop offset="0" stop-color="${p.facade[0]}"/><stop offset="1" stop-color="${p.facade[1]}"/></linearGradient>`,
    `<linearGradient id="gr" x2="0" y2="1"><stop offset="0" stop-color="${p.ground[0]}"/><stop offset="1" stop-color="${p.ground[1]}"/></linearGradient>`,
    `<linearGradient id="gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.glass}" stop-opacity=".75"/><stop offset=".55" stop-color="${p.glass}"/><stop offset="1" stop-color="${p.sky[0]}" stop-opacity=".9"/></linearGradient>`,
    `<radialGradient id="sun"><stop offset=".35" stop-color="${p.sun}"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>`,
  );

  // Sky, sun glow, clouds.
  body.push(rect(0, 0, W, H, "url(#s)"));
  const sunX = 120 + rnd() * 560;
  const sunY = 90 + rnd() * 70;
  body.push(`<circle cx="${Math.round(sunX)}" cy="${Math.round(sunY)}" r="110" fill="url(#sun)" opacity=".8"/>`);
  for (let i = 0; i < 2; i++) {
    const cx = Math.round(80 + rnd() * 640);
    const cy = Math.round(60 + rnd() * 110);
    body.push(
      `<g fill="#fff" opacity="${p.lit ? ".12" : ".55"}"><ellipse cx="${cx}" cy="${cy}" rx="70" ry="14"/><ellipse cx="${cx - 22}" cy="${cy - 10}" rx="32" ry="16"/><ellipse cx="${cx + 18}" cy="${cy - 14}" rx="26" ry="14"/></g>`,
    );
  }

  // Hills of the Sahyadri range.
  let hill = `M0 ${GROUND - 90}`;
  for (let x = 0; x < W; x += 160) {
    const peak = GROUND - 110 - rnd() * 70;
    hill += ` Q${x + 80} ${Math.round(peak)} ${x + 160} ${Math.round(GROUND - 80 - rnd() * 30)}`;
  }
  body.push(`<path d="${hill} V${GROUND} H0Z" fill="${p.hill}" opacity=".8"/>`);

  // Distant skyline.
  const far: string[] = [];
  for (let x = -10; x < W;) {
    const w = 28 + rnd() * 46;
    const h = 40 + rnd() * 110;
    far.push(rect(x, GROUND - h, w - 6, h, p.far));
    x += w;
  }
  body.push(`<g opacity=".55">${far.join("")}</g>`);

  const pattern = (tw: number, th: number, x: number, y: number, content: string) => {
    const id = `p${patternId++}`;
    defs.push(`<pattern id="${id}" width="${tw}" height="${th}" x="${x}" y="${y}" patternUnits="userSpaceOnUse">${content}</pattern>`);
    return `url(#${id})`;
  };

  const lit = (x: number, y: number, cols: number, rows: number, tw: number, th: number, ox: number, oy: number, w: number, h: number) => {
    if (!p.lit) return "";
    const out: string[] = [];
    const count = Math.round(cols * rows * 0.12);
    for (let i = 0; i < count; i++) {
      const c = Math.floor(rnd() * cols);
      const r = Math.floor(rnd() * rows);
      out.push(rect(x + c * tw + ox, y + r * th + oy, w, h, p.lit));
    }
    return `<g opacity=".85">${out.join("")}</g>`;
  };

  // Three facade languages: deep balconies, ribbon glazing, and paired windows between fins.
  const style = art.seed % 3;
  const tower = (x: number, width: number, height: number) => {
    const top = GROUND - height;
    const side = Math.round(width * 0.28);
    const tw = style === 2 ? 32 : 26;
    const th = 24;
    const cols = Math.floor((width - 16) / tw);
    const rows = Math.floor((height - 46) / th);
    const wx = x + Math.round((width - cols * tw) / 2);
    const wy = top + 26;
    const tile =
      style === 0
        ? `${rect(3, 3, 20, 13, p.glass, ' opacity=".8"')}${rect(0, 17, tw, 4, p.slab)}${rect(1, 14, 24, 2, p.slab, ' opacity=".7"')}`
        : style === 1
          ? `${rect(0, 4, tw, 12, p.glass, ' opacity=".85"')}${rect(12, 4, 2, 12, p.slab, ' opacity=".6"')}${rect(0, 16, tw, 5, p.facade[1])}`
          : `${rect(0, 0, 5, th, p.facade[1])}${rect(9, 4, 9, 14, p.glass, ' opacity=".8"')}${rect(20, 4, 9, 14, p.glass, ' opacity=".8"')}${rect(5, 19, 27, 3, p.slab, ' opacity=".8"')}`;
    const windows = pattern(tw, th, wx, wy, tile);
    const sideLines = pattern(
      10,
      th,
      x + width,
      wy,
      `${rect(0, 17, 10, 4, p.slab, ' opacity=".35"')}${rect(2, 3, 6, 12, p.glass, ' opacity=".55"')}`,
    );
    body.push(
      rect(x + width, top + 8, side, height - 8, p.side),
      rect(x + width, wy, side, rows * th, sideLines),
      rect(x, top, width, height, "url(#f)"),
      rect(wx, wy, cols * tw, rows * th, windows),
      lit(wx, wy, cols, rows, tw, th, style === 2 ? 9 : 3, 4, style === 2 ? 20 : 20, style === 1 ? 12 : 13),
      // Feature strip, terrace crown and pergola.
      style === 1
        ? rect(x, top + 10, 10, height - 10, p.accent, ' opacity=".85"')
        : rect(x + Math.round(width * 0.5) - 7, top + 10, 14, height - 10, p.accent, ' opacity=".85"'),
      rect(x - 4, top - 6, width + side + 4, 8, p.side),
      rect(x + 10, top - 26, Math.round(width * 0.4), 20, p.facade[1]),
      rect(x + 10, top - 30, Math.round(width * 0.4) + 8, 4, p.accent),
      rect(x, GROUND - 26, width, 26, p.glass, ' opacity=".9"'),
    );
  };

  const office = (x: number, width: number, height: number) => {
    const top = GROUND - height;
    const side = Math.round(width * 0.24);
    const grid = pattern(18, 22, x, top, `${rect(0, 0, 2, 22, "#fff", ' opacity=".35"')}${rect(0, 0, 18, 2, "#000", ' opacity=".18"')}`);
    body.push(
      rect(x + width, top + 14, side, height - 14, p.side),
      `<path d="M${x} ${top + 18}L${x + width} ${top}V${GROUND}H${x}Z" fill="url(#gl)"/>`,
      `<path d="M${x} ${top + 18}L${x + width} ${top}V${GROUND}H${x}Z" fill="${grid}"/>`,
      `<path d="M${x} ${top + 120}L${x + width} ${top + 40}V${top + 90}L${x} ${top + 170}Z" fill="#fff" opacity=".14"/>`,
      lit(x + 2, top + 40, Math.floor(width / 18), Math.floor((height - 60) / 22), 18, 22, 2, 2, 14, 18),
      rect(x - 6, top + 18 + Math.round(height * 0.45), width + side + 6, 6, p.accent),
      rect(x + width * 0.2, top - 20, width * 0.35, 24, p.side),
      rect(x - 10, GROUND - 40, width + side + 20, 40, "url(#f)"),
      rect(x, GROUND - 32, width + side, 24, p.glass, ' opacity=".85"'),
    );
  };

  const podium = (x: number, width: number) => {
    const height = 150;
    const top = GROUND - height;
    const fins = pattern(24, 60, x, top, `${rect(0, 0, 8, 60, p.facade[1])}`);
    const shop = pattern(40, 56, x, GROUND - 56, `${rect(0, 0, 3, 56, "#fff", ' opacity=".5"')}`);
    body.push(
      rect(x, top, width, height, "url(#f)"),
      rect(x + 20, top + 14, width - 40, 60, fins),
      rect(x + Math.round(width * 0.3), top + 24, Math.round(width * 0.4), 34, p.accent),
      rect(x + Math.round(width * 0.3) + 16, top + 36, Math.round(width * 0.4) - 32, 10, "#fff", ' opacity=".85"'),
      rect(x - 10, GROUND - 72, width + 20, 10, p.side),
      rect(x, GROUND - 62, width, 62, "url(#gl)"),
      rect(x, GROUND - 56, width, 56, shop),
      lit(x, GROUND - 56, Math.floor(width / 40), 1, 40, 56, 6, 6, 30, 44),
      rect(x + width / 2 - 40, GROUND - 62, 80, 62, p.accent, ' opacity=".35"'),
    );
  };

  const warehouse = (x: number, width: number) => {
    const height = 120;
    const top = GROUND - height;
    const teeth = 6;
    const step = width / teeth;
    let roof = `M${x} ${top}`;
    for (let i = 0; i < teeth; i++) roof += `L${Math.round(x + i * step + step)} ${top - 34}V${top}`;
    const ribs = pattern(12, 100, x, top, `${rect(0, 0, 2, 100, "#000", ' opacity=".08"')}`);
    const door = pattern(10, 8, 0, GROUND - 70, `${rect(0, 0, 10, 2, "#fff", ' opacity=".25"')}`);
    body.push(
      `<path d="${roof}Z" fill="${p.side}"/>`,
      `<path d="${roof}" fill="none" stroke="${p.glass}" stroke-width="5" opacity=".6"/>`,
      rect(x, top, width, height, "url(#f)"),
      rect(x, top, width, height, ribs),
      rect(x, top + 10, width, 8, p.accent),
    );
    const docks = Math.floor((width - 60) / 70);
    for (let i = 0; i < docks; i++) {
      const dx = x + 30 + i * 70;
      body.push(rect(dx, GROUND - 70, 48, 70, p.glass), rect(dx, GROUND - 70, 48, 70, door), rect(dx - 4, GROUND - 76, 56, 6, p.side));
    }
    // Office block with a glass front and a rooftop solar array.
    const ox = x + width + 8;
    body.push(
      rect(ox, GROUND - 150, 150, 150, "url(#f)"),
      rect(ox + 12, GROUND - 136, 126, 96, "url(#gl)"),
      rect(
        ox + 12,
        GROUND - 136,
        126,
        96,
        pattern(
          21,
          24,
          ox + 12,
          GROUND - 136,
          `${rect(0, 0, 2, 24, "#fff", ' opacity=".45"')}${rect(0, 0, 21, 2, "#fff", ' opacity=".3"')}`,
        ),
      ),
      rect(ox, GROUND - 150, 150, 8, p.accent),
      rect(ox + 50, GROUND - 34, 50, 34, p.glass),
      `<g fill="${p.glass}" opacity=".8">${[0, 1, 2, 3].map((i) => `<path d="M${x + 40 + i * 60} ${top - 6}l10-14h44l-10 14z"/>`).join("")}</g>`,
    );
    // A container lorry at the dock.
    const tx = x + 40 + Math.round(rnd() * 60);
    body.push(
      rect(tx, GROUND + 8, 120, 40, p.accent),
      rect(tx + 122, GROUND + 20, 34, 28, p.slab),
      rect(tx + 128, GROUND + 24, 20, 10, p.glass),
      `<g fill="#222"><circle cx="${tx + 24}" cy="${GROUND + 50}" r="8"/><circle cx="${tx + 96}" cy="${GROUND + 50}" r="8"/><circle cx="${tx + 140}" cy="${GROUND + 50}" r="8"/></g>`,
    );
  };

  // Buildings by category.
  if (art.kind === "residential") {
    const count = art.towers ?? 2;
    const layouts: Record<number, [number, number, number][]> = {
      1: [[290, 190, 360]],
      2: [
        [180, 160, 300],
        [420, 170, 350],
      ],
      3: [
        [90, 140, 250],
        [520, 150, 280],
        [290, 170, 345],
      ],
    };
    for (const [x, w, h] of layouts[count]!) tower(x + Math.round((rnd() - 0.5) * 30), w, h - Math.round(rnd() * 30));
  } else if (art.kind === "commercial") {
    office(150, 150, 280 - Math.round(rnd() * 30));
    office(420, 180, 350 - Math.round(rnd() * 30));
  } else if (art.kind === "retail") {
    office(470, 130, 330 - Math.round(rnd() * 30));
    podium(120, 520);
  } else {
    warehouse(90, 470);
  }

  // Ground, landscaping and road.
  body.push(rect(0, GROUND, W, H - GROUND, "url(#gr)"));
  body.push(rect(0, GROUND, W, 6, p.slab, ' opacity=".6"'));
  const trees: string[] = [];
  for (let i = 0; i < 9; i++) {
    const tx = Math.round(20 + i * 92 + rnd() * 30);
    const r = Math.round(16 + rnd() * 12);
    const ty = GROUND + 4 - r;
    trees.push(
      rect(tx - 2, ty + r - 4, 4, r, "#5b4636"),
      `<circle cx="${tx}" cy="${ty}" r="${r}" fill="${p.tree[0]}"/><circle cx="${tx - r / 3}" cy="${ty - r / 3}" r="${Math.round(r * 0.55)}" fill="${p.tree[1]}"/>`,
    );
  }
  body.push(`<g>${trees.join("")}</g>`);
  body.push(rect(0, 540, W, 60, "#3b4148"), rect(0, 540, W, 4, "#c9c2b4"));
  body.push(`<path d="M0 570H800" stroke="#f3d27a" stroke-width="3" stroke-dasharray="26 22"/>`);

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${defs.join("")}</defs>${body.join("")}</svg>\n`;
}

const outDir = join(process.cwd(), "src/web/assets/images/projects");
mkdirSync(outDir, { recursive: true });
for (const art of arts) {
  const svg = scene(art);
  writeFileSync(join(outDir, `${art.file}.svg`), svg);
  console.log(`${art.file}.svg ${(svg.length / 1024).toFixed(1)} KB`);
}
