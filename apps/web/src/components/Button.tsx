import type { ButtonHTMLAttributes } from 'react'
import { buttonClass } from './buttonClass.ts'
import { Spinner } from './Spinner.tsx'

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  variant?: 'contained' | 'outlined' | 'text' | 'danger'
  size?: 'small' | 'medium' | 'large'
  fullWidth?: boolean
  /** An action at work: a spinner before the label (the button is disabled by its caller). */
  busy?: boolean
}

/**
 * A button with the look of MUI's (buttons.module.css), in static CSS: a page's first load carries
 * no MUI for it. `type` is `button` unless given, so a button in a form submits only when asked to.
 */
export function Button({
  variant = 'text',
  size = 'medium',
  fullWidth = false,
  busy = false,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const looks = [variant, ...(size === 'medium' ? [] : [size]), ...(fullWidth ? (['fullWidth'] as const) : [])]
  return (
    <button type={type} className={buttonClass(...looks)} {...props}>
      {busy && <Spinner size={18} />}
      {children}
    </button>
  )
}
