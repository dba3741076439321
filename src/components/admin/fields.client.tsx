'use client'

import { useId, type ReactNode } from 'react'

import styles from './ItemForm.module.css'

/* Labelled form controls for the item form: every input has a visible label. */

type Common = { label: string; required?: boolean; wide?: boolean; disabled?: boolean }

function Labelled({
  id,
  label,
  required,
  wide,
  children,
}: Common & { id: string; children: ReactNode }) {
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
    </div>
  )
}

type TextProps = Common & {
  value: string
  onChange: (value: string) => void
  multiline?: boolean
  placeholder?: string
  type?: 'text' | 'date' | 'email'
  maxLength?: number
}

export function TextField({
  value,
  onChange,
  multiline,
  placeholder,
  type = 'text',
  maxLength,
  ...common
}: TextProps) {
  const id = useId()
  const props = {
    id,
    value,
    placeholder,
    maxLength,
    required: common.required,
    disabled: common.disabled,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  }
  return (
    <Labelled id={id} {...common}>
      {multiline ? <textarea rows={3} {...props} /> : <input type={type} {...props} />}
    </Labelled>
  )
}

type NumberProps = Common & {
  value: string
  onChange: (value: string) => void
  step: number
  max?: number
}

export function NumberField({ value, onChange, step, max, ...common }: NumberProps) {
  const id = useId()
  return (
    <Labelled id={id} {...common}>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        max={max}
        value={value}
        required={common.required}
        disabled={common.disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </Labelled>
  )
}

type Option = { value: string; label: string }
type SelectProps = Common & {
  value: string
  onChange: (value: string) => void
  options: readonly (string | Option)[]
  placeholder?: string
}

export function SelectField({ value, onChange, options, placeholder, ...common }: SelectProps) {
  const id = useId()
  return (
    <Labelled id={id} {...common}>
      <select
        id={id}
        value={value}
        required={common.required}
        disabled={common.disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value: optionValue, label } =
            typeof option === 'string' ? { value: option, label: option } : option
          return (
            <option key={optionValue} value={optionValue}>
              {label}
            </option>
          )
        })}
      </select>
    </Labelled>
  )
}
