import { z } from "./zod";
import { id } from "./fields";

// The admin System page (/admin/system): send a failed mail again (a hidden id in a plain form).
export const retryMailSchema = z.object({ mailId: id() });
