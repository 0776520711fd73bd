import styles from './buttons.module.css'

export type ButtonLook =
  | 'contained'
  | 'outlined'
  | 'text'
  | 'danger'
  | 'light'
  | 'headerText'
  | 'small'
  | 'large'
  | 'fullWidth'

/** The class names of a button's look (buttons.module.css): `buttonClass('contained', 'large')`. */
export function buttonClass(...variants: ButtonLook[]) {
  return [styles.button, ...variants.map((variant) => styles[variant])].join(' ')
}
