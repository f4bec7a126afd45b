import { beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, DATABASES, testClock } from "../../test/harness";
import { mailbox, PASSWORD, post, signUpAndVerify, tokenFrom, uniqueEmail, waitForMail } from "./testing";

// The cheap scrypt keeps these tests fast; see cheap-scrypt.ts.
vi.mock("./password", async (importOriginal) =>
  (await import("./cheap-scrypt")).withCheapScrypt(await importOriginal<typeof import("./password")>()),
);

/** The e-mailed verification link, as the text part spells it. */
const linkIn = (text: string) => /http:\/\/localhost:3000\/\?token_hash=\S+/.exec(text)?.[0] ?? "";

describe.each(DATABASES)("sign-up that returns to the page it started from, on %s", (kind) => {
  const clock = testClock();
  let app: Awaited<ReturnType<typeof createTestApp>>["app"];

  beforeAll(async () => {
    ({ app } = await createTestApp(kind, { clock }));
  });

  const signUp = (email: string, return_to?: unknown) =>
    post(app, "/api/auth/signup", { full_name: "Ada", email, password: PASSWORD, return_to });

  it("puts the page into the e-mailed link, which still verifies", async () => {
    const email = uniqueEmail();
    expect((await signUp(email, "/together/AB12CD")).statusCode).toBe(200);
    const [mail] = await waitForMail(app, email);
    const link = new URL(linkIn(mail.text));
    expect(link.origin).toBe("http://localhost:3000");
    expect(link.pathname).toBe("/");
    expect(link.searchParams.get("next")).toBe("/together/AB12CD");
    expect(link.searchParams.get("type")).toBe("signup");
    const verified = await post(app, "/api/auth/verify", { token_hash: tokenFrom(mail), type: "signup" });
    expect(verified.statusCode).toBe(200);
  });

  it("leaves the link as it was without a page to return to", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const [mail] = await waitForMail(app, email);
    expect(linkIn(mail.text)).not.toContain("next=");
  });

  it.each([
    ["protocol-relative", "//evil.com"],
    ["absolute", "https://evil.com/together/AB12CD"],
    ["backslash", "/\\evil.com"],
    ["encoded slashes", "/%2F%2Fevil.com"],
    ["encoded backslash", "/%5Cevil.com"],
    ["a tab browsers strip", "/\t/evil.com"],
    ["javascript", "javascript:alert(1)"],
    ["the login page", "/login"],
    ["not a string", 42],
  ])("refuses a return page that is %s with 400, and mails nothing", async (_label, returnTo) => {
    const email = uniqueEmail();
    const res = await signUp(email, returnTo);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation");
    expect(await mailbox(app, email)).toHaveLength(0);
  });

  it("a resent link carries the page too", async () => {
    const email = uniqueEmail();
    await signUp(email);
    await waitForMail(app, email);
    clock.advance(60_000);
    const res = await post(app, "/api/auth/resend", { email, return_to: "/together/ZZ99YY?from=mail" });
    expect(res.statusCode).toBe(200);
    const [latest] = await waitForMail(app, email, 2);
    expect(new URL(linkIn(latest.text)).searchParams.get("next")).toBe("/together/ZZ99YY?from=mail");
  });

  it("refuses a resend whose return page leaves the site", async () => {
    const res = await post(app, "/api/auth/resend", { email: uniqueEmail(), return_to: "//evil.com" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation");
  });

  it("the notice to an existing account's owner signs in back to the page", async () => {
    const { email } = await signUpAndVerify(app);
    clock.advance(60 * 60_000);
    await signUp(email, "/together/AB12CD");
    const [notice] = await waitForMail(app, email, 2);
    expect(notice.subject).toBe("You already have a Moodreel account");
    expect(notice.text).toContain("http://localhost:3000/login?next=%2Ftogether%2FAB12CD");
  });
});
