// Every message, per language, merged from one file per area of the site (messages/<locale>/<area>.json).
// English is the source of truth; tests/unit/messages.test.ts checks the others have the same keys.

import en_site from "./en/site.json";
import en_content from "./en/content.json";
import en_accounts from "./en/accounts.json";
import en_community from "./en/community.json";
import en_forms from "./en/forms.json";
import en_validation from "./en/validation.json";
import en_subscriptions from "./en/subscriptions.json";
import en_newsroom from "./en/newsroom.json";
import en_aggregation from "./en/aggregation.json";
import es_site from "./es/site.json";
import es_content from "./es/content.json";
import es_accounts from "./es/accounts.json";
import es_community from "./es/community.json";
import es_forms from "./es/forms.json";
import es_validation from "./es/validation.json";
import es_subscriptions from "./es/subscriptions.json";
import es_newsroom from "./es/newsroom.json";
import es_aggregation from "./es/aggregation.json";
import fr_site from "./fr/site.json";
import fr_content from "./fr/content.json";
import fr_accounts from "./fr/accounts.json";
import fr_community from "./fr/community.json";
import fr_forms from "./fr/forms.json";
import fr_validation from "./fr/validation.json";
import fr_subscriptions from "./fr/subscriptions.json";
import fr_newsroom from "./fr/newsroom.json";
import fr_aggregation from "./fr/aggregation.json";
import pt_site from "./pt/site.json";
import pt_content from "./pt/content.json";
import pt_accounts from "./pt/accounts.json";
import pt_community from "./pt/community.json";
import pt_forms from "./pt/forms.json";
import pt_validation from "./pt/validation.json";
import pt_subscriptions from "./pt/subscriptions.json";
import pt_newsroom from "./pt/newsroom.json";
import pt_aggregation from "./pt/aggregation.json";

const en = {
  ...en_site,
  ...en_content,
  ...en_accounts,
  ...en_community,
  ...en_forms,
  ...en_validation,
  ...en_subscriptions,
  ...en_newsroom,
  ...en_aggregation,
};
const es = {
  ...es_site,
  ...es_content,
  ...es_accounts,
  ...es_community,
  ...es_forms,
  ...es_validation,
  ...es_subscriptions,
  ...es_newsroom,
  ...es_aggregation,
};
const fr = {
  ...fr_site,
  ...fr_content,
  ...fr_accounts,
  ...fr_community,
  ...fr_forms,
  ...fr_validation,
  ...fr_subscriptions,
  ...fr_newsroom,
  ...fr_aggregation,
};
const pt = {
  ...pt_site,
  ...pt_content,
  ...pt_accounts,
  ...pt_community,
  ...pt_forms,
  ...pt_validation,
  ...pt_subscriptions,
  ...pt_newsroom,
  ...pt_aggregation,
};

export type Messages = typeof en;

export const messages: Record<"en" | "es" | "fr" | "pt", Messages> = { en, es, fr, pt };
