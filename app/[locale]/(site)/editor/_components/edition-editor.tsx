"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormNotice } from "@/components/ui/form-notice";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { useActionForm } from "@/components/ui/use-action-form";
import { useRegionFormatter } from "@/components/ui/use-region-formatter";
import {
  draftTranslationAction,
  previewMarkdownAction,
  publishEditionAction,
  reviewEditionAction,
  saveEditionAction,
  scheduleEditionAction,
  unpublishEditionAction,
} from "@/lib/actions/newsroom";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { editionSchema, type EditionInput } from "@/lib/validation/newsroom";

type Text = { title: string; summary: string; body: string; seoDescription: string | null };
type Status = "DRAFT" | "IN_REVIEW" | "SCHEDULED" | "PUBLISHED" | "UNPUBLISHED" | null;

export type EditionEditorProps = {
  articleId: string;
  locale: Locale;
  languageName: string;
  status: Status;
  version: number;
  text: Text;
  /** Readers have this language's text (its publication is then an edit). */
  published: boolean;
  machineTranslated: boolean;
  scheduledFor: string | null;
  /** The original beside a machine translation (or an empty language), for the reviewer. */
  original: { languageName: string; locale: Locale; text: Text } | null;
  canDraftTranslation: boolean;
};

const AUTOSAVE_MS = 2500;

/**
 * One language's text in the newsroom: autosaved while typing (no revision), saved explicitly
 * (a revision), previewed through the site's renderer, then published now or at a time, taken back
 * to draft, or unpublished. A save that meets another editor's newer save is refused: both texts
 * are shown, and the editor chooses.
 */
export function EditionEditor(props: EditionEditorProps) {
  const { articleId, locale, status, published } = props;
  const t = useTranslations("Editor");
  const v = useTranslations("Validation");
  const format = useRegionFormatter();
  const router = useRouter();
  const version = useRef(props.version);
  const [theirs, setTheirs] = useState<(Text & { version: number }) | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [preview, setPreview] = useState<string>("");
  const [change, setChange] = useState<"substantive" | "minor">("substantive");
  const [correction, setCorrection] = useState("");
  const [at, setAt] = useState("");
  const [atError, setAtError] = useState<string | null>(null);
  const values = (): EditionInput => ({
    articleId,
    locale,
    title: props.text.title,
    summary: props.text.summary,
    body: props.text.body,
    seoDescription: props.text.seoDescription ?? "",
    version: props.version,
    autosave: false,
  });
  const { formProps, field, form, notice, pending, send } = useActionForm({
    schema: editionSchema,
    action: saveEditionAction,
    defaultValues: values(),
    resetOnSuccess: false,
    onSuccess: (result, sent) => {
      if (result.theirs) {
        setTheirs(result.theirs);
        return;
      }
      stored(sent, result.version);
      setSavedAt(format.dateTime(new Date(), { timeStyle: "medium" }));
      if (!sent.autosave) {
        toast.success(t("saved"));
        router.refresh();
      }
    },
  });

  /**
   * `sent` is now stored as `next`. What was sent becomes the form's saved state; anything typed while
   * it was on its way stays in the fields, and stays "unsaved" (autosaved, or saved by the next save).
   */
  const stored = (sent: EditionInput, next: number) => {
    version.current = next;
    form.setValue("version", next);
    form.reset({ ...sent, autosave: false, version: next }, { keepValues: true });
  };

  // A stored version this form did not write (a machine draft) starts the form from it. The form's
  // own saves are in it already (version.current), so the refresh after a save keeps what was typed
  // since. (Restoring a revision loads the page again.)
  useEffect(() => {
    if (props.version === version.current) return;
    version.current = props.version;
    form.reset(values());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new stored version starts it again
  }, [props.version]);

  const body = form.watch("body");
  const watched = form.watch();
  const dirty = form.formState.isDirty;

  // The live preview, through the server's renderer (the one readers' pages use).
  const previewAction = useAction(previewMarkdownAction);
  useEffect(() => {
    const timer = setTimeout(() => previewAction.run({ body }, (result) => setPreview(result.html)), 600);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs again only when the body changes
  }, [body]);

  // Autosave: a valid, changed text is kept after a pause in typing (no revision).
  useEffect(() => {
    if (!dirty || theirs) return;
    const timer = setTimeout(() => {
      const current = form.getValues();
      if (editionSchema.safeParse({ ...current, autosave: true }).success)
        void send({ ...current, version: version.current, autosave: true });
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- every change of the text restarts the pause
  }, [JSON.stringify(watched), dirty, theirs]);

  const publish = useAction(publishEditionAction);
  const unpublish = useAction(unpublishEditionAction);
  const schedule = useAction(scheduleEditionAction);
  const review = useAction(reviewEditionAction);
  const machine = useAction(draftTranslationAction);

  /** Saves what is typed (with a revision) when it changed, then runs `next`. */
  const saveThen = (next: () => void) =>
    form.handleSubmit(async (current) => {
      if (!form.formState.isDirty) return next();
      const result = await saveEditionAction({ ...current, version: version.current, autosave: false });
      if (!result.ok) return;
      if (result.theirs) return setTheirs(result.theirs);
      stored(current, result.version);
      next();
    })();

  const publishNow = () =>
    saveThen(() =>
      publish.run({ articleId, locale, change, correction }, () => {
        toast.success(t("publishedToast", { language: props.languageName }));
        router.refresh();
      }),
    );

  const scheduleAt = () => {
    setAtError(null);
    const when = new Date(at);
    if (!at || Number.isNaN(when.getTime())) return setAtError(v("dateInvalid"));
    if (when.getTime() <= Date.now()) return setAtError(v("scheduleInPast"));
    saveThen(() =>
      // The browser reads the time in the editor's own time zone and sends the instant.
      schedule.run({ articleId, locale, at: when.toISOString() }, () => {
        toast.success(t("scheduledToast"));
        router.refresh();
      }),
    );
  };

  const keepMine = () => {
    if (!theirs) return;
    version.current = theirs.version;
    form.setValue("version", theirs.version, { shouldDirty: true });
    setTheirs(null);
    void send({ ...form.getValues(), version: theirs.version, autosave: false });
  };
  const takeTheirs = () => {
    if (!theirs) return;
    version.current = theirs.version;
    form.reset({ ...values(), ...theirs, seoDescription: theirs.seoDescription ?? "", version: theirs.version });
    setTheirs(null);
  };

  return (
    <div className="space-y-8">
      {props.canDraftTranslation && props.original && (
        <div className="rounded-md border border-slate-200 p-4 dark:border-slate-800">
          <p>{t("draftTranslationIntro", { language: props.original.languageName })}</p>
          <Button
            type="button"
            variant="secondary"
            className="mt-3"
            pending={machine.pending}
            onClick={() =>
              machine.run({ articleId, locale }, () => {
                toast.success(t("draftTranslationDone"));
                router.refresh();
              })
            }
          >
            {t("draftTranslation")}
          </Button>
        </div>
      )}
      {props.machineTranslated && (
        <p role="note" className="rounded-md border border-amber-700 p-3 text-sm font-medium">
          {t("machineNote")}
        </p>
      )}

      <div className={props.original ? "grid gap-6 lg:grid-cols-2" : ""}>
        {props.original && (
          <section
            aria-labelledby="original-title"
            className="rounded-md border border-slate-200 p-4 dark:border-slate-800"
          >
            <h2 id="original-title" className="text-lg font-semibold">
              {t("originalText", { language: props.original.languageName })}
            </h2>
            <div lang={props.original.locale} className="mt-3 space-y-3 text-sm">
              <p className="font-semibold">{props.original.text.title}</p>
              <p>{props.original.text.summary}</p>
              <pre className="font-sans whitespace-pre-wrap">{props.original.text.body}</pre>
            </div>
          </section>
        )}
        <form {...formProps} className="space-y-4" aria-label={t("textFormLabel", { language: props.languageName })}>
          <div lang={locale} className="space-y-4">
            <Field type="text" label={t("textTitle")} required autoComplete="off" {...field("title")} />
            <Field type="textarea" label={t("summary")} required rows={3} {...field("summary")} />
            <Field
              type="textarea"
              label={t("body")}
              hint={t("bodyHint")}
              rows={16}
              className="font-mono"
              {...field("body")}
            />
            <Field
              type="text"
              label={t("seoDescription")}
              hint={t("seoHint")}
              autoComplete="off"
              {...field("seoDescription")}
            />
          </div>
          <FormNotice notice={notice} />
          <div className="flex flex-wrap items-center gap-3">
            <Button pending={pending}>{t("save")}</Button>
            <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
              {savedAt ? t("savedAt", { time: savedAt }) : dirty ? t("unsaved") : ""}
            </p>
          </div>
        </form>
      </div>

      {theirs && (
        <section role="alert" aria-labelledby="conflict-title" className="rounded-md border border-amber-700 p-4">
          <h2 id="conflict-title" className="text-lg font-semibold">
            {t("conflictTitle")}
          </h2>
          <p className="mt-1">{t("conflictText")}</p>
          <div className="mt-3 grid gap-4 lg:grid-cols-2">
            <div data-testid="conflict-theirs">
              <h3 className="font-semibold">{t("theirVersion")}</h3>
              <div lang={locale} className="mt-2 space-y-2 text-sm">
                <p className="font-semibold">{theirs.title}</p>
                <p>{theirs.summary}</p>
                <pre className="font-sans whitespace-pre-wrap">{theirs.body}</pre>
              </div>
            </div>
            <div data-testid="conflict-mine">
              <h3 className="font-semibold">{t("yourVersion")}</h3>
              <div lang={locale} className="mt-2 space-y-2 text-sm">
                <p className="font-semibold">{form.getValues("title")}</p>
                <p>{form.getValues("summary")}</p>
                <pre className="font-sans whitespace-pre-wrap">{form.getValues("body")}</pre>
              </div>
            </div>
          </div>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button type="button" onClick={keepMine}>
              {t("keepMine")}
            </Button>
            <Button type="button" variant="secondary" onClick={takeTheirs}>
              {t("takeTheirs")}
            </Button>
          </div>
        </section>
      )}

      <section aria-labelledby="preview-title">
        <h2 id="preview-title" className="text-lg font-semibold">
          {t("preview")}
        </h2>
        <div
          lang={locale}
          data-testid="preview"
          className="prose-article mt-3 space-y-4 rounded-md border border-slate-200 p-4 leading-relaxed dark:border-slate-800"
          dangerouslySetInnerHTML={{ __html: preview }}
        />
      </section>

      <section
        aria-labelledby="publish-title"
        className="space-y-4 rounded-md border border-slate-200 p-4 dark:border-slate-800"
      >
        <h2 id="publish-title" className="text-lg font-semibold">
          {t("publishing")}
        </h2>
        {published && (
          <fieldset>
            <legend className="text-sm font-medium">{t("changeKind")}</legend>
            <label className="mt-1 flex items-center gap-2">
              <input
                type="radio"
                name="change"
                value="substantive"
                checked={change === "substantive"}
                onChange={() => setChange("substantive")}
                className="size-4"
              />
              {t("substantive")}
            </label>
            <label className="mt-1 flex items-center gap-2">
              <input
                type="radio"
                name="change"
                value="minor"
                checked={change === "minor"}
                onChange={() => setChange("minor")}
                className="size-4"
              />
              {t("minor")}
            </label>
          </fieldset>
        )}
        {published && change === "substantive" && (
          <label className="block text-sm font-medium">
            {t("correction")}
            <textarea
              value={correction}
              onChange={(e) => setCorrection(e.target.value)}
              rows={2}
              maxLength={500}
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
            />
            <span className="mt-1 block font-normal text-slate-600 dark:text-slate-400">{t("correctionHint")}</span>
          </label>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="button" pending={publish.pending} onClick={publishNow}>
            {t(published ? "publishChanges" : "publishNow", { language: props.languageName })}
          </Button>
          {(status === "DRAFT" || status === "UNPUBLISHED") && (
            <Button
              type="button"
              variant="secondary"
              pending={review.pending}
              onClick={() => saveThen(() => review.run({ articleId, locale, inReview: true }, () => router.refresh()))}
            >
              {t("askReview")}
            </Button>
          )}
          {status === "IN_REVIEW" && (
            <Button
              type="button"
              variant="secondary"
              pending={review.pending}
              onClick={() => review.run({ articleId, locale, inReview: false }, () => router.refresh())}
            >
              {t("backToDraft")}
            </Button>
          )}
          {(status === "PUBLISHED" || status === "SCHEDULED") && (
            <Button
              type="button"
              variant="danger"
              pending={unpublish.pending}
              onClick={() =>
                unpublish.run({ articleId, locale }, () => {
                  toast.success(t(status === "SCHEDULED" ? "unscheduledToast" : "unpublishedToast"));
                  router.refresh();
                })
              }
            >
              {t(status === "SCHEDULED" ? "cancelSchedule" : "unpublish")}
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-medium">
            {t("scheduleAt")}
            <input
              type="datetime-local"
              value={at}
              onChange={(e) => setAt(e.target.value)}
              aria-invalid={atError ? true : undefined}
              aria-describedby={atError ? "schedule-error" : undefined}
              className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
            />
          </label>
          <Button type="button" variant="secondary" pending={schedule.pending} onClick={scheduleAt}>
            {t("schedule")}
          </Button>
        </div>
        {atError && (
          <p id="schedule-error" className="text-sm font-medium text-red-700 dark:text-red-400">
            {atError}
          </p>
        )}
        {props.scheduledFor && (
          <p className="text-sm">
            {t("scheduledAtLocal", {
              time: format.dateTime(new Date(props.scheduledFor), { dateStyle: "medium", timeStyle: "short" }),
            })}
          </p>
        )}
      </section>
    </div>
  );
}
