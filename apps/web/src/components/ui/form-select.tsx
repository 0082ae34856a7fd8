import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SelectField, type SelectOption } from './select-field';

interface FormSelectProps<T extends FieldValues, Valid> {
  control: Control<T, unknown, Valid>;
  name: FieldPath<T>;
  label: ReactNode;
  options: readonly SelectOption[];
  /**
   * The option that stands for the form's empty string ('No context', 'No priority'): a select
   * item cannot have '' as its value, so the form keeps '' and the select shows this option.
   */
  emptyOption?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
}

/** A SelectField bound to a react-hook-form field; the field's validation message shows under it. */
export function FormSelect<T extends FieldValues, Valid = T>({ control, name, emptyOption, ...props }: FormSelectProps<T, Valid>) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | null | undefined) ?? '';
  return (
    <SelectField
      {...props}
      value={emptyOption && value === '' ? emptyOption : value}
      onValueChange={(next) => field.onChange(emptyOption && next === emptyOption ? '' : next)}
      error={fieldState.error?.message}
    />
  );
}
