import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

// The user record as the user calls and the client store see it. It lives beside the session, which
// reads it on every request, so that lib/auth needs nothing of lib/accounts (accounts build on auth).
export const recordFields = {
  id: true,
  email: true,
  username: true,
  role: true,
  name: true,
  bio: true,
  website: true,
  image: true,
  locale: true,
  theme: true,
  emailOnReply: true,
  newsletter: true,
  createdAt: true,
} satisfies Prisma.UserSelect;

type Row = Prisma.UserGetPayload<{ select: typeof recordFields }>;

export type UserRecord = {
  id: string;
  email: string;
  username: string | null;
  role: Row["role"];
  profile: {
    name: string | null;
    bio: string | null;
    website: string | null;
    language: Row["locale"];
    theme: "system" | "light" | "dark";
    avatarUrl: string;
  };
  preferences: { emailOnReply: boolean; newsletter: boolean };
  createdAt: string;
};

/**
 * A third-party avatar (DiceBear initials) drawn from the public name, or for a member without one
 * from their id: nothing of the e-mail address, not even a hash, leaves the site.
 */
export function avatarUrl(seed: string): string {
  return `https://api.dicebear.com/9.x/initials/svg?radius=50&seed=${encodeURIComponent(seed)}`;
}

export function toUserRecord(row: Row): UserRecord {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: row.role,
    profile: {
      name: row.name,
      bio: row.bio,
      website: row.website,
      language: row.locale,
      theme: row.theme.toLowerCase() as UserRecord["profile"]["theme"],
      avatarUrl: avatarUrl(row.name ?? row.username ?? row.id),
    },
    preferences: { emailOnReply: row.emailOnReply, newsletter: row.newsletter },
    createdAt: row.createdAt.toISOString(),
  };
}
