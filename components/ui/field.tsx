import { useTranslations } from "next-intl";
import { useId, type ComponentProps, type ReactNode } from "react";

// The one labelled control of every form: its label, an optional hint and error tied to it
// (aria-describedby, aria-invalid), and an explicit type, so checkers and browsers know what each
// input is (autocomplete="name" is only valid on a text input that says it is one).

export const controlClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-700 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:aria-invalid:border-red-400";

type Frame = {
  label: string;
  hint?: ReactNode;
  /** The translated error (useActionForm's `field()` gives it), shown under the control. */
  error?: string;
  /** Adds "(required)" to the label. */
  required?: boolean;
  /** For a control whose purpose the layout already shows (the chat's composer): read out, not shown. */
  labelHidden?: boolean;
  className?: string;
};
type Option = { value: string; label: string };

export type FieldProps = Frame &
  (
    | ({ type: "text" | "email" | "url" | "password" | "search" | "tel" | "datetime-local" | "file" } & Omit<
        ComponentProps<"input">,
        "type"
      >)
    | ({ type: "textarea" } & ComponentProps<"textarea">)
    | ({ type: "select"; children: ReactNode } & ComponentProps<"select">)
    | ({ type: "radio"; options: Option[] } & Omit<ComponentProps<"input">, "type">)
    | ({ type: "checkbox" } & Omit<ComponentProps<"input">, "type">)
  );

function Describe({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );
}

export function Field(props: FieldProps) {
  const t = useTranslations("FormStatus");
  const generated = useId();
  const { label, hint, error, required, labelHidden, className, ...control } = props;
  const id = control.id ?? generated;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const aria = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  const text = (
    <>
      {label}
      {required && <span className="text-slate-600 dark:text-slate-400"> ({t("required")})</span>}
    </>
  );

  if (control.type === "checkbox") {
    return (
      <div className={className}>
        <label className="flex items-center gap-3">
          <input {...control} {...aria} className="size-5" />
          <span>{text}</span>
        </label>
        <Describe id={id} hint={hint} error={error} />
      </div>
    );
  }

  if (control.type === "radio") {
    const { options, ...input } = control;
    return (
      <fieldset className={className} aria-describedby={describedBy}>
        <legend className="text-sm font-medium">{text}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {options.map((o) => (
            <label key={o.value} className="flex items-center gap-2">
              <input {...input} id={undefined} value={o.value} className="size-4" />
              <span>{o.label}</span>
            </label>
          ))}
        </div>
        <Describe id={id} hint={hint} error={error} />
      </fieldset>
    );
  }

  return (
    <div className={className}>
      <label htmlFor={id} className={labelHidden ? "sr-only" : "block text-sm font-medium"}>
        {text}
      </label>
      {control.type === "textarea" ? (
        <textarea {...{ ...control, type: undefined }} {...aria} className={controlClass} />
      ) : control.type === "select" ? (
        <select {...{ ...control, type: undefined }} {...aria} className={controlClass} />
      ) : (
        <input {...control} {...aria} className={controlClass} />
      )}
      <Describe id={id} hint={hint} error={error} />
    </div>
  );
}
