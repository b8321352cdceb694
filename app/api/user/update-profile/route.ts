// POST /api/user/update-profile {profile}: changes the caller's own profile (any subset of its fields).
import { z } from "zod";
import { getUserById, updateProfile, UsernameKeptError, UsernameTakenError } from "@/lib/accounts/users";
import { route } from "@/lib/api/route";
import { profileSchema } from "@/lib/validation/account";

const body = z.object({ profile: profileSchema.partial().strict() });

export const POST = route({ access: "member", body }, async ({ body: { profile }, user, json }) => {
  const current = await getUserById(user.id);
  if (!current) return json({ error: "Sign-in required" }, 401);
  const { name, bio, website, language, theme } = current.profile;
  // Fields left out keep their value; the merged profile must still be complete and valid.
  const merged = profileSchema.safeParse({
    name: name ?? "",
    username: current.username ?? "",
    bio: bio ?? "",
    website: website ?? "",
    language,
    theme,
    ...Object.fromEntries(Object.entries(profile).map(([k, v]) => [k, v ?? ""])),
  });
  const invalid = (issues: { path: string; message: string }[]) => json({ error: "Invalid request", issues }, 400);
  if (!merged.success) return invalid(merged.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
  try {
    return json(await updateProfile(user.id, merged.data));
  } catch (error) {
    if (error instanceof UsernameTakenError) return json({ error: "usernameTaken" }, 409);
    if (error instanceof UsernameKeptError) return invalid([{ path: "username", message: "usernameKept" }]);
    throw error;
  }
});
