import { z } from "./zod";
import { id } from "./fields";

// The Sessions tab's buttons: one session by its row id, or every other one.
export const endSessionSchema = z.object({ id: id() });
export const endOtherSessionsSchema = z.object({});
