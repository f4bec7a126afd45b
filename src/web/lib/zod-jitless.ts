import { config } from "zod/v4/core";

// zod, loaded with the forms and pages that use a contract, probes for eval (new Function) when it
// builds an object schema. Our CSP forbids eval, so every probe would be a console error and a CSP
// violation report. Jitless skips the probe. main.tsx imports this first, before any schema exists.
config({ jitless: true });
