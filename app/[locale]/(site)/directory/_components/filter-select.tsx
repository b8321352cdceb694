import { Field } from "@/components/ui/field";

type Props = {
  name: string;
  label: string;
  anyLabel: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  hint?: string;
  disabled?: boolean;
};

/** A labelled select whose first option means "no filter". */
export function FilterSelect({ name, label, anyLabel, value, options, hint, disabled }: Props) {
  return (
    <Field
      type="select"
      id={`filter-${name}`}
      label={label}
      hint={hint}
      name={name}
      defaultValue={value ?? ""}
      disabled={disabled}
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Field>
  );
}
