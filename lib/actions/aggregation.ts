"use server";

import { refresh } from "next/cache";
import { decideEntries } from "@/lib/aggregation/inbox";
import { fetchNow } from "@/lib/aggregation/jobs";
import { deleteFeed, importOpml, saveFeed, setPaused } from "@/lib/aggregation/sources";
import { liftBlock, takeDown } from "@/lib/aggregation/takedown";
import {
  decisionSchema,
  feedSchema,
  liftBlockSchema,
  opmlSchema,
  pauseSchema,
  takedownSchema,
} from "@/lib/validation/aggregation";
import { z } from "@/lib/validation/zod";
import { action, each } from "./kit";
import { fail } from "./result";

// The editors' actions on feeds and the inbox: editors and admins only, checked by the kit on the
// server whatever the page showed, and counted with the newsroom's other writes.
const editorLimits = [{ name: "newsroom:write", max: 300, windowSeconds: 600 }];

/** Adds a feed (paused) or saves one's settings. */
export const saveFeedAction = action({
  name: "saveFeed",
  access: "editor",
  schema: feedSchema,
  limits: (_, { user }) => each(editorLimits, user.id),
  run: async (fields) => {
    const result = await saveFeed(fields);
    if (result.ok) return { ok: true, id: result.id };
    if ("key" in result) return fail("invalid", { [result.field]: result.key });
    return fail("notFound");
  },
  revalidate: () => refresh(),
});

/** Pauses or resumes one feed, or all of them. */
export const pauseFeedAction = action({
  name: "pauseFeed",
  access: "editor",
  schema: pauseSchema,
  limits: (_, { user }) => each(editorLimits, user.id),
  run: async ({ id, paused }) => {
    const count = await setPaused(paused, id);
    return id && count === 0 ? fail("notFound") : { ok: true, count };
  },
  revalidate: () => refresh(),
});

/** Fetches an active feed now rather than at its next turn. */
export const fetchFeedNowAction = action({
  name: "fetchFeedNow",
  access: "editor",
  schema: z.object({ id: z.string().min(1).max(64) }),
  limits: (_, { user }) => each(editorLimits, user.id),
  run: async ({ id }) => ((await fetchNow(id)) ? { ok: true } : fail("notFound")),
});

/** Deletes a feed and its entries (items made of them stay). */
export const deleteFeedAction = action({
  name: "deleteFeed",
  access: "editor",
  schema: z.object({ id: z.string().min(1).max(64) }),
  limits: (_, { user }) => each(editorLimits, user.id),
  run: async ({ id }) => ((await deleteFeed(id)) ? { ok: true } : fail("notFound")),
  revalidate: () => refresh(),
});

/** Adds the feeds of an OPML file that are not there yet, paused. */
export const importOpmlAction = action({
  name: "importOpml",
  access: "editor",
  schema: opmlSchema,
  limits: (_, { user }) => each(editorLimits, user.id),
  run: async ({ opml }) => {
    const result = await importOpml(opml);
    if (!result.ok) return fail("invalid", { opml: result.key });
    return { ok: true, added: result.added, skipped: result.skipped };
  },
  revalidate: () => refresh(),
});

/** Accept (a draft), publish (a link item), reject, mark as duplicate or restore entries of the inbox. */
export const decideEntriesAction = action({
  name: "decideEntries",
  access: "editor",
  schema: decisionSchema,
  limits: (_, { user }) => each(editorLimits, user.id),
  run: async ({ ids, decision }, { user }) => {
    const result = await decideEntries(ids, decision, user.id);
    return {
      ok: true,
      done: result.done,
      refused: result.refused.map((r) => r.error),
      articleIds: result.articleIds,
    };
  },
  revalidate: () => refresh(),
});

/**
 * A publisher's takedown request: deletes the items made of the entry's (or item's) link and every
 * feed's entries of it, and blocks the link for every feed. The pages are expired by takedown.ts.
 */
export const takeDownAction = action({
  name: "takeDown",
  access: "editor",
  schema: takedownSchema,
  limits: (_, { user }) => each(editorLimits, user.id),
  run: async ({ entryId, articleId, reason, requester }, { user }) => {
    const target = entryId ? { entryId } : { articleId: articleId! };
    const result = await takeDown(target, { reason, requester }, user.id);
    if (!result.ok) return fail(result.error === "noLink" ? "invalid" : "notFound");
    return { ok: true, removedItems: result.removedItems };
  },
  revalidate: () => refresh(),
});

/** Lifts a block: the link may come in again from a feed. */
export const liftBlockAction = action({
  name: "liftBlock",
  access: "editor",
  schema: liftBlockSchema,
  limits: (_, { user }) => each(editorLimits, user.id),
  run: async ({ id }, { user }) => ((await liftBlock(id, user.id)) ? { ok: true } : fail("notFound")),
  revalidate: () => refresh(),
});
