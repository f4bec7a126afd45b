import type { FastifyReply } from "fastify";
import {
  ZResendRequest,
  ZResendResponse,
  ZSessionResponse,
  ZSignInRequest,
  ZSignUpRequest,
  ZSignUpResponse,
  ZVerifyCodeRequest,
  ZVerifyLinkRequest,
  ZVerifyRequest,
} from "../../../shared/contracts/auth";
import { ZOk } from "../../../shared/contracts/common";
import { type RoutesPlugin, typed } from "../../context";
import { mailerFor } from "../mail/transport";
import { createAuthService, sessionPayload } from "./service";
import { clearSessionCookie, setSessionCookie } from "./session";
import { rejectInvalid } from "./validation";

export const authRoutes: RoutesPlugin = (app, ctx) => {
  const service = createAuthService(ctx, mailerFor(ctx, app.log), app.log);
  const r = typed(app);
  const tags = ["auth"];

  const noStore = async (_req: unknown, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
  };

  r.post(
    "/api/auth/signup",
    {
      config: { auth: "optional", idempotent: true },
      onRequest: noStore,
      attachValidation: true,
      schema: {
        tags,
        summary: "Create an account and mail a verification code and link",
        body: ZSignUpRequest,
        response: { 200: ZSignUpResponse },
      },
    },
    async (req) => {
      rejectInvalid(req);
      return service.signUp(req.body);
    },
  );

  r.post(
    "/api/auth/verify",
    {
      config: { auth: "optional" },
      onRequest: noStore,
      attachValidation: true,
      schema: {
        tags,
        summary: "Confirm the e-mail with {email, code} or {token_hash, type: 'signup'}; starts a session",
        body: ZVerifyRequest,
        response: { 200: ZSessionResponse },
      },
    },
    async (req, reply) => {
      rejectInvalid(req, (body) =>
        typeof body === "object" && body !== null && "token_hash" in body ? ZVerifyLinkRequest : ZVerifyCodeRequest,
      );
      const started = await service.verify(req.body, req.sessionIdHash);
      setSessionCookie(reply, ctx.config, started.token);
      return started.payload;
    },
  );

  r.post(
    "/api/auth/resend",
    {
      config: { auth: "optional", idempotent: true },
      onRequest: noStore,
      attachValidation: true,
      schema: {
        tags,
        summary: "Mail a new code (60 s cooldown per address)",
        body: ZResendRequest,
        response: { 200: ZResendResponse },
      },
    },
    async (req) => {
      rejectInvalid(req);
      return service.resend(req.body);
    },
  );

  r.post(
    "/api/auth/signin",
    {
      config: { auth: "optional" },
      onRequest: noStore,
      attachValidation: true,
      schema: {
        tags,
        summary: "Sign in with e-mail and password; starts a new session",
        body: ZSignInRequest,
        response: { 200: ZSessionResponse },
      },
    },
    async (req, reply) => {
      rejectInvalid(req);
      const started = await service.signIn(req.body, req.ip, req.sessionIdHash);
      setSessionCookie(reply, ctx.config, started.token);
      return started.payload;
    },
  );

  r.post(
    "/api/auth/signout",
    {
      config: { auth: "optional" },
      onRequest: noStore,
      schema: { tags, summary: "End the session", response: { 200: ZOk } },
    },
    async (req, reply) => {
      await service.signOut(req.sessionIdHash);
      clearSessionCookie(reply, ctx.config);
      return { ok: true as const };
    },
  );

  r.get(
    "/api/auth/session",
    {
      config: { auth: "optional" },
      onRequest: noStore,
      schema: {
        tags,
        summary: "The signed-in user (or null) and whether it is an admin",
        response: { 200: ZSessionResponse },
      },
    },
    async (req) => sessionPayload(ctx.config, req.user),
  );
};
