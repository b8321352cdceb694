// Which PostgreSQL the scripts use: DATABASE_URL when set, else the embedded one (started on demand).
import { startEmbedded } from "./embedded";

export async function openDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) return { url, stop: async () => {} };
  const embedded = await startEmbedded();
  process.env.DATABASE_URL = embedded.url;
  return embedded;
}
