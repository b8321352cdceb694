import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, messages } from "./support/pages";
import { createMember, signInAs } from "./support/community-db";

const t = messages.en.ChatPage;

test("the chat is for signed-in members only", async ({ page }) => {
  await page.goto("/chat");
  await expect(page).toHaveURL(/\/auth\/need-login\?callbackUrl=%2Fchat/);
});

test("a message sent in one browser appears live in another", async ({ browser, baseURL }) => {
  // Two browsers, two sign-ins and an accessibility scan: past 30 s on a loaded CI machine.
  test.slow();
  const [alice, bob] = await Promise.all([createMember(), createMember()]);
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  await signInAs(contexts[0]!, alice, baseURL!);
  await signInAs(contexts[1]!, bob, baseURL!);
  const [a, b] = await Promise.all(contexts.map((c) => c.newPage()));
  await Promise.all([a!.goto("/chat"), b!.goto("/chat")]);
  await expect(a!.getByText(t.live)).toBeVisible();
  await expect(b!.getByText(t.live)).toBeVisible();

  const text = `Hello from Alice ${Date.now()}`;
  await a!.getByLabel(t.label).fill(text);
  await a!.getByRole("button", { name: t.send }).click();
  await expect(b!.getByRole("log").getByText(text)).toBeVisible({ timeout: 10_000 });
  await expect(a!.getByRole("log").getByText(text)).toHaveCount(1);

  // History is loaded when the room is opened.
  await b!.reload();
  await expect(b!.getByRole("log").getByText(text)).toBeVisible();
  await expectNoSeriousA11yViolations(b!);
  await Promise.all(contexts.map((c) => c.close()));
});
