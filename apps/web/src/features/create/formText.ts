/** A reader of a submitted form's text fields, trimmed ('' for a field not there). */
export const formText = (form: FormData) => (name: string) => String(form.get(name) ?? '').trim()
