// The words of app/global-error.tsx, the page shown when the language layout itself fails: no
// translations can be loaded there, so it says the same thing in all four languages. Kept here,
// not inline, so that the language check (tests/unit/language-lint.test.ts) reads them too.
export const lastResort = {
  en: { text: "Something went wrong on our side. Please try again in a moment.", retry: "Try again" },
  es: { text: "Algo salió mal de nuestro lado. Vuelve a intentarlo en un momento.", retry: "Reintentar" },
  fr: { text: "Un problème est survenu de notre côté. Veuillez réessayer dans un instant.", retry: "Réessayer" },
  pt: { text: "Algo deu errado do nosso lado. Tente novamente em instantes.", retry: "Tentar novamente" },
} as const;
