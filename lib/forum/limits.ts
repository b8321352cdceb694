import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import type { Limit } from "@/lib/rate-limit";

// Spam control (docs/adr/0017-community-rules.md): accounts younger than a day get a small daily
// allowance; everyone is limited in bursts. Counted per user id in PostgreSQL (lib/rate-limit).
const DAY = 86_400;
export const NEW_ACCOUNT_SECONDS = DAY;

const isNew = (user: SessionUser) => Date.now() - user.createdAt.getTime() < NEW_ACCOUNT_SECONDS * 1000;

export const postLimits = (user: SessionUser): Limit[] => [
  { name: "forum-post-burst", max: 5, windowSeconds: 600 },
  ...(isNew(user) ? [{ name: "forum-post-new", max: 3, windowSeconds: DAY }] : []),
];

export const commentLimits = (user: SessionUser): Limit[] => [
  { name: "forum-comment-burst", max: 10, windowSeconds: 60 },
  ...(isNew(user) ? [{ name: "forum-comment-new", max: 10, windowSeconds: DAY }] : []),
];

export const reviewLimits = (): Limit[] => [{ name: "review-burst", max: 10, windowSeconds: 600 }];
export const reportLimits = (): Limit[] => [{ name: "report-burst", max: 20, windowSeconds: 3600 }];
export const chatLimits = (user: SessionUser): Limit[] => [
  { name: "chat-burst", max: 10, windowSeconds: 30 },
  ...(isNew(user) ? [{ name: "chat-new", max: 100, windowSeconds: DAY }] : []),
];
export const translateLimits = (): Limit[] => [{ name: "forum-translate", max: 30, windowSeconds: 600 }];
