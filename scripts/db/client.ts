// The scripts' database client. lib/generated/ is not in git, so a fresh clone has no Prisma client
// until it is generated: scripts reach generated code only through this loader, which generates
// first, never through a static import (scripts/check-imports.test in tests/unit holds the rule).
import { generateClient } from "./generate";

export async function openClient(url?: string) {
  generateClient();
  const { createClient } = await import("../../prisma/seed/client");
  return createClient(url);
}
