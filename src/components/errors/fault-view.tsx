"use client";
import type { FaultMessages } from "./fault-messages";
import { useRequestId } from "./use-request-id";

/** The calm page shown when something fails: what happened, try again, and the reference for support. */
export function FaultView({
  messages,
  digest,
  homeHref,
  onRetry,
}: {
  messages: FaultMessages;
  digest?: string;
  homeHref: string;
  onRetry: () => void;
}) {
  const requestId = useRequestId();
  const reference = requestId ?? digest;
  return (
    <section className="container-page flex flex-col items-center py-24 text-center md:py-32" data-testid="fault">
      <h1 className="text-4xl md:text-5xl">{messages.title}</h1>
      <p className="mt-4 max-w-xl text-stone">{messages.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex rounded-full bg-ink px-5 py-3 text-sm font-medium text-ivory hover:bg-gold-deep"
        >
          {messages.retry}
        </button>
        {/* A full page load: the client router may be what failed. */}
        <a
          href={homeHref}
          className="inline-flex rounded-full border border-ink/20 px-5 py-3 text-sm hover:border-gold-deep"
        >
          {messages.home}
        </a>
      </div>
      {reference && (
        <p className="mt-10 text-xs text-stone">
          {messages.reference}{" "}
          <code dir="ltr" className="select-all font-mono" data-testid="fault-reference">
            {reference}
          </code>
          {requestId && digest && (
            <span dir="ltr" className="font-mono">
              {" "}
              · {digest}
            </span>
          )}
        </p>
      )}
    </section>
  );
}
