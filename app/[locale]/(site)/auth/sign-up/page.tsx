import { AuthForm } from "@/components/auth/auth-form";
import { Link } from "@/lib/i18n/navigation";
import { AuthScreen } from "../_components/auth-screen";
import { authMetadata, leaveIfSignedIn, readAuthPage, type AuthPageProps } from "../_components/auth-page";

export const generateMetadata = authMetadata("/auth/sign-up", "signUpTitle");

export default async function SignUpPage(props: AuthPageProps) {
  const { t, callbackUrl, locale } = await readAuthPage(props);
  await leaveIfSignedIn(locale, callbackUrl);
  const query = callbackUrl ? { callbackUrl } : undefined;
  return (
    <AuthScreen
      title={t("signUpTitle")}
      intro={t("signUpIntro")}
      footer={
        <>
          <p>
            {t("haveAccount")} <Link href={{ pathname: "/auth/sign-in", query }}>{t("signIn")}</Link>
          </p>
          <p>
            <Link href={{ pathname: "/auth/magic-link", query }}>{t("orMagicLink")}</Link>
          </p>
        </>
      }
    >
      <AuthForm kind="signUp" callbackUrl={callbackUrl} />
    </AuthScreen>
  );
}
