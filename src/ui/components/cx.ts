/** Joins the class names that apply (CSS modules composed by state), skipping the rest. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
