import { ZMailboxQuery, ZMailboxResponse } from "../../../shared/contracts/auth";
import { type RoutesPlugin, typed } from "../../context";
import { listOutbox } from "./repo";
import { devMailboxEnabled, mailerFor } from "./transport";

/** The mail transport's lifecycle and, outside production without SMTP, the dev mailbox. */
export const mailRoutes: RoutesPlugin = (app, ctx) => {
  const mailer = mailerFor(ctx, app.log);
  app.addHook("onClose", async () => {
    await mailer.close();
  });
  if (!devMailboxEnabled(ctx.config)) return;
  typed(app).get(
    "/api/dev/mailbox",
    {
      config: { auth: "optional" },
      schema: {
        tags: ["dev"],
        summary: "Messages sent to an address, newest first (dev mailbox only)",
        querystring: ZMailboxQuery,
        response: { 200: ZMailboxResponse },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      const rows = await listOutbox(ctx.db, req.query.to);
      return rows.map((r) => ({
        to: r.to_email,
        subject: r.subject,
        text: r.text_body,
        html: r.html_body,
        created_at: new Date(r.created_at).toISOString(),
      }));
    },
  );
};
