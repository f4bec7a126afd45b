/** The poster motifs of the genres Family to Western, each drawn in the upper part of the poster. */
import { FONT, n } from "./poster-canvas";
import { heart, type Motif, star4 } from "./poster-motif-shapes";

export const MOTIFS_F_TO_W = {
  Family: (r, c) => {
    let out = `<circle cx="${n(r.range(80, 320))}" cy="${n(r.range(100, 150))}" r="${n(r.range(40, 58))}" fill="${c.accent}"/>`;
    for (let i = 0; i < 3; i++) {
      const cx = r.range(40, 360);
      const cy = r.range(50, 200);
      out += `<g fill="${c.ink}" opacity="0.85"><circle cx="${n(cx)}" cy="${n(cy)}" r="16"/><circle cx="${n(cx + 18)}" cy="${n(cy - 8)}" r="20"/><circle cx="${n(cx + 38)}" cy="${n(cy)}" r="15"/><rect x="${n(cx)}" y="${n(cy)}" width="38" height="15"/></g>`;
    }
    for (let i = 0; i < 3; i++) {
      const y = 280 + i * 55;
      out += `<ellipse cx="${n(r.range(60, 340))}" cy="${n(y + 170)}" rx="${n(r.range(260, 340))}" ry="190" fill="hsl(${n((c.hue + 300) % 360)} 45% ${n(46 - i * 11)}%)"/>`;
    }
    return out;
  },
  Fantasy: (r, c) => {
    const mx = r.range(90, 310);
    const my = r.range(70, 120);
    let out = `<circle cx="${n(mx)}" cy="${n(my)}" r="36" fill="${c.accentSoft}"/><circle cx="${n(mx + 15)}" cy="${n(my - 9)}" r="32" fill="${c.top}"/>`;
    for (let i = 0; i < 10; i++)
      out += `<path d="${star4(r.range(20, 380), r.range(20, 260), r.range(3, 9))}" fill="${c.ink}" opacity="${n(r.range(0.5, 1))}"/>`;
    const peaks = r.int(3, 5);
    for (let layer = 0; layer < 2; layer++) {
      let d = "M-20 460";
      for (let i = 0; i <= peaks; i++) {
        const px = -20 + (i + 0.5) * (440 / (peaks + 1)) + r.range(-20, 20);
        const py = (layer === 0 ? 190 : 260) + r.range(-35, 35);
        d += `L${n(px)} ${n(py)}L${n(px + 440 / (peaks + 1) / 2)} ${n(py + r.range(70, 110))}`;
      }
      d += "L420 460Z";
      out += `<path d="${d}" fill="hsl(${n(c.hue)} 40% ${layer === 0 ? 30 : 16}%)"/>`;
    }
    // a castle on the ridge
    const cx = r.range(120, 260);
    out += `<path d="M${n(cx)} 300v-60h10v-12h8v12h10v-12h8v12h10v60zM${n(cx + 46)} 300v-92l12 -22l12 22v92z" fill="${c.accent}" opacity="0.9"/>`;
    return out;
  },
  History: (r, c) => {
    const cols = r.int(4, 5);
    const w = 300 / cols;
    const top = r.range(140, 170);
    let out = `<path d="M40 ${n(top - 6)}L200 ${n(top - 80)}L360 ${n(top - 6)}Z" fill="${c.accent}" opacity="0.8"/><rect x="34" y="${n(top - 8)}" width="332" height="18" fill="${c.accentSoft}" opacity="0.85"/>`;
    for (let i = 0; i < cols; i++) {
      const x = 50 + i * w + w * 0.2;
      const cw = w * 0.6;
      out += `<rect x="${n(x - 4)}" y="${n(top + 10)}" width="${n(cw + 8)}" height="12" fill="${c.accentSoft}" opacity="0.85"/>`;
      out += `<rect x="${n(x)}" y="${n(top + 22)}" width="${n(cw)}" height="${n(390 - top - 22)}" fill="${c.accent}" opacity="0.55"/>`;
      for (let f = 1; f < 4; f++) {
        out += `<line x1="${n(x + (cw * f) / 4)}" y1="${n(top + 26)}" x2="${n(x + (cw * f) / 4)}" y2="386" stroke="${c.deep}" stroke-opacity="0.35" stroke-width="2"/>`;
      }
    }
    out += `<rect x="30" y="390" width="340" height="16" fill="${c.accentSoft}" opacity="0.7"/>`;
    return out;
  },
  Horror: (r, c, uid) => {
    const x = r.range(130, 270);
    const y = r.range(150, 200);
    const rad = r.range(78, 105);
    let out = `<defs><radialGradient id="${uid}glow"><stop offset="0.55" stop-color="${c.accentSoft}" stop-opacity="0.35"/><stop offset="1" stop-color="${c.accentSoft}" stop-opacity="0"/></radialGradient></defs>`;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad * 1.9)}" fill="url(#${uid}glow)"/>`;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="hsl(48 40% 88%)"/>`;
    for (let i = 0; i < 4; i++) {
      out += `<circle cx="${n(x + r.range(-rad * 0.6, rad * 0.6))}" cy="${n(y + r.range(-rad * 0.6, rad * 0.6))}" r="${n(r.range(6, 16))}" fill="hsl(48 20% 76%)" opacity="0.6"/>`;
    }
    for (let i = 0; i < 3; i++) {
      const cy = y + r.range(-rad * 0.4, rad * 0.9);
      out += `<rect x="${n(r.range(-60, 200))}" y="${n(cy)}" width="${n(r.range(180, 300))}" height="${n(r.range(10, 20))}" rx="10" fill="${c.deep}" opacity="0.85"/>`;
    }
    // a bare branch reaching in from one side
    const left = r() < 0.5;
    const sx = left ? -10 : 410;
    const dir = left ? 1 : -1;
    const by = r.range(40, 110);
    out += `<path d="M${sx} ${n(by + 60)}Q${n(sx + dir * 120)} ${n(by + 30)} ${n(sx + dir * 210)} ${n(by - 10)}M${n(sx + dir * 90)} ${n(by + 42)}Q${n(sx + dir * 130)} ${n(by + 70)} ${n(sx + dir * 170)} ${n(by + 75)}M${n(sx + dir * 150)} ${n(by + 14)}Q${n(sx + dir * 170)} ${n(by - 30)} ${n(sx + dir * 160)} ${n(by - 50)}" stroke="${c.deep}" stroke-width="7" stroke-linecap="round" fill="none"/>`;
    for (let i = 0; i < 3; i++) {
      const bx = r.range(60, 340);
      const bby = r.range(60, 300);
      const s = r.range(7, 12);
      out += `<path d="M${n(bx - s)} ${n(bby - s * 0.3)}Q${n(bx - s * 0.5)} ${n(bby - s * 0.6)} ${n(bx)} ${n(bby)}Q${n(bx + s * 0.5)} ${n(bby - s * 0.6)} ${n(bx + s)} ${n(bby - s * 0.3)}" stroke="${c.deep}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    }
    return out;
  },
  Music: (r, c) => {
    const x = r.range(130, 270);
    const y = r.range(160, 210);
    const rad = r.range(115, 135);
    let out = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${c.deep}"/>`;
    for (let g = rad - 8; g > rad * 0.38; g -= 7) {
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(g)}" fill="none" stroke="${c.ink}" stroke-opacity="0.1" stroke-width="1.5"/>`;
    }
    out += `<path d="M${n(x)} ${n(y)}L${n(x + rad)} ${n(y - rad * 0.3)}A${n(rad)} ${n(rad)} 0 0 1 ${n(x + rad * 0.85)} ${n(y + rad * 0.52)}Z" fill="${c.ink}" opacity="0.08"/>`;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad * 0.34)}" fill="${c.accent}"/><circle cx="${n(x)}" cy="${n(y)}" r="5" fill="${c.deep}"/>`;
    const bars = 14;
    for (let i = 0; i < bars; i++) {
      const h = r.range(20, 110);
      out += `<rect x="${n(20 + i * 26.5)}" y="${n(430 - h)}" width="16" height="${n(h)}" rx="3" fill="${c.accent}" opacity="${n(0.35 + r() * 0.4)}"/>`;
    }
    return out;
  },
  Mystery: (r, c, uid) => {
    const x = r.range(150, 250);
    const y = r.range(150, 190);
    let out = `<defs><radialGradient id="${uid}kh"><stop offset="0" stop-color="${c.accentSoft}"/><stop offset="1" stop-color="${c.accent}" stop-opacity="0.6"/></radialGradient></defs>`;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="150" fill="${c.accent}" opacity="0.12"/>`;
    out += `<path d="M${n(x)} ${n(y - 62)}a56 56 0 0 1 30 103l22 118h-104l22 -118a56 56 0 0 1 30 -103z" fill="url(#${uid}kh)"/>`;
    for (let i = 0; i < 5; i++) {
      const fy = r.range(220, 430);
      out += `<rect x="${n(r.range(-120, 120))}" y="${n(fy)}" width="${n(r.range(260, 420))}" height="${n(r.range(14, 30))}" rx="15" fill="${c.muted}" opacity="${n(r.range(0.08, 0.2))}"/>`;
    }
    return out;
  },
  Reality: (r, c) => {
    let out = "";
    for (let i = 1; i < 3; i++) {
      out += `<line x1="${n((400 * i) / 3)}" y1="0" x2="${n((400 * i) / 3)}" y2="460" stroke="${c.ink}" stroke-opacity="0.12" stroke-width="1.5"/><line x1="0" y1="${n((460 * i) / 3)}" x2="400" y2="${n((460 * i) / 3)}" stroke="${c.ink}" stroke-opacity="0.12" stroke-width="1.5"/>`;
    }
    const L = 44;
    const box: [x: number, y: number, dx: number, dy: number][] = [
      [36, 36, 1, 1],
      [364, 36, -1, 1],
      [36, 420, 1, -1],
      [364, 420, -1, -1],
    ];
    for (const [x, y, dx, dy] of box) {
      out += `<path d="M${x} ${y + dy * L}V${y}H${x + dx * L}" stroke="${c.ink}" stroke-width="5" fill="none"/>`;
    }
    out += `<circle cx="70" cy="74" r="10" fill="hsl(0 85% 58%)"/><text x="88" y="82" font-family="${FONT}" font-weight="700" font-size="22" fill="${c.ink}">REC</text>`;
    const x = r.range(140, 260);
    const y = r.range(200, 240);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r.range(70, 95))}" fill="${c.accent}" opacity="0.8"/><path d="M${n(x - 22)} ${n(y - 32)}L${n(x + 36)} ${n(y)}L${n(x - 22)} ${n(y + 32)}Z" fill="${c.ink}"/>`;
    return out;
  },
  Romance: (r, c) => {
    let out = "";
    for (let i = 0; i < 9; i++) {
      out += `<path d="${heart(r.range(20, 380), r.range(30, 420), r.range(6, 16))}" fill="${c.accentSoft}" opacity="${n(r.range(0.25, 0.6))}"/>`;
    }
    const x = r.range(160, 240);
    const y = r.range(190, 230);
    const s = r.range(92, 112);
    const rot = r.range(-12, 12);
    out += `<g transform="rotate(${n(rot)} ${n(x)} ${n(y)})"><path d="${heart(x, y, s)}" fill="${c.accent}" opacity="0.9"/><path d="${heart(x, y, s * 0.72)}" fill="none" stroke="${c.ink}" stroke-opacity="0.5" stroke-width="3"/></g>`;
    return out;
  },
  "Science Fiction": (r, c, uid) => {
    let out = "";
    for (let i = 0; i < 70; i++) {
      out += `<circle cx="${n(r.range(0, 400))}" cy="${n(r.range(0, 460))}" r="${n(r.range(0.5, 2))}" fill="${c.ink}" opacity="${n(r.range(0.25, 0.9))}"/>`;
    }
    for (let i = 0; i < 3; i++)
      out += `<path d="${star4(r.range(30, 370), r.range(30, 300), r.range(5, 9))}" fill="${c.accentSoft}"/>`;
    const x = r.range(110, 290);
    const y = r.range(150, 215);
    const rad = r.range(62, 92);
    const tilt = r.range(-28, -8);
    out += `<defs><radialGradient id="${uid}pl" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${c.accentSoft}"/><stop offset="0.6" stop-color="${c.accent}" stop-opacity="0.8"/><stop offset="1" stop-color="${c.deep}"/></radialGradient></defs>`;
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rad * 1.9)}" ry="${n(rad * 0.42)}" fill="none" stroke="${c.accentSoft}" stroke-opacity="0.45" stroke-width="5" transform="rotate(${n(tilt)} ${n(x)} ${n(y)})"/>`;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="url(#${uid}pl)"/>`;
    // front half of the ring over the planet
    out += `<path d="M${n(x - rad * 1.9)} ${n(y)}A${n(rad * 1.9)} ${n(rad * 0.42)} 0 0 0 ${n(x + rad * 1.9)} ${n(y)}" fill="none" stroke="${c.accentSoft}" stroke-opacity="0.85" stroke-width="5" transform="rotate(${n(tilt)} ${n(x)} ${n(y)})"/>`;
    return out;
  },
  Thriller: (r, c) => {
    const x = r.range(130, 270);
    const y = r.range(160, 220);
    let out = "";
    for (const rad of [140, 100, 60]) {
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${rad}" fill="none" stroke="${c.accent}" stroke-opacity="0.7" stroke-width="3"/>`;
    }
    out += `<line x1="${n(x)}" y1="${n(y - 175)}" x2="${n(x)}" y2="${n(y + 175)}" stroke="${c.accent}" stroke-width="2"/><line x1="${n(x - 175)}" y1="${n(y)}" x2="${n(x + 175)}" y2="${n(y)}" stroke="${c.accent}" stroke-width="2"/>`;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="7" fill="${c.accent}"/>`;
    let d = `M${n(r.range(-10, 60))} -10`;
    let cx = 0;
    for (let cy = 40; cy < 480; cy += 48) {
      cx = r.range(40, 360);
      d += `L${n(cx)} ${n(cy)}`;
    }
    out += `<path d="${d}" stroke="${c.ink}" stroke-opacity="0.55" stroke-width="2.5" fill="none"/>`;
    return out;
  },
  War: (r, c) => {
    let out = "";
    for (let i = 0; i < 2; i++) {
      const bx = r.range(40, 360);
      const a = r.range(-0.55, 0.55);
      out += `<path d="M${n(bx)} 460L${n(bx + Math.sin(a - 0.09) * 600)} ${n(460 - Math.cos(a) * 600)}L${n(bx + Math.sin(a + 0.09) * 600)} ${n(460 - Math.cos(a) * 600)}Z" fill="${c.accentSoft}" opacity="0.18"/>`;
    }
    const x = r.range(140, 260);
    const y = r.range(90, 130);
    const count = r.int(3, 4);
    for (let i = 0; i < count; i++) {
      const cy = y + i * 44;
      out += `<path d="M${n(x - 80)} ${n(cy + 34)}L${n(x)} ${n(cy)}L${n(x + 80)} ${n(cy + 34)}L${n(x + 80)} ${n(cy + 58)}L${n(x)} ${n(cy + 24)}L${n(x - 80)} ${n(cy + 58)}Z" fill="${c.accent}" opacity="${n(0.9 - i * 0.15)}"/>`;
    }
    let d = "M-10 470";
    for (let px = -10; px < 420; px += r.range(24, 50)) d += `L${n(px)} ${n(r.range(390, 440))}`;
    out += `<path d="${d}L420 470Z" fill="${c.deep}"/>`;
    return out;
  },
  Western: (r, c) => {
    const x = r.range(120, 280);
    const horizon = r.range(320, 350);
    let out = `<g><circle cx="${n(x)}" cy="${n(horizon)}" r="${n(r.range(110, 140))}" fill="${c.accent}"/>`;
    for (let i = 0; i < 5; i++)
      out += `<rect x="0" y="${n(horizon - 16 - i * 22)}" width="400" height="${n(3 + i)}" fill="${c.top}"/>`;
    out += "</g>";
    const mx = r.range(-40, 160);
    out += `<path d="M-10 ${n(horizon + 2)}L${n(mx)} ${n(horizon + 2)}L${n(mx + 20)} ${n(horizon - 70)}L${n(mx + 120)} ${n(horizon - 70)}L${n(mx + 140)} ${n(horizon + 2)}L410 ${n(horizon + 2)}L410 600L-10 600Z" fill="${c.deep}"/>`;
    const cx = r.range(250, 350);
    out += `<path d="M${n(cx)} ${n(horizon + 2)}v-92a10 10 0 0 1 20 0v92zM${n(cx)} ${n(horizon - 40)}h-16a8 8 0 0 1 -8 -8v-24a6 6 0 0 1 12 0v18h12zM${n(cx + 20)} ${n(horizon - 55)}h14v-20a6 6 0 0 1 12 0v26a8 8 0 0 1 -8 8h-18z" fill="${c.deep}"/>`;
    return out;
  },
} satisfies Record<string, Motif>;
