import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Db } from "./db/client";

/** The clock of the app; tests pass a controllable one. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What every module gets: configuration, database and clock. */
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
}

/** A module registers its routes on the app with the context. */
export type RoutesPlugin = (app: FastifyInstance, ctx: AppContext) => Promise<void> | void;

export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
