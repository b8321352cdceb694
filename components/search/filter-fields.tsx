import type { ReactNode } from "react";

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900";

type Option = { value: string; label: string; lang?: string };

/** A labelled select whose first choice ("All …") sends an empty value, which the page ignores. */
export function FilterSelect({
  name,
  label,
  any,
  value,
  options,
}: {
  name: string;
  label: string;
  any: string;
  value?: string;
  options: Option[];
}) {
  const id = `search-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={fieldClass}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterCheckbox({ name, label, checked }: { name: string; label: ReactNode; checked: boolean }) {
  const id = `search-${name}`;
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        name={name}
        value="true"
        defaultChecked={checked}
        className="size-4 rounded border-slate-400"
      />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}
