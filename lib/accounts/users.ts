import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Preferences, Profile } from "@/lib/validation/account";
import { recordFields, toUserRecord, type UserRecord } from "@/lib/auth/user-record";

export { avatarUrl, recordFields, toUserRecord, type UserRecord } from "@/lib/auth/user-record";

export async function getUserByEmail(email: string): Promise<UserRecord | null> {
  const row = await db.user.findUnique({ where: { email: email.toLowerCase() }, select: recordFields });
  return row && toUserRecord(row);
}

export async function getUserById(id: string): Promise<UserRecord | null> {
  const row = await db.user.findUnique({ where: { id }, select: recordFields });
  return row && toUserRecord(row);
}

/** Creates the user for `email` unless it exists (safe under concurrent calls); returns it either way. */
export async function createUserByEmail(
  email: string,
  data: Prisma.UserCreateInput | Record<string, never> = {},
): Promise<UserRecord> {
  const row = await db.user.upsert({
    where: { email: email.toLowerCase() },
    create: { ...data, email: email.toLowerCase() },
    update: {},
    select: recordFields,
  });
  return toUserRecord(row);
}

export async function isUsernameAvailable(username: string, exceptUserId?: string): Promise<boolean> {
  const row = await db.user.findUnique({ where: { username: username.toLowerCase() }, select: { id: true } });
  return !row || row.id === exceptUserId;
}

export class UsernameTakenError extends Error {
  constructor() {
    super("usernameTaken");
  }
}

/** A username once chosen may be changed but not removed (posts and comments are shown under it). */
export class UsernameKeptError extends Error {
  constructor() {
    super("usernameKept");
  }
}

export async function updateProfile(userId: string, profile: Profile): Promise<UserRecord> {
  try {
    const row = await db.user.update({
      // Without a username in the profile, only a member who has none yet matches.
      where: { id: userId, ...(profile.username ? {} : { AND: [{ username: null }] }) },
      data: {
        name: profile.name,
        username: profile.username,
        bio: profile.bio,
        website: profile.website,
        locale: profile.language,
        theme: profile.theme.toUpperCase() as "SYSTEM" | "LIGHT" | "DARK",
      },
      select: recordFields,
    });
    return toUserRecord(row);
  } catch (error) {
    // The unique index decides, so two members racing for one name cannot both get it.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw new UsernameTakenError();
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025" && !profile.username)
      throw new UsernameKeptError();
    throw error;
  }
}

export async function updatePreferences(userId: string, preferences: Preferences): Promise<UserRecord> {
  const row = await db.user.update({ where: { id: userId }, data: preferences, select: recordFields });
  return toUserRecord(row);
}
