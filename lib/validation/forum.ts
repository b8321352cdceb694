import { z } from "./zod";
import { id, requiredText } from "./fields";
import { message, stop, type ValidationKey } from "./messages";

// Shared by the forum forms and the server actions (lib/actions/forum.ts).

// The spec's categories, in its order; PRODUCTS is shown as "PPE".
export const forumCategories = [
  "INTRODUCTION",
  "LIFESTYLE",
  "LONG_COVID",
  "MISC",
  "PRODUCTS",
  "RECOVERY",
  "RELATIONSHIPS",
  "SELF_CARE",
] as const;
export type ForumCategory = (typeof forumCategories)[number];

// Bounds the spec leaves open (docs/adr/0017-community-rules.md).
export const TITLE_MAX = 150;
export const TOPIC_MAX = 80;
export const CONTENTS_MAX = 20_000;
export const COMMENT_MAX = 5_000;

// Markdown keeps its spaces, so it is not trimmed: empty is "required", only spaces is "empty".
const markdown = (max: number, keys: { required: ValidationKey; empty: ValidationKey; tooLong: ValidationKey }) =>
  z
    .string(message(keys.required))
    .max(max, stop(keys.tooLong))
    .min(1, stop(keys.required))
    .refine((s) => s.trim().length > 0, message(keys.empty));

export const postSchema = z.object({
  title: requiredText({ max: TITLE_MAX, required: "titleRequired", tooLong: "titleTooLong" }),
  category: z.enum(forumCategories, message("postCategoryRequired")),
  topic: z.string().trim().max(TOPIC_MAX, stop("topicTooLong")),
  contents: markdown(CONTENTS_MAX, {
    required: "contentsRequired",
    empty: "contentsEmpty",
    tooLong: "contentsTooLong",
  }),
});
export type PostInput = z.input<typeof postSchema>;

export const commentSchema = z.object({
  postId: id(),
  text: markdown(COMMENT_MAX, { required: "commentRequired", empty: "commentEmpty", tooLong: "commentTooLong" }),
});
export type CommentInput = z.input<typeof commentSchema>;

export const deletePostsSchema = z.object({ ids: z.array(id()).min(1).max(100) });
export const deleteCommentSchema = z.object({ id: id() });
export const translateSchema = z.object({ postId: id(), locale: z.enum(["en", "es", "fr", "pt"]) });
