import { AuthForm } from "@/components/auth/auth-form";
import { Link } from "@/lib/i18n/navigation";
import { AuthScreen } from "../_components/auth-screen";
import { authMetadata, leaveIfSignedIn, readAuthPage, type AuthPageProps } from "../_components/auth-page";

export const generateMetadata = authMetadata("/auth/magic-link", "magicLinkTitle");

export default async function MagicLinkPage(props: AuthPageProps) {
  const { t, callbackUrl, one, locale } = await readAuthPage(props);
  await leaveIfSignedIn(locale, callbackUrl);
  return (
    <AuthScreen
      title={t("magicLinkTitle")}
      intro={t("magicLinkIntro")}
      footer={
        <p>
          {t("haveAccount")}{" "}
          <Link href={{ pathname: "/auth/sign-in", query: callbackUrl ? { callbackUrl } : undefined }}>
            {t("signIn")}
          </Link>
        </p>
      }
    >
      <AuthForm kind="magicLink" callbackUrl={callbackUrl} defaultEmail={one("email")} />
    </AuthScreen>
  );
}
