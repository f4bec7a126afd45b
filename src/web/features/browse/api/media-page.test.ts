import { describe, expect, it } from "vitest";
import type { TMediaItem, TMediaPage } from "@/shared/contracts/catalogue";
import { flattenPages, mediaListQueryKey, nextPageParam } from "./media-page";

const item = (id: string) => ({ id }) as TMediaItem;
const page = (n: number, ids: string[], total: number): TMediaPage => ({
  items: ids.map(item),
  total,
  page: n,
  page_size: 20,
});

describe("catalogue paging", () => {
  it("asks for the next page while loaded < total", () => {
    expect(nextPageParam([page(0, ["a", "b"], 5)])).toBe(1);
    expect(nextPageParam([page(0, ["a", "b"], 5), page(1, ["c", "d"], 5)])).toBe(2);
    expect(nextPageParam([page(0, ["a", "b"], 5), page(1, ["c", "d"], 5), page(2, ["e"], 5)])).toBeUndefined();
  });

  it("stops on an empty page even if the total says otherwise (the catalogue shrank)", () => {
    expect(nextPageParam([page(0, ["a"], 9), page(1, [], 9)])).toBeUndefined();
  });

  it("appends pages in order and keeps each title once", () => {
    const out = flattenPages([page(0, ["a", "b", "c"], 6), page(1, ["c", "d", "a", "e"], 6)]);
    expect(out.map((i) => i.id)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("keys the list by trimmed search and filter, so a new query starts from the first page", () => {
    expect(mediaListQueryKey({ q: " alien " })).toEqual(mediaListQueryKey({ q: "alien" }));
    expect(mediaListQueryKey({ q: "alien" })).not.toEqual(mediaListQueryKey({ q: "alien", services: ["netflix"] }));
  });
});
