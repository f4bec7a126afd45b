import { ZProfileCreate, ZProfilePatch, ZProfileResponse } from "../../../shared/contracts/profile";
import { type RoutesPlugin, typed } from "../../context";
import { requireUser } from "../auth/session";
import { createProfile, getProfile, patchProfile } from "./service";

export const profileRoutes: RoutesPlugin = (app, ctx) => {
  const r = typed(app);
  const tags = ["profile"];
  // Anonymous callers get a 401 before their body is even looked at.
  const signedIn = async (req: Parameters<typeof requireUser>[0]) => {
    requireUser(req);
  };

  r.get(
    "/api/profile",
    {
      onRequest: signedIn,
      schema: { tags, summary: "The caller's profile, or null", response: { 200: ZProfileResponse } },
    },
    async (req) => {
      const user = requireUser(req);
      return { profile: await getProfile(ctx.db, user.id) };
    },
  );

  r.post(
    "/api/profile",
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Create the caller's profile (409 when it exists or the username is taken)",
        body: ZProfileCreate,
        response: { 201: ZProfileResponse },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const profile = await createProfile(ctx.db, ctx.config, user, req.body, ctx.clock.now());
      return reply.status(201).send({ profile });
    },
  );

  r.patch(
    "/api/profile",
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Update full name, username, streaming services or the default filter flag",
        body: ZProfilePatch,
        response: { 200: ZProfileResponse },
      },
    },
    async (req) => {
      const user = requireUser(req);
      return { profile: await patchProfile(ctx.db, ctx.config, user, req.body, ctx.clock.now()) };
    },
  );
};
