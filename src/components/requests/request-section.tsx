/** A request form's section on a page: its heading and introduction, then the form (or the link to it). */
export function RequestSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12 space-y-5">
      <div>
        <h2 id={id} className="text-3xl">
          {title}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-stone">{intro}</p>
      </div>
      {children}
    </section>
  );
}
