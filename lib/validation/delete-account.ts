import { z } from "./zod";
import { message, stop } from "./messages";

// "Delete my account": confirmed by the member's password (checked on the server).
export const deleteAccountSchema = z.object({
  password: z.string(message("passwordRequired")).max(128, stop("passwordTooLong")).min(1, message("passwordRequired")),
});
