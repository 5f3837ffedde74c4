import type { ReactNode } from 'react';

/**
 * A drop-down with its label, tied by id. The label stands above it in the settings; the search
 * form hides it from sight (`labelClassName="visually-hidden"`) and keeps it for assistive
 * technology.
 */
export function SelectField({
  id,
  label,
  labelClassName = 'settings-label',
  className = 'field',
  value,
  disabled,
  describedBy,
  onChange,
  children,
}: {
  id: string;
  label: string;
  labelClassName?: string;
  className?: string;
  value: string | number;
  disabled?: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={className}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </>
  );
}
