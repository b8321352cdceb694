import { z } from "./zod";
import { id } from "./fields";

// A moderator's toggle in the moderation inbox (hidden fields of a plain form).
export const inboxUpdateSchema = z.object({
  kind: z.enum(["contribution", "support"]),
  id: id(),
  status: z.enum(["NEW", "HANDLED"]),
});
