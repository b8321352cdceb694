import { getTranslations } from "next-intl/server";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";
import type { Proof } from "@/lib/accounts/proof";
import { Link } from "@/lib/i18n/navigation";
import { ChangeEmailForm } from "./change-email-form";
import { ChangePasswordForm } from "./change-password-form";

/**
 * The account page's Security tab: change the password and the e-mail address. A member without a
 * password proves it is them by a recent e-mailed sign-in; past that, they are asked to sign in again.
 */
export async function AccountSecurity({ email, proof }: { email: string; proof: Proof }) {
  const t = await getTranslations("AccountSecurity");
  const hasPassword = proof === "password";
  const again = (
    <p className="mt-3">
      {t("signInAgain")}{" "}
      <Link href={{ pathname: "/auth/magic-link", query: { email, callbackUrl: "/user/account?tab=security" } }}>
        {t("signInAgainLink")}
      </Link>
    </p>
  );
  return (
    <ClientMessages namespaces={["AccountSecurity", ...formNamespaces]}>
      <div className="mt-6 grid gap-8">
        <section aria-labelledby="password-title">
          <h2 id="password-title" className="text-xl font-semibold">
            {hasPassword ? t("passwordTitle") : t("setPasswordTitle")}
          </h2>
          <p className="mt-2">{t("passwordText")}</p>
          {proof === "signInAgain" ? again : <ChangePasswordForm hasPassword={hasPassword} />}
        </section>
        <section aria-labelledby="email-title">
          <h2 id="email-title" className="text-xl font-semibold">
            {t("emailTitle")}
          </h2>
          <p className="mt-2">{t("emailText", { email })}</p>
          {proof === "signInAgain" ? again : <ChangeEmailForm hasPassword={hasPassword} />}
        </section>
      </div>
    </ClientMessages>
  );
}
