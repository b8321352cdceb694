import { AuthForm } from "@/components/auth/auth-form";
import { Link } from "@/lib/i18n/navigation";
import { AuthScreen } from "../_components/auth-screen";
import { authMetadata, readAuthPage, type AuthPageProps } from "../_components/auth-page";

export const generateMetadata = authMetadata("/auth/reset-password", "resetTitle");

export default async function ResetPasswordPage(props: AuthPageProps) {
  const { t, one } = await readAuthPage(props);
  return (
    <AuthScreen
      title={t("resetTitle")}
      intro={t("resetIntro")}
      footer={
        <p>
          <Link href="/auth/sign-in">{t("signIn")}</Link>
        </p>
      }
    >
      <AuthForm kind="resetPassword" defaultEmail={one("email")} />
    </AuthScreen>
  );
}
