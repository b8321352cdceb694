// GET /api/account/export: "Download my data", the signed-in member's own data as a JSON file
// (lib/accounts/my-data.ts); 401 for visitors. Limited: building it reads every table.
import { route } from "@/lib/api/route";
import { exportMyData } from "@/lib/accounts/my-data";

export const GET = route(
  {
    access: "member",
    cache: "private, no-store",
    limits: ({ user }) => [{ name: "export:user", max: 10, windowSeconds: 3600, subject: user!.id }],
  },
  async ({ user }) => {
    const data = await exportMyData(user.id);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="covid-info-my-data-${day}.json"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
