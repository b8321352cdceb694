// The words of app/global-error.tsx, the page shown when the language layout itself fails, and of
// app/not-found.tsx, served when no language can be determined: no translations can be loaded
// there, so they say the same thing in all four languages (titles as in ErrorPage and NotFoundPage).
// Kept here, not inline, so that the language check (tests/unit/language-lint.test.ts) reads them too.
export const lastResort = {
  en: {
    title: "Internal Server Error",
    text: "Something went wrong on our side. Please try again in a moment.",
    retry: "Try again",
    notFound: "Not Found",
  },
  es: {
    title: "Error interno del servidor",
    text: "Algo salió mal de nuestro lado. Vuelve a intentarlo en un momento.",
    retry: "Reintentar",
    notFound: "Página no encontrada",
  },
  fr: {
    title: "Erreur interne du serveur",
    text: "Un problème est survenu de notre côté. Veuillez réessayer dans un instant.",
    retry: "Réessayer",
    notFound: "Page introuvable",
  },
  pt: {
    title: "Erro interno do servidor",
    text: "Algo deu errado do nosso lado. Tente novamente em instantes.",
    retry: "Tentar novamente",
    notFound: "Página não encontrada",
  },
} as const;
