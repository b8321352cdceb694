import { AuthForm } from "@/components/auth/auth-form";
import { Link } from "@/lib/i18n/navigation";
import { AuthScreen } from "../_components/auth-screen";
import { authMetadata, leaveIfSignedIn, readAuthPage, type AuthPageProps } from "../_components/auth-page";

export const generateMetadata = authMetadata("/auth/sign-in", "signInTitle");

export default async function SignInPage(props: AuthPageProps) {
  const { t, callbackUrl, locale } = await readAuthPage(props);
  await leaveIfSignedIn(locale, callbackUrl);
  const query = callbackUrl ? { callbackUrl } : undefined;
  return (
    <AuthScreen
      title={t("signInTitle")}
      intro={t("signInIntro")}
      footer={
        <>
          <p>
            <Link href={{ pathname: "/auth/magic-link", query }}>{t("orMagicLink")}</Link>
          </p>
          <p>
            <Link href="/auth/reset-password">{t("forgotPassword")}</Link>
          </p>
          <p>
            {t("noAccount")} <Link href={{ pathname: "/auth/sign-up", query }}>{t("createAccount")}</Link>
          </p>
        </>
      }
    >
      <AuthForm kind="signIn" callbackUrl={callbackUrl} />
    </AuthScreen>
  );
}
