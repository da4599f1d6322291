/**
 * The named fields of a submitted back-office form, each as sent or "" where the form did not send it: what a
 * server action hands its use case (the action itself still runs through the one pipeline, decision 263).
 */
export function fieldsOf<const K extends string>(input: Record<string, string>, ...names: K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, input[name] ?? ""])) as Record<K, string>;
}
