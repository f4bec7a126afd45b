import type { RenderedMail } from "../mail/templates";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * Sent after an account is deleted, to the address it had: the owner learns it happened (and can
 * react if it was not them). It names no data, since none is left to name. The colours are the
 * mail templates' design tokens; the mail module keeps its frame private, so this one is simpler.
 */
export function accountDeletedMail(input: { fullName: string | null; signUpUrl: string }): RenderedMail {
  const first = input.fullName?.trim().split(" ")[0];
  const greeting = first ? `Hi ${first},` : "Hi,";
  const subject = "Your Moodreel account has been deleted";
  const lines = [
    "Your Moodreel account and everything in it have been deleted: your profile, ratings, lists, watched titles, recommendation history and feedback.",
    "If you did this, there is nothing more to do. If you did not, someone knew your password: change it wherever you used it.",
  ];
  const text = [
    greeting,
    "",
    ...lines.flatMap((l) => [l, ""]),
    `You are welcome back any time: ${input.signUpUrl}`,
    "",
    "— Moodreel",
  ].join("\n");
  const para = (s: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#a8a9ae;">${s}</p>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="color-scheme" content="dark"><title>Moodreel</title></head>
<body style="margin:0;padding:32px 16px;background:#0b0c12;font-family:-apple-system, BlinkMacSystemFont, 'Segoe UI', Inter, Roboto, Helvetica, Arial, sans-serif;">
<div style="max-width:520px;margin:0 auto;background:#14151d;border:1px solid #262936;border-radius:12px;padding:32px 28px;color:#ebebed;">
<h1 style="margin:0 0 12px;font-size:24px;line-height:30px;font-weight:600;color:#ebebed;">Account deleted</h1>
${para(escapeHtml(greeting))}
${lines.map((l) => para(escapeHtml(l))).join("\n")}
${para(`You are welcome back any time: <a href="${escapeHtml(input.signUpUrl)}" style="color:#8b7cf6;">${escapeHtml(input.signUpUrl)}</a>`)}
</div>
</body>
</html>`;
  return { subject, text, html };
}
