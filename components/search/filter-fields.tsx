import { Field } from "@/components/ui/field";

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
  return (
    <Field type="select" id={`search-${name}`} label={label} name={name} defaultValue={value ?? ""}>
      <option value="">{any}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value} lang={o.lang}>
          {o.label}
        </option>
      ))}
    </Field>
  );
}

export function FilterCheckbox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <Field type="checkbox" id={`search-${name}`} label={label} name={name} value="true" defaultChecked={checked} />
  );
}
