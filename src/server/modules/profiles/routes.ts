import { ZProfileCreate, ZProfilePatch, ZProfileResponse } from "../../../shared/contracts/profile";
import { type RoutesPlugin, typed } from "../../context";
import { currentUser } from "../auth/guard";
import { createProfile, getProfile, patchProfile } from "./service";

export const profileRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  const tags = ["profile"];

  r.get(
    "/api/profile",
    {
      config: { auth: "user" },
      schema: { tags, summary: "The caller's profile, or null", response: { 200: ZProfileResponse } },
    },
    async (req) => {
      const user = currentUser(req);
      return { profile: await getProfile(ctx.db, user.id) };
    },
  );

  r.post(
    "/api/profile",
    {
      config: { auth: "user", idempotent: true },
      schema: {
        tags,
        summary: "Create the caller's profile (409 when it exists or the username is taken)",
        body: ZProfileCreate,
        response: { 201: ZProfileResponse },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const profile = await createProfile(ctx.db, ctx.config, user, req.body, ctx.clock.now());
      return reply.status(201).send({ profile });
    },
  );

  r.patch(
    "/api/profile",
    {
      config: { auth: "user", idempotent: true },
      schema: {
        tags,
        summary: "Update full name, username, streaming services or the default filter flag",
        body: ZProfilePatch,
        response: { 200: ZProfileResponse },
      },
    },
    async (req) => {
      const user = currentUser(req);
      return { profile: await patchProfile(ctx.db, ctx.config, user, req.body, ctx.clock.now()) };
    },
  );
};
