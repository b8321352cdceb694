import { inspectToken } from "@/lib/auth/tokens";
import { Link } from "@/lib/i18n/navigation";
import { AuthScreen } from "../_components/auth-screen";
import { authMetadata, readAuthPage, type AuthPageProps } from "../_components/auth-page";
import { InvalidLink } from "../_components/invalid-link";

export const generateMetadata = authMetadata("/auth/confirm", "confirmTitle");

const buttonClass = "rounded-full px-5 py-2 font-semibold text-white";
const primary = `${buttonClass} bg-brand-700 hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950`;
const danger = `${buttonClass} bg-red-700 hover:bg-red-800`;

// Where e-mailed sign-in, confirmation, new-address and deletion links land. Opening it changes
// nothing (mail scanners follow links); the button posts the token, which is then used up.
export default async function ConfirmPage(props: AuthPageProps) {
  const { t, one, locale } = await readAuthPage(props);
  const done = one("state");
  if (done === "emailChanged" || done === "deleted")
    return (
      <AuthScreen
        title={t(done === "deleted" ? "deletedTitle" : "emailChangedTitle")}
        intro={t(done === "deleted" ? "deletedText" : "emailChangedText")}
      >
        <p className="mt-6">
          <Link href={done === "deleted" ? "/" : "/user/account?tab=security"}>
            {t(done === "deleted" ? "deletedNext" : "emailChangedNext")}
          </Link>
        </p>
      </AuthScreen>
    );
  const token = one("token") ?? "";
  const { state, purpose, email } = token ? await inspectToken(token) : { state: "unknown" as const };
  if (state !== "valid" || purpose === "RESET_PASSWORD")
    return <InvalidLink state={done === "invalid" ? "invalid" : state} email={email} />;
  const kind = purpose === "CHANGE_EMAIL" ? "newEmail" : purpose === "DELETE_ACCOUNT" ? "deletion" : "signIn";
  const screen = {
    signIn: { title: t("confirmTitle"), intro: t("confirmIntro", { email: email ?? "" }), button: t("confirmButton") },
    newEmail: {
      title: t("newEmailTitle"),
      intro: t("newEmailIntro", { email: email ?? "" }),
      button: t("newEmailButton"),
    },
    deletion: {
      title: t("deletionTitle"),
      intro: t("deletionIntro", { email: email ?? "" }),
      button: t("deletionButton"),
    },
  }[kind];
  return (
    <AuthScreen title={screen.title} intro={screen.intro}>
      {kind === "deletion" && (
        <p
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 dark:border-red-800 dark:bg-red-950"
        >
          {t("deletionWarning")}
        </p>
      )}
      <form method="post" action="/api/_auth/link" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className={kind === "deletion" ? danger : primary}>
          {screen.button}
        </button>
      </form>
    </AuthScreen>
  );
}
