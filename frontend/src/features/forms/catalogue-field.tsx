import { fieldLabel, type FormFieldSpec } from '@site/contracts/form-fields';
import styles from './forms.module.css';

/**
 * One field of a public form as the field catalogue (@site/contracts/form-fields) describes it: its
 * label, limit, whether it is required, its as-typed rule (`data-keep`, applied by enhance/*) and
 * its options. The label is read when the page renders, so the catalogue is its one source. `value`
 * is what the visitor posted, when the form comes back with its errors (form-result-view.tsx).
 */
/** What a visitor posted, by field name: the form shown again keeps it (no script). */
export type Posted = Readonly<Record<string, string>>;

export function CatalogueField({ field, value }: { field: FormFieldSpec; value?: string }) {
  const common = {
    name: field.name,
    required: field.required || undefined,
    maxLength: field.max,
    autoComplete: field.autocomplete,
    defaultValue: value ?? (field.options ? field.options[0] : ''),
  };
  let control;
  if (field.input === 'textarea') control = <textarea {...common} />;
  else if (field.input === 'select')
    control = (
      <select {...common}>
        {field.options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  else
    control = (
      <input
        {...common}
        // The job form's email has no format check (spec section 5): text, with the email keyboard on phones.
        type={field.input}
        inputMode={field.keep === 'digits' ? 'numeric' : field.name === 'email' && field.input === 'text' ? 'email' : undefined}
        data-keep={field.keep}
      />
    );
  return (
    <label className={styles.field}>
      {field.hint ? (
        <span>
          {fieldLabel(field.name)} <span className={styles.hint}>{field.hint}</span>
        </span>
      ) : (
        fieldLabel(field.name)
      )}
      {control}
    </label>
  );
}
