import styles from './buttons.module.css'

/** The class names of a button's look (buttons.module.css): `buttonClass('contained', 'large')`. */
export function buttonClass(...variants: ('contained' | 'outlined' | 'light' | 'headerText' | 'large')[]) {
  return [styles.button, ...variants.map((variant) => styles[variant])].join(' ')
}
