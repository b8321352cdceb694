import { AuthForm } from "@/components/auth/auth-form";
import { inspectToken } from "@/lib/auth/tokens";
import { AuthScreen } from "../_components/auth-screen";
import { authMetadata, readAuthPage, type AuthPageProps } from "../_components/auth-page";
import { InvalidLink } from "../_components/invalid-link";

export const generateMetadata = authMetadata("/auth/update-password", "updateTitle");

// Opening the e-mailed link only shows the form; the token is used when the form is sent,
// so a mail scanner that follows the link does not use it up.
export default async function UpdatePasswordPage(props: AuthPageProps) {
  const { t, one } = await readAuthPage(props);
  const token = one("token") ?? "";
  const { state, purpose, email } = token ? await inspectToken(token) : { state: "unknown" as const };
  if (state !== "valid" || purpose !== "RESET_PASSWORD") return <InvalidLink state={state} reset email={email} />;
  return (
    <AuthScreen title={t("updateTitle")} intro={t("updateIntro")}>
      <AuthForm kind="updatePassword" token={token} />
    </AuthScreen>
  );
}
