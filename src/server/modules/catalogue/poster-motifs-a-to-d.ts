/** The poster motifs of the genres Action to Drama, each drawn in the upper part of the poster. */
import { FONT, n } from "./poster-canvas";
import { type Motif, star4, waves } from "./poster-motif-shapes";

export const MOTIFS_A_TO_D = {
  Action: (r, c) => {
    if (r() < 0.4) {
      // three slashes and sparks
      const rot = r.range(-40, -20);
      const cx = r.range(150, 250);
      let out = `<g transform="rotate(${n(rot)} ${n(cx)} 200)">`;
      for (let i = 0; i < 3; i++) {
        const len = r.range(300, 420);
        out += `<path d="M${n(cx - len / 2)} ${n(150 + i * 48)}L${n(cx + len / 2)} ${n(138 + i * 48)}L${n(cx + len / 2 - 30)} ${n(160 + i * 48)}Z" fill="${i === 1 ? c.accentSoft : c.accent}"/>`;
      }
      out += "</g>";
      for (let i = 0; i < 16; i++) {
        const sx = r.range(30, 370);
        const sy = r.range(40, 400);
        const a = r.range(0, Math.PI * 2);
        out += `<line x1="${n(sx)}" y1="${n(sy)}" x2="${n(sx + Math.cos(a) * 14)}" y2="${n(sy + Math.sin(a) * 14)}" stroke="${c.accentSoft}" stroke-width="3" stroke-linecap="round" opacity="${n(r.range(0.4, 0.9))}"/>`;
      }
      return out;
    }
    const x = r.range(120, 280);
    const y = r.range(150, 210);
    const points = r.int(12, 18);
    const rot = r.range(0, Math.PI);
    let d = "";
    for (let i = 0; i < points * 2; i++) {
      const a = rot + (i * Math.PI) / points;
      const rad = i % 2 === 0 ? r.range(150, 200) : r.range(50, 80);
      d += `${i === 0 ? "M" : "L"}${n(x + Math.cos(a) * rad)} ${n(y + Math.sin(a) * rad)}`;
    }
    let out = `<path d="${d}Z" fill="${c.accent}" opacity="0.85"/>`;
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r.range(40, 60))}" fill="${c.accentSoft}"/>`;
    for (let i = 0; i < 7; i++) {
      const sy = r.range(20, 440);
      const len = r.range(80, 200);
      const sx = r.range(-40, 360);
      out += `<line x1="${n(sx)}" y1="${n(sy)}" x2="${n(sx + len)}" y2="${n(sy - len * 0.45)}" stroke="${c.ink}" stroke-opacity="${n(r.range(0.15, 0.45))}" stroke-width="${n(r.range(2, 5))}" stroke-linecap="round"/>`;
    }
    return out;
  },
  Adventure: (r, c) => {
    const sx = r.range(90, 310);
    let out = `<circle cx="${n(sx)}" cy="${n(r.range(120, 170))}" r="${n(r.range(48, 70))}" fill="${c.accent}"/>`;
    const layers = 5;
    for (let i = 0; i < layers; i++) {
      const y = 230 + i * 42 + r.range(-8, 8);
      const op = 0.35 + (i / layers) * 0.6;
      out += `<path d="${waves(y, r.range(10, 20), r.range(90, 140), r.range(0, 90))}" fill="hsl(${n(c.hue)} 55% ${n(34 - i * 5)}%)" opacity="${n(op)}"/>`;
    }
    return out;
  },
  Animation: (r, c) => {
    const hues = [c.hue + 60, c.hue + 140, c.hue + 200, c.hue + 280].map((h) => h % 360);
    let out = "";
    for (let i = 0; i < 9; i++) {
      out += `<circle cx="${n(r.range(20, 380))}" cy="${n(r.range(30, 400))}" r="${n(r.range(14, 62))}" fill="hsl(${n(r.pick(hues))} 85% 65%)" opacity="${n(r.range(0.55, 0.95))}"/>`;
    }
    const y = r.range(120, 300);
    let d = `M-10 ${n(y)}`;
    for (let x = -10; x < 420; x += 50) d += `Q${n(x + 25)} ${n(y + (x % 100 === 0 ? -40 : 40))} ${n(x + 50)} ${n(y)}`;
    out += `<path d="${d}" stroke="${c.ink}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.85"/>`;
    for (let i = 0; i < 4; i++)
      out += `<path d="${star4(r.range(30, 370), r.range(30, 380), r.range(8, 14))}" fill="${c.ink}"/>`;
    return out;
  },
  Comedy: (r, c) => {
    const x = r.range(110, 290);
    const y = r.range(150, 230);
    let out = "";
    if (r() < 0.35) {
      // a speech bubble and confetti
      const hues = [c.hue + 120, c.hue + 200, c.hue + 280].map((h) => h % 360);
      for (let i = 0; i < 26; i++) {
        out += `<rect x="${n(r.range(10, 390))}" y="${n(r.range(20, 420))}" width="${n(r.range(6, 12))}" height="${n(r.range(12, 22))}" rx="2" fill="hsl(${n(r.pick(hues))} 85% 65%)" transform="rotate(${n(r.range(0, 180))})" transform-origin="center" transform-box="fill-box" opacity="0.85"/>`;
      }
      const w = r.range(210, 250);
      const h = 130;
      const bx = Math.min(Math.max(x - w / 2, 24), 376 - w);
      const by = y - h / 2 - 20;
      const tail = r() < 0.5 ? 0.3 : 0.7;
      out += `<path d="M${n(bx + w * tail - 16)} ${n(by + h - 2)}L${n(bx + w * tail - 30)} ${n(by + h + 44)}L${n(bx + w * tail + 20)} ${n(by + h - 2)}Z" fill="${c.accent}"/>`;
      out += `<rect x="${n(bx)}" y="${n(by)}" width="${n(w)}" height="${h}" rx="60" fill="${c.accent}"/>`;
      out += `<text x="${n(bx + w / 2)}" y="${n(by + h / 2 + 24)}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="66" fill="${c.deep}" transform="rotate(${n(r.range(-6, 6))} ${n(bx + w / 2)} ${n(by + h / 2)})">${r.pick(["HA!", "HA HA", "HEH!"])}</text>`;
      return out;
    }
    const rays = r.int(14, 22);
    const rot = r.range(0, 1);
    for (let i = 0; i < rays; i++) {
      const a1 = ((i + rot) * 2 * Math.PI) / rays;
      const a2 = a1 + Math.PI / rays;
      out += `<path d="M${n(x)} ${n(y)}L${n(x + Math.cos(a1) * 700)} ${n(y + Math.sin(a1) * 700)}L${n(x + Math.cos(a2) * 700)} ${n(y + Math.sin(a2) * 700)}Z" fill="${c.accent}" opacity="0.22"/>`;
    }
    const rad = r.range(60, 85);
    const tilt = r.range(-14, 14);
    out += `<g transform="rotate(${n(tilt)} ${n(x)} ${n(y)})"><circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${c.accent}"/>`;
    const face = r.pick(["smile", "wink", "laugh"] as const);
    const ex = rad * 0.3;
    const ey = y - rad * 0.25;
    const eye = (dx: number) => `<circle cx="${n(x + dx)}" cy="${n(ey)}" r="${n(rad * 0.09)}" fill="${c.deep}"/>`;
    const closed = (dx: number) =>
      `<path d="M${n(x + dx - rad * 0.12)} ${n(ey)}q${n(rad * 0.12)} ${n(-rad * 0.12)} ${n(rad * 0.24)} 0" stroke="${c.deep}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    if (face === "laugh") {
      out += closed(-ex) + closed(ex);
      out += `<path d="M${n(x - rad * 0.5)} ${n(y + rad * 0.05)}H${n(x + rad * 0.5)}Q${n(x + rad * 0.45)} ${n(y + rad * 0.7)} ${n(x)} ${n(y + rad * 0.7)}Q${n(x - rad * 0.45)} ${n(y + rad * 0.7)} ${n(x - rad * 0.5)} ${n(y + rad * 0.05)}Z" fill="${c.deep}"/>`;
    } else {
      out += eye(-ex) + (face === "wink" ? closed(ex) : eye(ex));
      out += `<path d="M${n(x - rad * 0.5)} ${n(y + rad * 0.1)}Q${n(x)} ${n(y + rad * 0.75)} ${n(x + rad * 0.5)} ${n(y + rad * 0.1)}" stroke="${c.deep}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    }
    return `${out}</g>`;
  },
  Crime: (r, c, uid) => {
    const x = r.range(120, 280);
    let out = `<defs><radialGradient id="${uid}spot" cx="${n(x / 400)}" cy="0.3" r="0.55"><stop offset="0" stop-color="${c.accent}" stop-opacity="0.75"/><stop offset="1" stop-color="${c.accent}" stop-opacity="0"/></radialGradient></defs>`;
    out += `<rect width="400" height="600" fill="url(#${uid}spot)"/>`;
    const rot = r.range(-30, -14);
    out += `<g transform="rotate(${n(rot)} 200 200)" opacity="0.8">`;
    for (let y = -200; y < 700; y += 34) out += `<rect x="-200" y="${y}" width="800" height="15" fill="${c.deep}"/>`;
    out += "</g>";
    // a figure in a hat under the light
    const fy = r.range(250, 290);
    out += `<path d="M${n(x - 34)} ${n(fy)}h68l-8 -10h-52z" fill="${c.deep}"/><path d="M${n(x - 20)} ${n(fy - 10)}q20 -34 40 0z" fill="${c.deep}"/><path d="M${n(x - 16)} ${n(fy + 2)}q16 30 32 0z" fill="${c.deep}"/><path d="M${n(x - 60)} ${n(fy + 90)}q60 -100 120 0z" fill="${c.deep}"/>`;
    return out;
  },
  Documentary: (r, c) => {
    const rot = r.range(-16, 16);
    const y = r.range(150, 220);
    let out = `<g transform="rotate(${n(rot)} 200 ${n(y)})">`;
    out += `<rect x="-80" y="${n(y - 70)}" width="560" height="140" fill="${c.deep}"/>`;
    for (let x = -76; x < 480; x += 26) {
      out += `<rect x="${x}" y="${n(y - 62)}" width="13" height="11" rx="2" fill="${c.muted}" opacity="0.85"/>`;
      out += `<rect x="${x}" y="${n(y + 51)}" width="13" height="11" rx="2" fill="${c.muted}" opacity="0.85"/>`;
    }
    for (let x = -70; x < 480; x += 120) {
      out += `<rect x="${x}" y="${n(y - 42)}" width="108" height="84" rx="3" fill="${c.accent}" opacity="${n(r.range(0.25, 0.7))}"/>`;
    }
    out += "</g>";
    for (let i = 0; i < 40; i++) {
      out += `<circle cx="${n(r.range(0, 400))}" cy="${n(r.range(0, 600))}" r="${n(r.range(0.5, 1.6))}" fill="${c.ink}" opacity="${n(r.range(0.1, 0.35))}"/>`;
    }
    return out;
  },
  Drama: (r, c, uid) => {
    if (r() < 0.4) {
      // a tall window throwing its light across the floor
      const wx = r.range(90, 200);
      const ww = r.range(110, 140);
      const top = r.range(50, 80);
      const wh = 250;
      let out = `<defs><linearGradient id="${uid}floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.accentSoft}" stop-opacity="0.5"/><stop offset="1" stop-color="${c.accentSoft}" stop-opacity="0"/></linearGradient></defs>`;
      out += `<rect x="${n(wx)}" y="${n(top)}" width="${n(ww)}" height="${wh}" fill="${c.accentSoft}" opacity="0.9"/>`;
      out += `<path d="M${n(wx)} ${n(top + wh)}L${n(wx + ww)} ${n(top + wh)}L${n(wx + ww + 150)} 470L${n(wx + 60)} 470Z" fill="url(#${uid}floor)"/>`;
      out += `<g stroke="${c.deep}" stroke-width="7"><line x1="${n(wx + ww / 2)}" y1="${n(top)}" x2="${n(wx + ww / 2)}" y2="${n(top + wh)}"/><line x1="${n(wx)}" y1="${n(top + wh / 3)}" x2="${n(wx + ww)}" y2="${n(top + wh / 3)}"/><line x1="${n(wx)}" y1="${n(top + (wh * 2) / 3)}" x2="${n(wx + ww)}" y2="${n(top + (wh * 2) / 3)}"/></g>`;
      out += `<rect x="${n(wx - 6)}" y="${n(top - 6)}" width="${n(ww + 12)}" height="${wh + 12}" fill="none" stroke="${c.deep}" stroke-width="10"/>`;
      for (let i = 0; i < 18; i++) {
        const rx = r.range(0, 400);
        const ry = r.range(0, 400);
        out += `<line x1="${n(rx)}" y1="${n(ry)}" x2="${n(rx - 6)}" y2="${n(ry + 26)}" stroke="${c.ink}" stroke-opacity="0.18" stroke-width="2"/>`;
      }
      return out;
    }
    const x = r.range(130, 270);
    const spread = r.range(110, 150);
    let out = `<defs><linearGradient id="${uid}beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.accentSoft}" stop-opacity="0.65"/><stop offset="1" stop-color="${c.accentSoft}" stop-opacity="0.05"/></linearGradient></defs>`;
    out += `<path d="M${n(x - 14)} -10L${n(x + 14)} -10L${n(x + spread)} 390L${n(x - spread)} 390Z" fill="url(#${uid}beam)"/>`;
    out += `<ellipse cx="${n(x)}" cy="390" rx="${n(spread)}" ry="26" fill="${c.accentSoft}" opacity="0.35"/>`;
    // curtains
    const folds = (side: number) => {
      let d = "";
      for (let i = 0; i < 4; i++) {
        const cx = side < 0 ? i * 18 : 400 - i * 18;
        d += `<path d="M${n(cx)} 0Q${n(cx + side * -22)} 220 ${n(cx)} 460" stroke="${c.deep}" stroke-width="16" fill="none" opacity="0.75"/>`;
      }
      return d;
    };
    out += folds(-1) + folds(1);
    out += `<path d="M0 0H400V34Q300 58 200 40Q100 58 0 34Z" fill="${c.accent}" opacity="0.55"/>`;
    return out;
  },
} satisfies Record<string, Motif>;
