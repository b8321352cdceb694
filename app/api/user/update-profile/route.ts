// POST /api/user/update-profile {profile}: changes the caller's own profile (any subset of its fields).
import { z } from "zod";
import { getUserById, updateProfile, UsernameTakenError } from "@/lib/accounts/users";
import { json, refused, userRoute } from "@/lib/api/user-route";
import { profileSchema } from "@/lib/validation/account";

const body = z.object({ profile: profileSchema.partial().strict() });

export const POST = userRoute(body, async ({ profile }, caller) => {
  if (!caller) return refused(401, "Sign-in required");
  const current = await getUserById(caller.id);
  if (!current) return refused(401, "Sign-in required");
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
  if (!merged.success)
    return json(
      {
        error: "Invalid request",
        issues: merged.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
      },
      400,
    );
  try {
    return json(await updateProfile(caller.id, merged.data));
  } catch (error) {
    if (error instanceof UsernameTakenError) return refused(409, "usernameTaken");
    throw error;
  }
});
