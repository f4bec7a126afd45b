import { VERIFICATION_TTL_MINUTES } from "../../../shared/contracts/auth";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

// The design tokens, spelled out for mail clients (no CSS variables, no web fonts).
const C = {
  bg: "#0b0c12",
  surface: "#14151d",
  surface2: "#1c1e29",
  border: "#262936",
  fg: "#ebebed",
  fgSecondary: "#a8a9ae",
  fgMuted: "#818287",
  accent: "#f5b942",
  accentFg: "#1a1206",
  mood: "#8b7cf6",
};
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Inter, Roboto, Helvetica, Arial, sans-serif";

/** The branded frame: dark page, one card, the wordmark on top, a quiet footer. */
function layout(preheader: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<title>Moodreel</title>
</head>
<body style="margin:0;padding:0;background:${C.bg};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${C.bg};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;">
<tr><td style="padding:0 4px 20px;font-family:${FONT};">
<span style="display:inline-block;width:28px;height:28px;border-radius:8px;background:${C.accent};color:${C.bg};font-weight:800;font-size:16px;line-height:28px;text-align:center;vertical-align:middle;">M</span>
<span style="font-size:18px;font-weight:600;color:${C.fg};vertical-align:middle;padding-left:8px;letter-spacing:-0.01em;">Moodreel</span>
<span style="font-size:10px;font-weight:700;color:${C.accent};border:1px solid ${C.accent};border-radius:999px;padding:1px 6px;vertical-align:middle;margin-left:6px;letter-spacing:0.08em;">BETA</span>
</td></tr>
<tr><td style="background:${C.surface};border:1px solid ${C.border};border-radius:12px;padding:32px 28px;font-family:${FONT};color:${C.fg};">
${body}
</td></tr>
<tr><td style="padding:20px 4px 0;font-family:${FONT};font-size:12px;line-height:18px;color:${C.fgMuted};">
Moodreel · films and series for how you feel. You receive this e-mail because this address was entered on Moodreel.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

const heading = (s: string) =>
  `<h1 style="margin:0 0 12px;font-size:24px;line-height:30px;font-weight:600;letter-spacing:-0.02em;color:${C.fg};">${s}</h1>`;
const para = (s: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${C.fgSecondary};">${s}</p>`;
const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:${C.accent};color:${C.accentFg};font-weight:600;font-size:16px;line-height:20px;text-decoration:none;border-radius:8px;padding:12px 22px;">${label}</a>`;

/** The sign-up verification: the 6-digit code, large, and the one-click link. */
export function verificationMail(input: { code: string; link: string; fullName: string | null }): RenderedMail {
  const first = input.fullName?.trim().split(/\s+/)[0];
  const greeting = first ? `Hi ${first},` : "Hi,";
  const subject = `Your Moodreel verification code is ${input.code}`;
  const text = [
    greeting,
    "",
    "Welcome to Moodreel! Enter this code to verify your email:",
    "",
    `    ${input.code}`,
    "",
    `Or open this link to verify in one step:`,
    input.link,
    "",
    `The code and the link expire in ${VERIFICATION_TTL_MINUTES} minutes and work once.`,
    "If you did not sign up for Moodreel, you can ignore this e-mail.",
    "",
    "— Moodreel",
  ].join("\n");
  const html = layout(
    `Your verification code is ${input.code}`,
    [
      heading("Verify your email"),
      para(`${escapeHtml(greeting)} welcome to Moodreel! Enter this code in the verification window:`),
      `<div style="margin:8px 0 24px;padding:20px 12px;background:${C.surface2};border:1px solid ${C.border};border-radius:12px;text-align:center;">
<div style="font-family:'SFMono-Regular',Menlo,Consolas,'Liberation Mono',monospace;font-size:40px;line-height:48px;font-weight:700;letter-spacing:12px;color:${C.accent};padding-left:12px;">${escapeHtml(input.code)}</div>
</div>`,
      para("Or verify in one step:"),
      `<div style="margin:0 0 24px;">${button(input.link, "Verify my email")}</div>`,
      `<p style="margin:0 0 8px;font-size:14px;line-height:20px;color:${C.fgMuted};">The code and the link expire in ${VERIFICATION_TTL_MINUTES} minutes and work once. If the button does not work, paste this address into your browser:</p>`,
      `<p style="margin:0 0 16px;font-size:13px;line-height:18px;word-break:break-all;"><a href="${escapeHtml(input.link)}" style="color:${C.mood};">${escapeHtml(input.link)}</a></p>`,
      `<p style="margin:0;font-size:14px;line-height:20px;color:${C.fgMuted};">If you did not sign up for Moodreel, you can ignore this e-mail.</p>`,
    ].join("\n"),
  );
  return { subject, text, html };
}

/** Sent instead of a code when someone signs up with an address that already has an account. */
export function accountExistsMail(input: { signInUrl: string }): RenderedMail {
  const subject = "You already have a Moodreel account";
  const text = [
    "Hi,",
    "",
    "Someone, probably you, just tried to create a Moodreel account with this e-mail address.",
    "You already have an account, so nothing was changed. Sign in here:",
    input.signInUrl,
    "",
    "If this was not you, you can ignore this e-mail: your account is safe.",
    "",
    "— Moodreel",
  ].join("\n");
  const html = layout(
    "You already have an account with this address.",
    [
      heading("You already have an account"),
      para(
        "Someone, probably you, just tried to create a Moodreel account with this e-mail address. You already have one, so nothing was changed.",
      ),
      `<div style="margin:8px 0 24px;">${button(input.signInUrl, "Sign in to Moodreel")}</div>`,
      `<p style="margin:0;font-size:14px;line-height:20px;color:${C.fgMuted};">If this was not you, you can ignore this e-mail: your account is safe.</p>`,
    ].join("\n"),
  );
  return { subject, text, html };
}

/** The daily digest of "now on your service" alerts (opt-in, at most one a day). */
export function availabilityDigestMail(input: {
  fullName: string | null;
  lines: string[];
  notificationsUrl: string;
  settingsUrl: string;
}): RenderedMail {
  const first = input.fullName?.trim().split(/\s+/)[0];
  const greeting = first ? `Hi ${first},` : "Hi,";
  const n = input.lines.length;
  const subject =
    n === 1 ? "A title on your watch list is ready to watch" : `${n} titles on your watch list are ready to watch`;
  const text = [
    greeting,
    "",
    n === 1 ? "Good news from your watch list:" : "Good news from your watch list since yesterday:",
    "",
    ...input.lines.map((l) => `- ${l}`),
    "",
    `See them and where to watch: ${input.notificationsUrl}`,
    "",
    `You get this e-mail because you turned on the daily digest. Turn it off in Settings > Streaming: ${input.settingsUrl}`,
    "",
    "— Moodreel",
  ].join("\n");
  const items = input.lines
    .map((l) => `<li style="margin:0 0 10px;font-size:16px;line-height:24px;color:${C.fg};">${escapeHtml(l)}</li>`)
    .join("\n");
  const html = layout(
    subject,
    [
      heading(n === 1 ? "Ready to watch" : `${n} titles ready to watch`),
      para(`${escapeHtml(greeting)} titles on your watch list just became available to you:`),
      `<ul style="margin:0 0 24px;padding-left:20px;">${items}</ul>`,
      `<div style="margin:0 0 24px;">${button(input.notificationsUrl, "See where to watch")}</div>`,
      `<p style="margin:0;font-size:14px;line-height:20px;color:${C.fgMuted};">You get this e-mail because you turned on the daily digest. <a href="${escapeHtml(input.settingsUrl)}" style="color:${C.mood};">Turn it off in Settings</a>.</p>`,
    ].join("\n"),
  );
  return { subject, text, html };
}
