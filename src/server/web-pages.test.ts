import { describe, expect, it } from "vitest";
import { htmlFileFor } from "./web-pages";

const BOTH = new Set(["landing.html", "recommendations.html"]);
const SESSION = "moodreel_session";

describe("htmlFileFor", () => {
  it("sends the landing page only to someone with neither a session nor guest mode", () => {
    expect(htmlFileFor("/", {}, SESSION, BOTH)).toEqual({ file: "prerendered/landing.html", byCookie: true });
    expect(htmlFileFor("/", { moodreel_session: "x" }, SESSION, BOTH).file).toBe("index.html");
    expect(htmlFileFor("/", { moodreel_guest: "1" }, SESSION, BOTH).file).toBe("index.html");
  });

  it("sends a member's page only with the session cookie the config names", () => {
    expect(htmlFileFor("/recommendations", { moodreel_session: "x" }, SESSION, BOTH).file).toBe(
      "prerendered/recommendations.html",
    );
    expect(htmlFileFor("/recommendations", { moodreel_session: "x" }, "__Host-moodreel_session", BOTH).file).toBe(
      "index.html",
    );
    expect(htmlFileFor("/recommendations", {}, SESSION, BOTH).file).toBe("index.html");
  });

  it("sends index.html, whoever asks, for other pages and when the build wrote no such page", () => {
    expect(htmlFileFor("/browse", {}, SESSION, BOTH)).toEqual({ file: "index.html", byCookie: false });
    expect(htmlFileFor("/recommendations/", { moodreel_session: "x" }, SESSION, BOTH).file).toBe("index.html");
    expect(htmlFileFor("/", {}, SESSION, new Set())).toEqual({ file: "index.html", byCookie: false });
  });
});
