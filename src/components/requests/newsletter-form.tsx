"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { Field, type FieldLook } from "@/components/forms/field";
import { idleState, type FormState } from "@/shared/forms/form-state";
import { FormAlert, FormEnd, TextField } from "./request-fields";

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

export interface NewsletterLabels {
  email: string;
  name: string;
  submit: string;
  sending: string;
  sent: string;
}

/**
 * The newsletter sign-up, at the foot of every page and on Join the community. A plain form posting to
 * a server action (no JavaScript needed to post); the bot check's script loads only once the visitor
 * starts on the form, so it adds nothing to pages where nobody subscribes.
 */
export function NewsletterForm({
  action,
  area,
  locale,
  labels,
  tone = "dark",
  id,
}: {
  action: Action;
  area: string;
  locale: string;
  labels: NewsletterLabels;
  tone?: "dark" | "light";
  id: string;
}) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const [started, setStarted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The page's script starts after its first paint (decision 206): a visitor who was already typing in the form by
  // then had their focus event before React listened for it, and the bot check would never load (the form would then
  // be refused). Such a visitor has started.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const typed = [...element.querySelectorAll<HTMLInputElement>("input[name=email], input[name=name]")].some(
      (input) => input.value !== "",
    );
    if (element.contains(document.activeElement) || typed) setStarted(true);
  }, []);
  const field =
    tone === "dark"
      ? "mt-1 block w-full rounded-full border border-ivory/30 bg-transparent px-4 py-2.5 text-sm text-ivory placeholder:text-ivory/50 outline-none focus:border-gold-light aria-[invalid=true]:border-red-300"
      : "mt-1 block w-full rounded-full border border-linen bg-white px-4 py-2.5 text-sm text-ink outline-none focus:border-gold-deep aria-[invalid=true]:border-red-700";
  const errorText = tone === "dark" ? "text-red-200" : "text-red-800";
  const look: FieldLook = {
    label: "text-xs font-medium",
    hint: "mt-1 text-xs",
    error: `mt-1 text-xs font-medium ${errorText}`,
  };

  if (state.status === "success") {
    return (
      <p role="status" className="text-sm font-medium" data-testid={`${id}-sent`}>
        {labels.sent}
      </p>
    );
  }
  return (
    <form
      ref={form}
      action={formAction}
      onFocus={() => setStarted(true)}
      noValidate
      className="relative grid gap-3"
      data-testid={id}
      key={JSON.stringify(state.values ?? {})}
    >
      <input type="hidden" name="area" value={area} />
      <input type="hidden" name="locale" value={locale} />
      <FormAlert message={state.message} className={`text-sm font-medium ${errorText}`} />
      <TextField
        kind="email"
        id={`${id}-email`}
        label={labels.email}
        error={state.fields?.email}
        look={look}
        className={field}
        defaultValue={state.values?.email ?? ""}
      />
      <Field id={`${id}-name`} name="name" label={labels.name} look={look}>
        {(control) => (
          <input
            {...control}
            name="name"
            autoComplete="name"
            defaultValue={state.values?.name ?? ""}
            className={field}
          />
        )}
      </Field>
      <FormEnd
        locale={locale}
        form="newsletter"
        load={started}
        pending={pending}
        label={labels.submit}
        sending={labels.sending}
        className="inline-flex justify-self-start rounded-full border border-gold-light/60 px-5 py-2.5 text-sm text-gold-light hover:bg-gold-light hover:text-night disabled:opacity-60"
      />
    </form>
  );
}
