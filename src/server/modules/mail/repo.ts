import type { Queryable } from "../../db/client";

interface OutboxRow {
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}

export async function insertOutbox(
  db: Queryable,
  mail: { to: string; subject: string; text: string; html: string },
  now: Date,
): Promise<void> {
  await db.query(
    "INSERT INTO mail_outbox (to_email, subject, text_body, html_body, created_at) VALUES ($1, $2, $3, $4, $5)",
    [mail.to.toLowerCase(), mail.subject, mail.text, mail.html, now],
  );
}

/** The messages sent to one address, newest first. */
export async function listOutbox(db: Queryable, to: string, limit = 50): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT to_email, subject, text_body, html_body, created_at
     FROM mail_outbox WHERE to_email = $1 ORDER BY id DESC LIMIT $2`,
    [to.toLowerCase(), limit],
  );
  return rows;
}
